import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocation, useSearch } from 'wouter';
import { monthlyPlan } from '../../domain/instalments';
import { chosenPlan } from '../../domain/journey';
import { formatMoney } from '../../domain/money';
import { continueFromPrice } from '../../flows/price/payment-option';
import { confirmRegistration } from '../../flows/price/registration';
import { requoteExcess, requoteNcdProtection, requoteStartDate, type RequoteResult } from '../../flows/price/requote';
import { tpaErrors, type TpaField } from '../../flows/price/third-party-authority';
import { ROUTES, withUuid } from '../../widget/routes';
import type { Widget } from '../../widget/widget';
import { useProposal, useWidget } from '../../hooks/widget-context';
import { LoadingModal } from '../../ui/loading-modal';
import { CoverDetails } from './cover-details';
import { Endorsements } from './endorsements';
import { Excesses } from './excesses';
import { ExpiredModal } from './expired-modal';
import { MissingRegistration } from './missing-registration';
import { MonthlyExample } from './monthly-example';
import { NcdModal } from './ncd-modal';
import { NcdPanel } from './ncd-panel';
import { GuaranteeModal, RemovedAddonModal, TrackerModal } from './notice-modals';
import { PayChoice } from './pay-choice';
import { PriceActions } from './price-actions';
import { PriceBreakdown } from './price-breakdown';
import { PRICE_HEADLINE_ID, PriceHeadline } from './price-headline';
import { SpecialOffers } from './special-offers';
import { StartDate } from './start-date';
import { ThirdPartyAuthority, tpaFieldId } from './third-party-authority';
import { useLoadNotices } from './use-load-notices';
import { useRequote } from './use-requote';
import { focusAndReveal } from '../../ui/focus-error';
import { VoluntaryExcess } from './voluntary-excess';
import { useUiText } from '../../ui/ui-text';
import { useFormState } from '../../ui/use-form-state';

type Explainer = 'ncd' | 'guarantee' | 'expired' | null;

/** The price presentation screen once its proposal is loaded: shows and wires, the flows decide. */
export function PricePage({ uuid }: { uuid: string }) {
  const { t } = useUiText();
  const widget = useWidget();
  const [, navigate] = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const quote = useProposal((s) => s.draft.quote);
  const payMonthly = useProposal((s) => s.draft.is_pay_monthly);
  const hasRegistration = useProposal((s) => s.draft.risk.vehicle.has_registration !== false);
  const userfields = useProposal((s) => s.draft.risk.userfields);
  const raw = useProposal((s) => s.raw);
  const tpa = useMemo(() => tpaErrors(userfields, raw), [userfields, raw]);
  const [pendingExcess, setPendingExcess] = useState<number | null>(null);
  const [pendingStart, setPendingStart] = useState<string | null>(null);
  // Sent back because the cover start passed (flows/price/start-date.ts): the new-date dialog opens at once.
  const startPassed = new URLSearchParams(useSearch()).has('start');
  const [explainer, setExplainer] = useState<Explainer>(startPassed ? 'expired' : null);
  const tpaForm = useFormState<TpaField>({ errors: tpa, fieldId: tpaFieldId });
  const notices = useLoadNotices();
  const requote = useRequote();

  useEffect(() => heading.current?.focus(), []);

  const edit = useCallback(() => navigate(withUuid(ROUTES.edit, uuid)), [navigate, uuid]);
  const rerate = async (job: (w: Widget) => Promise<RequoteResult>) => {
    const result = await requote.run(job);
    if (result?.addonsWithdrawn) notices.add('removed');
    return result !== null;
  };
  // Confirm & requote goes as the change is made: focus moves to the new price it brought (WCAG 2.4.3),
  // its panel gone first, rendered now (flushSync) as use-requote closes Please wait, so the jump lands.
  const showNewPrice = (done: () => void) => {
    flushSync(done);
    focusAndReveal(heading.current!, PRICE_HEADLINE_ID);
  };
  const confirmExcess = async (value: number) => {
    if (await rerate((w) => requoteExcess(w, value))) showNewPrice(() => setPendingExcess(null));
  };
  const confirmStart = async (iso: string) => {
    if (await rerate((w) => requoteStartDate(w, iso))) showNewPrice(() => setPendingStart(null));
  };
  const protect = async (chosen: boolean) => {
    if (await rerate((w) => requoteNcdProtection(w, chosen))) showNewPrice(() => undefined);
  };
  const submitExpired = (iso: string) => {
    setExplainer(null);
    return confirmStart(iso);
  };

  const onContinue = async () => {
    const result = await continueFromPrice(widget);
    if (result.kind === 'expired') return setExplainer('expired');
    if (result.kind === 'invalid') return tpaForm.attempt(result.errors);
    navigate(result.to);
  };

  if (!quote) return null;
  const plan = monthlyPlan(quote);
  const shownPlan = chosenPlan({ is_pay_monthly: payMonthly, quote });
  const waiting = pendingExcess !== null || pendingStart !== null;

  return (
    <div className="mq-price-page">
      <div className="mq-price-page__intro">
        <h1 ref={heading} tabIndex={-1} className="mq-heading-xl">
          {t('price.title')}
        </h1>
        <p className="mq-price-page__reference">
          {t('price.reference')} <strong>{quote.reference}</strong>
        </p>
      </div>

      <section className="mq-price-card" aria-label={t('price.cardLabel')}>
        <PriceHeadline premium={quote.premium} plan={shownPlan} change={requote.change} />
        <PayChoice premium={quote.premium} plan={plan} onSwitch={requote.clear} />
        <p className="mq-hint">{t('underwrittenBy')}</p>
      </section>

      {/* Beside any monthly figure, whichever way she pays (CONC 3.5.3R, 3.5.5R, docs/product/regulation.md#paying-monthly-is-credit). */}
      {plan && <MonthlyExample plan={plan} onGuarantee={() => setExplainer('guarantee')} />}
      {!hasRegistration && <MissingRegistration onConfirm={(reg) => rerate((w) => confirmRegistration(w, reg))} onEdit={edit} />}
      <CoverDetails onEdit={edit} />
      <PriceBreakdown />
      <StartDate pending={pendingStart} onPending={setPendingStart} onConfirm={confirmStart} />
      <Excesses selector={<VoluntaryExcess pending={pendingExcess} onPending={setPendingExcess} onConfirm={confirmExcess} />} />
      <Endorsements />
      <NcdPanel onExplain={() => setExplainer('ncd')} onProtect={protect} />
      <ThirdPartyAuthority form={tpaForm} />
      <SpecialOffers />

      <PriceActions
        blockedBy={waiting ? 'pending' : hasRegistration ? null : 'registration'}
        errors={tpaForm.summary.errors}
        attempt={tpaForm.summary.focusKey}
        onBack={edit}
        onContinue={onContinue}
        price={`${formatMoney(shownPlan ? shownPlan.regularPayment : quote.premium)} ${t(shownPlan ? 'price.perMonth' : 'price.perYear')}`}
      />

      <ExpiredModal open={explainer === 'expired'} onClose={() => setExplainer(null)} onSubmit={submitExpired} />
      <NcdModal open={explainer === 'ncd'} onClose={() => setExplainer(null)} />
      <GuaranteeModal open={explainer === 'guarantee'} onClose={() => setExplainer(null)} />
      <TrackerModal open={notices.current === 'tracker'} onClose={notices.dismiss} onEdit={edit} />
      <RemovedAddonModal open={notices.current === 'removed'} onClose={notices.dismiss} />
      <LoadingModal open={requote.busy} message={t('price.updating')} title={t('common.pleaseWait')} />
    </div>
  );
}
