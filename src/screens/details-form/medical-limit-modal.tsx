import { useLabels, useProposal, useWidget } from '../../store/widget-context';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';

/** SPEC.md section 8: the 'Sorry!' modal when a second driver is given a medical condition. */
export function MedicalLimitModal() {
  const t = useLabels();
  const { stores } = useWidget();
  const open = useProposal((s) => s.notice === 'medical-condition-limit');
  const close = () => stores.proposal.getState().dismissNotice();
  return (
    <Modal open={open} onClose={close} title={t('medical.sorryTitle')} footer={<Button onClick={close}>{t('common.close')}</Button>}>
      <p>{t('medical.sorryBody')}</p>
    </Modal>
  );
}
