import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { ROUTES, withUuid } from '../../widget/routes';
import { continueFromSummary } from '../../flows/summary/continue-summary';
import { initialAnswers, summaryErrors, type SummaryAnswers, type SummaryField } from '../../flows/summary/summary-form';
import { bannerView } from '../../view/summary-view';
import { useSavedProposal } from '../../hooks/use-saved-proposal';
import { useProposal, useWidget } from '../../hooks/widget-context';
import { Button } from '../../ui/button';
import { ErrorSummary } from '../../ui/error-summary';
import { LoadingModal } from '../../ui/loading-modal';
import { BeforeYouBuy } from './before-you-buy';
import { CheckAnswers } from './check-answers';
import { ConfirmDetails } from './confirm-details';
import { CoverUseSection } from './cover-use-section';
import { Declarations } from './declarations';
import { DemandsNeedsSection } from './demands-needs-section';
import { EmailCopy } from './email-copy';
import { EndorsementsSection } from './endorsements-section';
import { FIELD_IDS } from './form-part';
import { NcdSection } from './ncd-section';
import { OptionalExtrasSection } from './optional-extras-section';
import { PolicyDocuments } from './policy-documents';
import { QuoteFacts } from './quote-facts';
import { SummaryBanner } from './summary-banner';
import { useUiText } from '../../ui/ui-text';
import { useFormState } from '../../ui/use-form-state';

const NO_ERRORS = {};
const fieldId = (field: SummaryField) => FIELD_IDS[field];

/**
 * docs/product/screens.md#the-summary in GOV.UK's check-answers order (docs/layout.md#the-summary): her answers,
 * then the cover and its price, then what she declares.
 */
export function SummaryScreen() {
  const widget = useWidget();
  const { t } = useUiText();
  const [, navigate] = useLocation();
  const { uuid, ready } = useSavedProposal();
  const draft = useProposal((s) => s.draft);
  const [answers, setAnswers] = useState<SummaryAnswers | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  useEffect(() => {
    if (!ready) return;
    // Ready means priced: useSavedProposal's one guard sent an unquoted proposal to Declined.
    setAnswers(initialAnswers(widget.stores.proposal.getState().draft));
  }, [ready, widget]);

  const onChange = useCallback(<K extends SummaryField>(field: K, value: SummaryAnswers[K]) => {
    setAnswers((current) => current && { ...current, [field]: value });
  }, []);
  const errors = useMemo(() => (answers ? summaryErrors(answers) : NO_ERRORS), [answers]);
  // Errors show as every form's do (ui/use-form-state.ts): once a field is left (never between the
  // press on Continue and its click) or Continue was pressed, and clear as soon as it is fixed.
  const form = useFormState({ errors, fieldId });

  const onContinue = async () => {
    if (!answers) return;
    setBusy(Object.keys(summaryErrors(answers)).length === 0);
    const result = await continueFromSummary(widget, answers);
    setBusy(false);
    if (result.kind === 'invalid') return form.attempt();
    navigate(result.to, { replace: result.replace });
  };

  const banner = bannerView(draft);
  return (
    <div className="mq-summary">
      <h1 ref={heading} tabIndex={-1} className="mq-heading-xl">
        {t('summary.title')}
      </h1>
      {!ready || !answers || !draft.quote || !banner ? (
        <p className="mq-summary__loading" role="status">
          <span className="mq-spinner mq-spinner--small" aria-hidden="true" /> {t('summary.loading')}
        </p>
      ) : (
        <>
          {uuid && <CheckAnswers proposal={draft} uuid={uuid} />}
          <SummaryBanner view={banner} />
          <QuoteFacts startDate={draft.risk.start_date} reference={draft.quote.reference} />
          <CoverUseSection proposal={draft} />
          <OptionalExtrasSection proposal={draft} />
          <PolicyDocuments />
          {/* What she reads for reference, not decides, is one tap away (docs/layout.md#the-summary). */}
          <details className="mq-summary-more">
            <summary>{t('summary.policyTitle')}</summary>
            <EndorsementsSection proposal={draft} />
            <NcdSection proposal={draft} />
            <DemandsNeedsSection proposal={draft} />
            <BeforeYouBuy />
          </details>
          <ErrorSummary errors={form.summary.errors} title={t('summary.errorSummary')} focusKey={form.summary.focusKey} />
          <ConfirmDetails answers={answers} error={form.error} onChange={onChange} onBlur={form.touch} />
          {uuid && <EmailCopy uuid={uuid} />}
          <Declarations answers={answers} error={form.error} onChange={onChange} onBlur={form.touch} />
          {/* GOV.UK's button group: the primary first, Back after it, on every screen (docs/layout.md). */}
          <div className="mq-actions">
            <Button onClick={onContinue}>{t('common.continue')}</Button>
            <Button variant="secondary" onClick={() => uuid && navigate(withUuid(ROUTES.addons, uuid))}>
              {t('common.back')}
            </Button>
          </div>
        </>
      )}
      <LoadingModal open={busy} message={t('summary.continuing')} title={t('common.pleaseWait')} />
    </div>
  );
}
