import { memo, type ReactNode } from 'react';
import { cancelEdit, saveEdit } from '../../../flows/details-form/item-edit';
import { driverName } from '../../../flows/details-form/validate-steps';
import type { ItemEdit } from '../../../store/details-form/form-store';
import { DRIVER_FORM } from '../../../store/details-form/questions/driver-questions';
import { useProposal, useWidget } from '../../../hooks/widget-context';
import { MedicalLimitModal } from '../medical-limit-modal';
import { ItemModal } from './item-modal';
import { useUiText } from '../../../ui/ui-text';
import { childPath, type Path } from '../../../store/proposal/path';

interface DriverModalProps {
  edit: ItemEdit;
  renderBlock: (block: string, path: Path, error: string | null) => ReactNode;
}

/**
 * The form's title names the driver as their name is typed: a component of its own, so a key typed
 * re-renders the title, not the modal and its 45 fields.
 */
function DriverModalTitle({ edit }: { edit: ItemEdit }) {
  const { t } = useUiText();
  const name =
    useProposal((s) => driverName({ draft: s.draft, vehicleMissing: [], sourceOfBusiness: '' }, edit.index)) ??
    t('driver.unnamed', { number: edit.index + 1 });
  return edit.isNew ? t('driver.title') : t('driver.editTitle', { name });
}

/**
 * The driver form in a modal: every question the proposer answered about herself, asked about them.
 * Memoised: step 7's list behind it re-renders as a name is typed, and the form need not.
 */
export const DriverModal = memo(function DriverModal({ edit, renderBlock }: DriverModalProps) {
  const { t } = useUiText();
  const widget = useWidget();
  const close = () => widget.stores.detailsForm.getState().setDriverEdit(null);
  const save = () => {
    const errors = saveEdit(widget, edit, DRIVER_FORM, edit.index);
    if (Object.keys(errors).length === 0) close();
    return errors;
  };
  const cancel = () => {
    cancelEdit(widget, edit);
    close();
  };
  return (
    <ItemModal
      title={<DriverModalTitle edit={edit} />}
      questions={DRIVER_FORM}
      owner={childPath(edit.list, String(edit.index))}
      driverIndex={edit.index}
      saveLabel={t('driver.save')}
      onSave={save}
      onCancel={cancel}
      renderBlock={renderBlock}
      size="large"
    >
      <MedicalLimitModal inDriverModal />
    </ItemModal>
  );
});
