import { useProposal } from '../../hooks/widget-context';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { useUiText } from '../../ui/ui-text';

interface NoticeModalProps {
  open: boolean;
  onClose: () => void;
}

/** Endorsement 41: theft cover is excluded unless a working tracker is fitted. */
export function TrackerModal({ open, onClose, onEdit }: NoticeModalProps & { onEdit: () => void }) {
  const { t } = useUiText();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('price.trackerTitle')}
      describedByBody
      footer={
        <>
          <Button onClick={onClose}>{t('price.trackerOk')}</Button>
          <Button variant="secondary" onClick={onEdit}>
            {t('price.editDetails')}
          </Button>
        </>
      }
    >
      <p>{t('price.trackerBody')}</p>
      <p>{t('price.trackerEdit')}</p>
    </Modal>
  );
}

/** removed_addons is not empty: the extras the insurer withdrew, and that the premium was updated. */
export function RemovedAddonModal({ open, onClose }: NoticeModalProps) {
  const { t } = useUiText();
  const removed = useProposal((s) => s.draft.removed_addons);
  return (
    <Modal
      open={open}
      onClose={onClose}
      describedByBody
      title={removed.length === 1 ? t('price.removedTitleOne', { addon: removed[0].description }) : t('price.removedTitle')}
      footer={<Button onClick={onClose}>{t('price.removedOk')}</Button>}
    >
      <p>{t('price.removedBody')}</p>
      <ul className="mq-price-bullets">
        {removed.map((addon) => (
          <li key={addon.code}>{addon.description}</li>
        ))}
      </ul>
    </Modal>
  );
}

const GUARANTEE = ['instalments.ddg1', 'instalments.ddg2', 'instalments.ddg3', 'instalments.ddg4', 'instalments.ddg5'] as const;

/** The Direct Debit Guarantee in the standard Bacs wording, with the brand as the collector. */
export function GuaranteeModal({ open, onClose }: NoticeModalProps) {
  const { t } = useUiText();
  return (
    <Modal
      open={open}
      onClose={onClose}
      describedByBody
      title={t('instalments.ddgTitle')}
      footer={<Button onClick={onClose}>{t('common.close')}</Button>}
    >
      <ul className="mq-price-bullets">
        {GUARANTEE.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
    </Modal>
  );
}
