import type { ReactNode } from 'react';
import { cancelEdit, saveEdit } from '../../../flows/details-form/item-edit';
import { driverName } from '../../../flows/details-form/validate-steps';
import type { ItemEdit } from '../../../store/details-form/form-store';
import { DRIVER_FORM } from '../../../store/details-form/questions/driver-questions';
import { useProposal, useWidget } from '../../../hooks/widget-context';
import { MedicalLimitModal } from '../medical-limit-modal';
import { ItemModal } from './item-modal';
import { useUiText } from '../../../ui/ui-text';
import { type Path } from '../../../store/proposal/path';

interface DriverModalProps {
  edit: ItemEdit;
  renderBlock: (block: string, path: Path, error: string | null) => ReactNode;
}

/** The driver form in a modal: every question the proposer answered about herself, asked about them. */
export function DriverModal({ edit, renderBlock }: DriverModalProps) {
  const { t } = useUiText();
  const widget = useWidget();
  const name = useProposal((s) => driverName({ draft: s.draft, vehicleMissing: [], sourceOfBusiness: '' }, edit.index)) ?? t('driver.unnamed', { number: edit.index + 1 });
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
      title={edit.isNew ? t('driver.title') : t('driver.editTitle', { name })}
      questions={DRIVER_FORM}
      owner={`${edit.list}.${edit.index}`}
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
}
