import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocation, useSearch } from 'wouter';
import { continueStep, loadForEdit, prefetchStepLists, submitQuote, watchStepAnswers } from '../../details-form/flows/actions';
import { FORM_STEPS, STEPS } from '../../details-form/model/steps';
import { useDetailsForm, useWidget } from '../../hooks/widget-context';
import { AccordionStep } from '../../ui/accordion-step';
import { ErrorSummary } from '../../ui/error-summary';
import { focusAndReveal, focusById, scrollToFirstError } from '../../ui/focus-error';
import { LoadingModal } from '../../ui/loading-modal';
import { Notice } from '../../ui/notice';
import { MedicalLimitModal } from './medical-limit-modal';
import { PriceInfo } from './price-info';
import { PrivacyNotice } from './privacy-notice';
import { RetrieveLink } from './retrieve-link';
import { StepBody } from './step-body';
import { StepsReopened } from './steps-reopened';
import { fieldId } from './use-question';
import { useUiText } from '../../ui/ui-text';
import { yieldToPaint } from '../../ui/yield-to-paint';
import { useErrorSummary } from '../../ui/use-form-state';
import type { Message } from '../../config/label-message';

/**
 * After Continue or Back the step that closed takes its questions (and the focused button) with it:
 * focus goes to the newly opened step's heading button, which says its number and name, and the
 * step scrolls into view (WCAG 2.4.3).
 */
function revealStep(root: HTMLElement | null, step: number) {
  if (root) focusAndReveal(root, `mq-step-${step}-heading`);
}

/** docs/product/screens.md#seven-sections' details form (create and edit): one page, seven numbered steps in an accordion. */
export function DetailsFormScreen({ mode }: { mode: 'create' | 'edit' }) {
  const widget = useWidget();
  const { t } = useUiText();
  const [, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const uuid = search.get('uuid');
  // A Change link of the summary's check answers: the step to open and the answer to focus in it.
  const step = Number(search.get('step'));
  const change = search.get('change');
  const current = useDetailsForm((s) => s.current);
  const furthest = useDetailsForm((s) => s.furthest);
  const completed = useDetailsForm((s) => s.completed);
  const reopened = useDetailsForm((s) => s.reopened);
  // The form's state (ui/use-form-state.ts): its fields' marks are in the details form's store, kept
  // over a reload; the summary of a refused Continue is here.
  const { summary, show: showSummary } = useErrorSummary(fieldId);
  const [busy, setBusy] = useState<'continue' | 'submit' | 'load' | null>(mode === 'edit' ? 'load' : null);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => watchStepAnswers(widget), [widget]);
  useEffect(() => prefetchStepLists(widget, current), [widget, current]);

  // The host's funnel (docs/events.md): each step as it opens, once a
  // saved quote being edited has loaded.
  const { emit } = widget;
  const loading = busy === 'load';
  useEffect(() => {
    if (!loading) emit('step_viewed', { step: current, screen: 'details-form' });
  }, [emit, current, loading]);

  useEffect(() => {
    if (mode !== 'edit') return;
    // void: loadForEdit never rejects; it answers a failed call with where to go (README.md#architecture).
    void loadForEdit(widget, uuid, step).then((to) => (to ? navigate(to, { replace: true }) : setBusy(null)));
  }, [mode, uuid, step, widget, navigate]);

  // Once a saved quote being edited has loaded, and the 'Please wait' has closed (closing gives focus
  // back to its opener first): focus goes to the answer a summary Change link names, else to the
  // heading of the step it opens, in view, never left at the top of the page (WCAG 2.4.3). Later
  // renders leave focus alone.
  const landing = useRef(mode === 'edit');
  const changing = useRef(change);
  useEffect(() => {
    if (busy !== null || !landing.current || !root.current) return;
    landing.current = false;
    const answer = changing.current;
    changing.current = null;
    if (answer && focusById(root.current, fieldId(answer))) return;
    revealStep(root.current, widget.stores.detailsForm.getState().current);
  }, [busy, widget]);

  const showErrors = useCallback(
    (errors: Record<string, Message>) => {
      showSummary(errors);
      void scrollToFirstError(root.current);
    },
    [showSummary],
  );

  const onContinue = useCallback(async () => {
    if (busy) return;
    const pressedOn = widget.stores.detailsForm.getState().current;
    const last = pressedOn === FORM_STEPS;
    setBusy(last ? 'submit' : 'continue');
    // The press's answer (the busy button, or Please wait for the quote) is painted before the
    // step's check and the next step's render, which together took 100-450 ms at 4x CPU in one
    // task (docs/performance.md#interactions). A second Continue meanwhile finds the button busy.
    await yieldToPaint();
    // A press in that frame that opened another step (Back, a step's heading) came later and wins:
    // this Continue was for a step no longer open.
    if (widget.stores.detailsForm.getState().current !== pressedOn) return flushSync(() => setBusy(null));
    const result = last ? await submitQuote(widget) : await continueStep(widget);
    // Rendered in the same task as the step the flow opened: the store's change renders
    // at once, but React renders state set after an await in a later task when it finds no
    // window.event, which the browser never sets for a press inside a shadow root. A press handled
    // in between met the new step's Continue still busy and was dropped.
    flushSync(() => setBusy(null));
    if (result.kind === 'invalid') return showErrors(result.errors);
    // The error summary above the steps goes before the jump to the new step, made at once (ui/focus-error.ts).
    flushSync(() => showSummary({}));
    if (result.kind === 'route') return navigate(result.to);
    // Changed in another window: the notice above the form has the focus (app/layout/change-notice).
    if (result.kind === 'changed') return;
    revealStep(root.current, widget.stores.detailsForm.getState().current);
  }, [busy, widget, navigate, showErrors, showSummary]);

  const onBack = useCallback(() => {
    // Rendered before the jump, which is made at once (ui/focus-error.ts focusAndReveal).
    flushSync(() => widget.stores.detailsForm.getState().back());
    revealStep(root.current, widget.stores.detailsForm.getState().current);
  }, [widget]);

  return (
    <div ref={root} className="mq-details-form">
      <h1 className="mq-heading-xl">{t('form.title')}</h1>
      <p className="mq-lead">
        {t('form.intro')}
        {mode === 'create' && (
          <>
            {' '}
            <RetrieveLink />
          </>
        )}
      </p>
      {/* Reasonable care (Consumer Insurance (Disclosure and Representations) Act 2012): said before the first question. */}
      <Notice>
        <p>{t('form.takeCare')}</p>
      </Notice>
      <PrivacyNotice />
      <PriceInfo mode={mode} />
      {summary.errors.length > 0 && <ErrorSummary errors={summary.errors} title={t('form.errorSummary')} focusKey={summary.focusKey} />}
      <ol className="mq-steps">
        {STEPS.map((step) => (
          <li key={step.number}>
            <AccordionStep
              id={`mq-step-${step.number}`}
              number={step.number}
              title={t(step.title)}
              open={current === step.number}
              completed={completed[step.number] === true}
              disabled={step.number > furthest}
              onToggle={() => widget.stores.detailsForm.getState().open(step.number)}
            >
              {/* Only the open step is rendered: closed steps would subscribe every field to the store for nothing. */}
              {current === step.number && reopened && <StepsReopened steps={reopened} />}
              {current === step.number && (
                <StepBody step={step.number} busy={busy === 'continue' || busy === 'submit'} onContinue={onContinue} onBack={onBack} />
              )}
            </AccordionStep>
          </li>
        ))}
      </ol>
      <MedicalLimitModal />
      <LoadingModal
        open={busy === 'submit' || busy === 'load'}
        message={mode === 'edit' ? t('form.updating') : t('form.calculating')}
        title={t('common.pleaseWait')}
      />
    </div>
  );
}
