import { ErrorSummary, type SummaryError } from '../../ui/error-summary';

import { Button } from '../../ui/button';
import { SaveQuote } from './save-quote';
import { useUiText } from '../../ui/ui-text';

interface PriceActionsProps {
  /** Why Continue is disabled, if it is: a change awaits Confirm & requote, or the registration is missing. */
  blockedBy: 'pending' | 'registration' | null;
  errors: SummaryError[];
  attempt: number;
  onBack: () => void;
  onContinue: () => Promise<unknown>;
  /** The price beside Continue in the bar that stays in view as the page scrolls. */
  price: string;
}

/**
 * Continue then Back (GOV.UK's button group: the primary first), with the reason Continue waits and
 * the list of problems after a failed Continue, then the quote e-mail. The price and Continue stay in view at the foot of
 * the screen as it scrolls (docs/layout.md): a phone's price page is five screens long.
 */
export function PriceActions({ blockedBy, errors, attempt, onBack, onContinue, price }: PriceActionsProps) {
  const { t } = useUiText();
  return (
    <>
      <ErrorSummary errors={errors} title={t('price.tpaErrors')} focusKey={attempt} />
      {blockedBy && (
        <p className="mq-price-page__blocked" id="mq-continue-blocked">
          {blockedBy === 'pending' ? t('price.continueBlocked') : t('price.regNeeded')}
        </p>
      )}
      <div className="mq-actions mq-price-page__actions">
        <div className="mq-price-bar">
          <p className="mq-price-bar__price">{price}</p>
          <Button onClick={onContinue} disabled={blockedBy !== null} aria-describedby={blockedBy ? 'mq-continue-blocked' : undefined}>
            {t('price.continue')}
          </Button>
        </div>
        <Button variant="secondary" onClick={onBack}>
          {t('price.back')}
        </Button>
      </div>
      <SaveQuote />
    </>
  );
}
