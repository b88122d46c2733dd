import { dobRange, todayIso } from '../../domain/dates';
import type { RecallForm } from '../../flows/recall/recall-rules';
import { DateInput } from '../../ui/date-input';
import { Button } from '../../ui/button';
import { ErrorSummary } from '../../ui/error-summary';
import { TextInput } from '../../ui/text-input';
import { maxLengthAt } from '../../contract/max-length';
import { RecallRequestSchema } from '../../contract/requests';
import { useUiText } from '../../ui/ui-text';
import type { FormState } from '../../ui/use-form-state';

interface RecallFieldsProps {
  form: RecallForm;
  onChange: (form: RecallForm) => void;
  /** Which errors show, and the summary of a refused Retrieve (ui/use-form-state.ts). */
  state: FormState<keyof RecallForm>;
  onSubmit: () => void;
  onBack: () => void;
  /** Saved answers' link (resume-screen.tsx): the link names them, so only her postcode and date of birth are asked. */
  linked?: boolean;
}

export const recallFieldId = (field: keyof RecallForm) => `mq-recall-${field}`;
const id = recallFieldId;

/**
 * The three details, each free to paste and to autofill (postcode and birthday have their
 * autocomplete tokens). Errors show as every form's do: once a field is left or Retrieve was
 * pressed, and a fix clears them.
 */
export function RecallFields({ form, onChange, state, onSubmit, onBack, linked }: RecallFieldsProps) {
  const { t } = useUiText();
  const set = (field: keyof RecallForm) => (value: string) => onChange({ ...form, [field]: value });
  const range = dobRange(todayIso());
  return (
    <form
      className="mq-recall__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <ErrorSummary errors={state.summary.errors} title={t('recall.errorSummary')} focusKey={state.summary.focusKey} />
      {linked ? null : (
        <TextInput
          id={id('reference')}
          label={t('recall.reference')}
          hint={t('recall.referenceHint')}
          value={form.reference}
          onChange={set('reference')}
          error={state.error('reference')}
          onBlur={() => state.touch('reference')}
          width="medium"
          spellCheck={false}
          maxLength={maxLengthAt(RecallRequestSchema, 'reference')}
        />
      )}
      <TextInput
        id={id('postcode')}
        label={t('recall.postcode')}
        hint={t('recall.postcodeHint')}
        value={form.postcode}
        onChange={set('postcode')}
        error={state.error('postcode')}
        onBlur={() => state.touch('postcode')}
        width="short"
        autoComplete="postal-code"
        maxLength={maxLengthAt(RecallRequestSchema, 'postcode')}
      />
      <DateInput
        id={id('dob')}
        label={t('recall.dob')}
        value={form.dob || null}
        onChange={set('dob')}
        error={state.error('dob')}
        onBlur={() => state.touch('dob')}
        autoComplete="bday"
        min={range.min}
        max={range.max}
      />
      <div className="mq-actions">
        <Button type="submit">{t(linked ? 'resume.submit' : 'recall.submit')}</Button>
        <Button variant="secondary" onClick={onBack}>
          {t('common.back')}
        </Button>
      </div>
    </form>
  );
}
