import { ncdDiscountPercent, ncdYears } from '../../domain/ncd';
import { formatMoney } from '../../domain/money';
import { useProposal } from '../../hooks/widget-context';
import { useUiText } from '../../ui/ui-text';

/** The proposer's no claims discount, whether it is protected, and the way into the explainer. */
export function NcdPanel({ onExplain }: { onExplain: () => void }) {
  const { t } = useUiText();
  const insured = useProposal((s) => s.draft.risk.has_previous_insurance === true);
  const years = useProposal((s) => ncdYears(s.draft.risk.previous_insurance?.ncd.years));
  const isProtected = useProposal((s) => s.draft.risk.previous_insurance?.ncd.is_protected === true);
  const protectedPrice = useProposal((s) => s.draft.quote?.protected_ncd_implied_price ?? null);
  const held = insured ? years : 0;
  return (
    <section className="mq-price-section" aria-labelledby="mq-ncd-title">
      <h2 id="mq-ncd-title" className="mq-heading-m">
        {t('price.ncdTitle')}
      </h2>
      {held > 0 ? (
        <>
          <p>{t('price.ncdYears', { years: held, unit: held === 1 ? 'year' : 'years', percent: ncdDiscountPercent(held) })}</p>
          <p>{t(isProtected ? 'price.ncdProtected' : 'price.ncdUnprotected')}</p>
          {!isProtected && protectedPrice !== null && (
            <p className="mq-hint">{t('price.ncdProtectedPrice', { amount: formatMoney(protectedPrice) })}</p>
          )}
        </>
      ) : (
        <p>{t('price.ncdNone')}</p>
      )}
      <p>
        <button type="button" className="mq-link-button" onClick={onExplain}>
          {t('price.ncdExplainerLink')}
        </button>
      </p>
    </section>
  );
}
