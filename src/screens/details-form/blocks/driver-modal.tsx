import { memo, useEffect, useRef, useState } from 'react';
import { cancelEdit, checkEditPart, saveEdit } from '../../../details-form/flows/actions';
import { driverName } from '../../../domain/driver-name';
import type { ItemEdit } from '../../../details-form/model/form-store';
import { DRIVER_FORM, DRIVER_PARTS } from '../../../details-form/model/tables';
import { useProposal, useWidget } from '../../../hooks/widget-context';
import { MedicalLimitModal } from '../medical-limit-modal';
import { ItemModal } from './item-modal';
import { useUiText } from '../../../ui/ui-text';
import { childPath } from '../../../store/proposal/path';
import type { LabelKey } from '../../../config/labels';

/** Each part's heading, shown (and focused) above it by the modal rather than by its first question. */
const PARTS = DRIVER_PARTS.map(([first, ...rest]) => ({
  heading: (first.driverHeading ?? first.heading) as LabelKey,
  questions: [{ ...first, heading: undefined, driverHeading: undefined }, ...rest],
}));

/**
 * The form's title names the driver as their name is typed: a component of its own, so a key typed
 * re-renders the title, not the modal and its 45 fields.
 */
function DriverModalTitle({ edit }: { edit: ItemEdit }) {
  const { t } = useUiText();
  const name = useProposal((s) => driverName(s.draft, edit.index)) ?? t('driver.unnamed', { number: edit.index + 1 });
  return edit.isNew ? t('driver.title') : t('driver.editTitle', { name });
}

/**
 * The driver form in a modal: every question the proposer answered about herself, asked about them.
 * Memoised: step 7's list behind it re-renders as a name is typed, and the form need not.
 */
export const DriverModal = memo(function DriverModal({ edit }: { edit: ItemEdit }) {
  const { t } = useUiText();
  const widget = useWidget();
  const [at, setAt] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  // Each part starts at its heading (GOV.UK's question pages), except the first: the dialog's title.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [at]);
  const last = at === PARTS.length - 1;
  const close = () => widget.stores.detailsForm.getState().setDriverEdit(null);
  const save = () => {
    if (!last) {
      const errors = checkEditPart(widget, edit, PARTS[at].questions, edit.index);
      if (Object.keys(errors).length === 0) setAt(at + 1);
      return errors;
    }
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
      questions={PARTS[at].questions}
      form={DRIVER_FORM}
      owner={childPath(edit.list, String(edit.index))}
      driverIndex={edit.index}
      saveLabel={last ? t('driver.save') : t('common.continue')}
      onSave={save}
      onCancel={cancel}
      onBack={at > 0 ? () => setAt(at - 1) : undefined}
      size="large"
      intro={
        <h3 ref={heading} tabIndex={-1} className="mq-heading-s mq-question-heading">
          {t(PARTS[at].heading)} <span className="mq-hint">{t('driver.part', { part: at + 1, parts: PARTS.length })}</span>
        </h3>
      }
    >
      <MedicalLimitModal inDriverModal />
    </ItemModal>
  );
});
