import { useMemo, useState } from 'react';
import { saveAnswers, saveFormErrors, saveFormFor, type SaveForm } from '../../flows/save-later/save-answers';
import { SAVED_ANSWERS_DAYS } from '../../domain/constants';
import { dobRange, todayIso } from '../../domain/dates';
import { useDetailsForm, useWidget } from '../../hooks/widget-context';
import { Button } from '../../ui/button';
import { DateInput } from '../../ui/date-input';
import { ErrorSummary } from '../../ui/error-summary';
import { Modal } from '../../ui/modal';
import { Notice } from '../../ui/notice';
import { TextInput } from '../../ui/text-input';
import { useFormState } from '../../ui/use-form-state';
import { useUiText } from '../../ui/ui-text';

const id = (field: keyof SaveForm) => `mq-save-${field}`;
const days = { days: SAVED_ANSWERS_DAYS };

/**
 * Save and come back later (docs/product/transitions.md#saved-answers), one dialog for every step,
 * the expiry warning and the Expired screen: it asks only what her answers do not hold yet, then the
 * API e-mails her a single-use link. Mounted with the session timer, so it outlives the warning.
 */
export function SaveLaterDialog() {
  const open = useDetailsForm((state) => state.saving.open);
  return open ? <SaveLaterForm /> : null;
}

function SaveLaterForm() {
  const widget = useWidget();
  const { t } = useUiText();
  const [start] = useState(() => saveFormFor(widget));
  const [form, setForm] = useState(start.form);
  const errors = useMemo(() => saveFormErrors(form), [form]);
  const state = useFormState({ errors, fieldId: id });
  const [outcome, setOutcome] = useState<Awaited<ReturnType<typeof saveAnswers>> | null>(null);
  const close = () => widget.stores.detailsForm.getState().setSaving({ ...widget.stores.detailsForm.getState().saving, open: false });
  const set = (field: keyof SaveForm) => (value: string) => setForm({ ...form, [field]: value });
  const sent = outcome?.kind === 'sent';
  const send = async () => {
    if (Object.keys(errors).length > 0) return state.attempt(errors);
    const result = await saveAnswers(widget, form, location.href);
    if (result.kind === 'invalid') state.attempt(result.errors);
    setOutcome(result);
  };
  const field = (name: keyof SaveForm) => ({
    id: id(name),
    error: state.error(name),
    onBlur: () => state.touch(name),
    onChange: set(name),
  });
  const range = dobRange(todayIso());
  return (
    <Modal
      open
      onClose={close}
      title={t(sent ? 'save.sentTitle' : 'save.title')}
      footer={sent ? null : <Button onClick={send}>{t('save.send')}</Button>}
    >
      {sent ? (
        <p>{t('save.sent', days)}</p>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <ErrorSummary errors={state.summary.errors} title={t('recall.errorSummary')} focusKey={state.summary.focusKey} />
          {outcome?.kind === 'failed' || outcome?.kind === 'rate-limited' ? (
            <Notice tone="error" live>
              <p>{outcome.kind === 'failed' ? t('save.failed') : t('save.limited', { minutes: outcome.minutes })}</p>
            </Notice>
          ) : null}
          <p>{t('save.intro', days)}</p>
          <p>{t(start.ask.email ? 'save.identity' : 'save.expired')}</p>
          {start.ask.email ? (
            <TextInput {...field('email')} label={t('q.email')} value={form.email} type="email" autoComplete="email" spellCheck={false} />
          ) : null}
          {start.ask.dob ? (
            <DateInput
              {...field('dob')}
              label={t('recall.dob')}
              value={form.dob || null}
              autoComplete="bday"
              min={range.min}
              max={range.max}
            />
          ) : null}
          {start.ask.postcode ? (
            <TextInput
              {...field('postcode')}
              label={t('recall.postcode')}
              hint={t('recall.postcodeHint')}
              value={form.postcode}
              width="short"
              autoComplete="postal-code"
            />
          ) : null}
        </form>
      )}
    </Modal>
  );
}
