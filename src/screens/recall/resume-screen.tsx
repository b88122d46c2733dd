import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { reopenAnswers, saveFormErrors } from '../../flows/save-later/save-answers';
import type { RecallForm } from '../../flows/recall/recall-rules';
import { ROUTES } from '../../widget/routes';
import { useWidget } from '../../hooks/widget-context';
import { LoadingModal } from '../../ui/loading-modal';
import { Notice } from '../../ui/notice';
import { useFormState } from '../../ui/use-form-state';
import { useUiText } from '../../ui/ui-text';
import { RecallFields, recallFieldId } from './recall-fields';

/**
 * #/quote/resume?code=: her saved answers' e-mailed link (docs/product/transitions.md#saved-answers).
 * Retrieve a Quote's fields without the reference: her date of birth and postcode open the answers
 * at the step she left; the code then works no more.
 */
export function ResumeScreen() {
  const widget = useWidget();
  const { t } = useUiText();
  const [, navigate] = useLocation();
  const code = new URLSearchParams(useSearch()).get('code') ?? '';
  const [form, setForm] = useState<RecallForm>({ reference: '', postcode: '', dob: '' });
  const errors = useMemo(() => {
    const { postcode, dob } = saveFormErrors({ ...form, email: '' });
    return { ...(postcode && { postcode }), ...(dob && { dob }) };
  }, [form]);
  const state = useFormState({ errors, fieldId: recallFieldId });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const submit = async () => {
    if (busy) return;
    if (Object.keys(errors).length > 0) return state.attempt(errors);
    setBusy(true);
    const result = await reopenAnswers(widget, code, form);
    setBusy(false);
    if (result.kind === 'route') return navigate(result.to, { replace: true });
    if (result.kind === 'invalid') return state.attempt(result.errors);
    setProblem(result.kind === 'not-found' ? t('resume.noMatch') : t('recall.rateLimited', { minutes: result.minutes }));
  };

  return (
    <section className="mq-recall" aria-labelledby="mq-resume-title">
      <h1 id="mq-resume-title" ref={heading} tabIndex={-1} className="mq-heading-xl">
        {t('resume.title')}
      </h1>
      <p className="mq-lead">{t('resume.intro')}</p>
      {problem ? (
        <Notice tone="error" live>
          <p>{problem}</p>
        </Notice>
      ) : null}
      <RecallFields
        form={form}
        onChange={setForm}
        state={state}
        onSubmit={() => void submit()}
        onBack={() => navigate(ROUTES.create)}
        linked
      />
      <LoadingModal open={busy} message={t('deepLink.message')} title={t('deepLink.title')} />
    </section>
  );
}
