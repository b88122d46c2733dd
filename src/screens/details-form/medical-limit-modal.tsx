import { useDetailsForm, useProposal, useWidget } from '../../hooks/widget-context';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { useUiText } from '../../ui/ui-text';

/**
 * docs/product/transitions.md#a-second-medical-condition: the 'Sorry!' modal when a second driver is given a medical condition. While
 * the driver form is open the form renders its own, so the Sorry modal stacks inside that dialog.
 */
export function MedicalLimitModal({ inDriverModal = false }: { inDriverModal?: boolean }) {
  const { t } = useUiText();
  const { stores } = useWidget();
  const driverFormOpen = useDetailsForm((s) => s.driverEdit !== null);
  const open = useProposal((s) => s.notice === 'medical-condition-limit') && inDriverModal === driverFormOpen;
  const close = () => stores.proposal.getState().dismissNotice();
  return (
    <Modal
      open={open}
      onClose={close}
      title={t('medical.sorryTitle')}
      describedByBody
      footer={<Button onClick={close}>{t('common.close')}</Button>}
    >
      <p>{t('medical.sorryBody')}</p>
    </Modal>
  );
}
