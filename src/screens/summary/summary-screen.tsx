import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { ROUTES, withUuid } from '../../widget/routes';
import { continueFromSummary } from '../../flows/summary/continue-summary';
import { initialAnswers, summaryErrors, type SummaryAnswers, type SummaryField } from '../../flows/summary/summary-form';
import { bannerView } from '../../view/summary-view';
import { useSavedProposal } from '../../hooks/use-saved-proposal';
import { useProposal, useWidget } from '../../hooks/widget-context';
import { useAfterPress } from '../../ui/after-press';
import { Button } from '../../ui/button';
import { ErrorSummary, type SummaryError } from '../../ui/error-summary';
import { LoadingModal } from '../../ui/loading-modal';
import { BeforeYouBuy } from './before-you-buy';
import { CheckAnswers } from './check-answers';
import { ConfirmDetails } from './confirm-details';
import { CoverUseSection } from './cover-use-section';
import { Declarations } from './declarations';
import { DemandsNeedsSection } from './demands-needs-section';
import { EndorsementsSection } from './endorsements-section';
import { FIELD_IDS } from './form-part';
import { NcdSection } from './ncd-section';
import { OptionalExtrasSection } from './optional-extras-section';
import { PolicyDocuments } from './policy-documents';
import { QuoteFacts } from './quote-facts';
import { SummaryBanner } from './summary-banner';
import { useUiText } from '../../ui/ui-text';

type Errors = Partial<Record<SummaryField, string>>;

const toSummary = (errors: Errors): SummaryError[] =>
  (Object.entries(errors) as [SummaryField, string][]).map(([field, message]) => ({ id: FIELD_IDS[field], message }));

/** docs/product/screens.md#the-summary: the quote as it will be bought, then contact details, renewal and the final points to confirm. */
export function SummaryScreen() {
  const widget = useWidget();
  const { t } = useUiText();
  const [, navigate] = useLocation();
  const { uuid, ready } = useSavedProposal();
  const draft = useProposal((s) => s.draft);
  const [answers, setAnswers] = useState<SummaryAnswers | null>(null);
  const [touched, setTouched] = useState<ReadonlySet<SummaryField>>(new Set());
  const [attempts, setAttempts] = useState(0);
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
  const afterPress = useAfterPress();
  // A field's error appears when it is left, pushing Continue down: never between the press on
  // Continue and its click (ui/after-press.ts), or the customer's first click does nothing.
  const onBlur = useCallback(
    (field: SummaryField) => afterPress(() => setTouched((set) => (set.has(field) ? set : new Set(set).add(field)))),
    [afterPress],
  );

  // Errors show under a field once it was left or Continue was pressed, and clear as soon as it is fixed.
  const visibleErrors = useMemo(() => {
    if (!answers) return {};
    const all = summaryErrors(answers);
    return Object.fromEntries(Object.entries(all).filter(([field]) => attempts > 0 || touched.has(field as SummaryField))) as Errors;
  }, [answers, attempts, touched]);

  const onContinue = async () => {
    if (!answers) return;
    setBusy(Object.keys(summaryErrors(answers)).length === 0);
    const result = await continueFromSummary(widget, answers);
    setBusy(false);
    if (result.kind === 'invalid') {
      setAttempts((count) => count + 1);
      return;
    }
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
          <SummaryBanner view={banner} />
          <QuoteFacts startDate={draft.risk.start_date} reference={draft.quote.reference} />
          <h2 className="mq-heading-l mq-summary__policy-title">{t('summary.policyTitle')}</h2>
          <EndorsementsSection proposal={draft} />
          <NcdSection proposal={draft} />
          <CoverUseSection proposal={draft} />
          <PolicyDocuments />
          <OptionalExtrasSection proposal={draft} />
          <DemandsNeedsSection proposal={draft} />
          {uuid && <CheckAnswers proposal={draft} uuid={uuid} />}
          <BeforeYouBuy />
          <ErrorSummary errors={attempts > 0 ? toSummary(visibleErrors) : []} title={t('summary.errorSummary')} focusKey={attempts} />
          <ConfirmDetails answers={answers} errors={visibleErrors} onChange={onChange} onBlur={onBlur} />
          <Declarations answers={answers} errors={visibleErrors} onChange={onChange} onBlur={onBlur} />
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
