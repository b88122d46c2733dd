import { ncdLevel, ncdYears } from '../../domain/ncd';
import { formatMoney } from '../../domain/money';
import { useProposal } from '../../hooks/widget-context';
import { Button } from '../../ui/button';
import { useUiText } from '../../ui/ui-text';

/**
 * Her no claims discount, with her level's average discount, and no-claims protection offered as a
 * choice of its own at the insurer's price (docs/product/regulation.md#no-claims-protection): never by
 * changing her answer about her past cover.
 */
export function NcdPanel({ onExplain, onProtect }: { onExplain: () => void; onProtect: (chosen: boolean) => void }) {
  const { t } = useUiText();
  const held = useProposal((s) => (s.draft.risk.has_previous_insurance ? ncdYears(s.draft.risk.previous_insurance?.ncd.years) : 0));
  const offer = useProposal((s) => s.draft.quote?.ncd_protection);
  const chosen = useProposal((s) => s.draft.protect_ncd === true);
  const monthly = useProposal((s) => s.draft.is_pay_monthly === true);
  const level = ncdLevel(offer?.step_back, held);
  const unit = held === 1 ? 'year' : 'years';
  const price = offer?.available && offer.price !== null ? offer.price : null;
  const amount =
    price === null
      ? ''
      : `${formatMoney(price)} ${t('price.perYear')}` +
        (monthly && offer?.monthly_price != null ? ` (${formatMoney(offer.monthly_price)} ${t('price.perMonth')})` : '');
  return (
    <section className="mq-price-section" aria-labelledby="mq-ncd-title">
      <h2 id="mq-ncd-title" className="mq-heading-m">
        {t('price.ncdTitle')}
      </h2>
      <p>
        {held < 1
          ? t('price.ncdNone')
          : level
            ? t('price.ncdYears', { years: held, unit, percent: level.average_discount })
            : t('price.ncdHeld', { years: held, unit })}
      </p>
      {price !== null && (
        <>
          <p>{t(chosen ? 'price.ncdChosen' : 'price.ncdOffer', { amount })}</p>
          <p className="mq-hint">{t('price.ncdNote')}</p>
          <Button variant="secondary" onClick={() => onProtect(!chosen)}>
            {t(chosen ? 'price.ncdRemove' : 'price.ncdAdd')}
          </Button>
        </>
      )}
      <p>
        <button type="button" className="mq-link-button" onClick={onExplain}>
          {t('price.ncdExplainerLink')}
        </button>
      </p>
    </section>
  );
}
