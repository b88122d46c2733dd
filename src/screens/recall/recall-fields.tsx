import { dobRange, todayIso } from '../../domain/dates';
import { recallErrors, type RecallForm } from '../../flows/recall/recall-rules';

import { DateInput } from '../../ui/date-input';
import { Button } from '../../ui/button';
import { ErrorSummary } from '../../ui/error-summary';
import { TextInput } from '../../ui/text-input';
import { maxLengthAt } from '../../api/contract/max-length';
import { RecallRequestSchema } from '../../api/contract/requests';
import { useUiText } from '../../ui/ui-text';

interface RecallFieldsProps {
  form: RecallForm;
  onChange: (form: RecallForm) => void;
  /** Failed attempts so far: errors show from the first one on. */
  attempts: number;
  onSubmit: () => void;
  onBack: () => void;
}

const id = (field: keyof RecallForm) => `mq-recall-${field}`;

/**
 * The three details, each free to paste and to autofill (postcode and birthday have their
 * autocomplete tokens). Once an attempt failed, errors follow the typing so a fix clears them.
 */
export function RecallFields({ form, onChange, attempts, onSubmit, onBack }: RecallFieldsProps) {
  const { t } = useUiText();
  const live = attempts > 0 ? recallErrors(form) : {};
  const set = (field: keyof RecallForm) => (value: string) => onChange({ ...form, [field]: value });
  const range = dobRange(todayIso());
  const summary = attempts > 0 ? Object.entries(live).map(([field, message]) => ({ id: id(field as keyof RecallForm), message })) : [];
  return (
    <form
      className="mq-recall__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <ErrorSummary errors={summary} title={t('recall.errorSummary')} focusKey={attempts} />
      <TextInput
        id={id('reference')}
        label={t('recall.reference')}
        hint={t('recall.referenceHint')}
        value={form.reference}
        onChange={set('reference')}
        error={live.reference}
        width="medium"
        spellCheck={false}
        maxLength={maxLengthAt(RecallRequestSchema, 'reference')}
      />
      <TextInput
        id={id('postcode')}
        label={t('recall.postcode')}
        hint={t('recall.postcodeHint')}
        value={form.postcode}
        onChange={set('postcode')}
        error={live.postcode}
        width="short"
        autoComplete="postal-code"
        maxLength={maxLengthAt(RecallRequestSchema, 'postcode')}
      />
      <DateInput
        id={id('dob')}
        label={t('recall.dob')}
        value={form.dob || null}
        onChange={set('dob')}
        error={live.dob}
        autoComplete="bday"
        min={range.min}
        max={range.max}
      />
      <div className="mq-actions">
        <Button type="submit">{t('recall.submit')}</Button>
        <Button variant="secondary" onClick={onBack}>
          {t('common.back')}
        </Button>
      </div>
    </form>
  );
}
