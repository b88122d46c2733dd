import { formatMoney } from '../../domain/money';
import { useProposal } from '../../hooks/widget-context';
import { useUiText } from '../../ui/ui-text';

/**
 * The price info block of docs/product/screens.md#the-price-box, shown once there is a price: editing a saved quote, its
 * current price and that saving changed answers re-quotes. A new quote has no price yet, and a box
 * that says so kept the first question below a phone's first screenful (docs/layout.md).
 * A plain block under its heading, not a landmark: the host page owns the landmarks (app.tsx), and a
 * named section is a region landmark, which two widgets on one page repeat (axe's landmark-unique).
 */
export function PriceInfo({ mode }: { mode: 'create' | 'edit' }) {
  const { t } = useUiText();
  const quote = useProposal((s) => (s.draft.uuid && s.draft.quote?.is_quoted ? s.draft.quote : null));
  const current = mode === 'edit' && quote ? quote : null;
  if (!current) return null;
  return (
    <div className="mq-price-info">
      <h2 className="mq-heading-s">{t('priceInfo.title')}</h2>
      <p>{t('priceInfo.current', { price: formatMoney(current.premium), reference: current.reference ?? '' })}</p>
      <p>{t('priceInfo.requote')}</p>
      <p>{t('priceInfo.ipt')}</p>
    </div>
  );
}
