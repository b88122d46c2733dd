import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { Addon } from '../../contract/addon';
import { allCardsDecided, breakdownAddons, breakdownDecided, chooseAddon, declineBreakdown, toggleBreakdown } from '../../domain/addons';
import { basketView } from '../../view/basket';
import { continueFromAddons } from '../../flows/addons/continue-addons';
import { addonsChanged, proposalAddons } from '../../domain/proposal-addons';
import { ROUTES, withUuid } from '../../widget/routes';
import { useSavedProposal } from '../../hooks/use-saved-proposal';
import { useProposal, useWidget } from '../../hooks/widget-context';
import { Button } from '../../ui/button';
import { ErrorSummary } from '../../ui/error-summary';
import { LoadingModal } from '../../ui/loading-modal';
import { AddonCards } from './addon-cards';
import { Basket } from './basket';
import { BreakdownSection } from './breakdown-section';
import { BREAKDOWN_NONE_ID } from './breakdown-table';
import { useUiText } from '../../ui/ui-text';

/**
 * The optional extras screen (docs/product/screens.md#optional-extras): a card per extra, the breakdown comparison and the basket. Choices stay
 * on this screen until Continue, which saves them (and re-quotes) only when something changed.
 */
export function AddonsScreen() {
  const widget = useWidget();
  const { t } = useUiText();
  const [, navigate] = useLocation();
  const { uuid, ready } = useSavedProposal();
  const draft = useProposal((s) => s.draft);
  const [chosen, setChosen] = useState<Addon[] | null>(null);
  const [breakdownOpen, setBreakdownOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  // Continue pressed without a breakdown choice: counted, so a second press takes focus to the error again.
  const [missedBreakdown, setMissedBreakdown] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const breakdownToggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  useEffect(() => {
    if (!ready) return;
    // Ready means priced: useSavedProposal's one guard sent an unquoted proposal to Declined.
    const saved = proposalAddons(widget.stores.proposal.getState().draft);
    setChosen(saved);
    setBreakdownOpen(breakdownAddons(saved).some((a) => a.is_selected === true));
  }, [ready, widget]);

  const onChoose = useCallback((code: string, selected: boolean) => setChosen((list) => list && chooseAddon(list, code, selected)), []);
  // '' is the 'No breakdown cover' row.
  const onToggleTier = useCallback(
    (code: string) => setChosen((list) => list && (code ? toggleBreakdown(list, code) : declineBreakdown(list))),
    [],
  );
  // Focus only: opening the comparison by itself would push the page down under her (docs/product/screens.md#optional-extras).
  const onCardsFinished = useCallback(() => breakdownToggle.current?.focus(), []);

  const onContinue = async () => {
    if (!chosen) return;
    if (!breakdownDecided(chosen)) {
      setBreakdownOpen(true);
      return setMissedBreakdown((n) => n + 1);
    }
    setBusy(addonsChanged(proposalAddons(widget.stores.proposal.getState().draft), chosen));
    const result = await continueFromAddons(widget, chosen);
    setBusy(false);
    if (result.kind === 'route') navigate(result.to);
  };

  const decided = chosen !== null && allCardsDecided(chosen);
  const breakdownError = missedBreakdown > 0 && chosen !== null && !breakdownDecided(chosen) ? t('addons.breakdown.error') : null;
  return (
    <div className="mq-addons">
      <h1 ref={heading} tabIndex={-1} className="mq-heading-xl">
        {t('addons.title')}
      </h1>
      {!ready || !chosen ? (
        <p className="mq-addons__loading" role="status">
          <span className="mq-spinner mq-spinner--small" aria-hidden="true" /> {t('addons.loading')}
        </p>
      ) : (
        <>
          <p className="mq-addons__intro">{t('addons.intro')}</p>
          <div className="mq-addons__layout">
            <div className="mq-addons__cards">
              <AddonCards addons={chosen} onChoose={onChoose} onFinished={onCardsFinished} />
            </div>
            <div className="mq-addons__breakdown">
              <BreakdownSection
                addons={chosen}
                onToggle={onToggleTier}
                open={breakdownOpen}
                onOpenChange={setBreakdownOpen}
                toggleRef={breakdownToggle}
                error={breakdownError}
              />
            </div>
            <div className="mq-addons__basket">
              <Basket view={basketView(draft, chosen)} />
            </div>
          </div>
          {decided ? null : (
            <p id="mq-addons-continue-hint" className="mq-hint mq-addons__hint">
              {t('addons.continueHint')}
            </p>
          )}
          <ErrorSummary errors={breakdownError ? [{ id: BREAKDOWN_NONE_ID, message: breakdownError }] : []} focusKey={missedBreakdown} />
          {/* GOV.UK's button group: the primary first, Back after it, on every screen (docs/layout.md). */}
          <div className="mq-actions">
            <Button disabled={!decided} aria-describedby={decided ? undefined : 'mq-addons-continue-hint'} onClick={onContinue}>
              {t('common.continue')}
            </Button>
            <Button variant="secondary" onClick={() => uuid && navigate(withUuid(ROUTES.pricePresentation, uuid))}>
              {t('common.back')}
            </Button>
          </div>
        </>
      )}
      <LoadingModal open={busy} message={t('addons.updating')} title={t('common.pleaseWait')} />
    </div>
  );
}
