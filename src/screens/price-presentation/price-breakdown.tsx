import { selectedAddons } from '../../domain/addons';
import { formatMoney, parseAmount } from '../../domain/money';
import { useProposal } from '../../hooks/widget-context';
import { useUiText } from '../../ui/ui-text';

/** Premium, the firm's fee (in premium_subtotal), the extras already on the quote, tax, and the total: the sum the headline price is made of. */
export function PriceBreakdown() {
  const { t } = useUiText();
  const quote = useProposal((s) => s.draft.quote);
  const addons = useProposal((s) => s.draft.addons);
  if (!quote) return null;
  const extras = selectedAddons(addons.length > 0 ? addons : quote.addons);
  const fee = parseAmount(quote.arrangement_fee) ?? 0;
  return (
    <section className="mq-price-section" aria-labelledby="mq-breakdown-title">
      <h2 id="mq-breakdown-title" className="mq-heading-m">
        {t('price.breakdownTitle')}
      </h2>
      <dl className="mq-price-figures">
        <div className="mq-price-figures__row">
          <dt>{t('price.premium')}</dt>
          <dd>{formatMoney((parseAmount(quote.metadata.premium_subtotal) ?? 0) - fee)}</dd>
        </div>
        {fee > 0 && (
          <div className="mq-price-figures__row">
            <dt>{t('price.fee')}</dt>
            <dd>{formatMoney(fee)}</dd>
          </div>
        )}
        {extras.map((addon) => (
          <div key={addon.code} className="mq-price-figures__row">
            <dt>{addon.description}</dt>
            <dd>{parseAmount(addon.premium) ? formatMoney(addon.premium) : t('price.addonIncluded')}</dd>
          </div>
        ))}
        <div className="mq-price-figures__row">
          <dt>{t('price.ipt')}</dt>
          <dd>{t('price.iptIncluded')}</dd>
        </div>
        <div className="mq-price-figures__row mq-price-figures__row--total">
          <dt>{t('price.total')}</dt>
          <dd>{formatMoney(quote.premium)}</dd>
        </div>
      </dl>
    </section>
  );
}
