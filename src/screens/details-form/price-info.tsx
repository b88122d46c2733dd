import { isCoverType } from '../../domain/constants';
import { formatMoney } from '../../domain/money';
import { useProposal } from '../../hooks/widget-context';
import { useUiText } from '../../ui/ui-text';

/**
 * SPEC.md section 2's price info block. Editing a saved quote: its current price, and that saving
 * changed answers re-quotes. A new quote: what the price will include (IPT, the cover chosen).
 * A plain block under its heading, not a landmark: the host page owns the landmarks (app.tsx), and a
 * named section is a region landmark, which two widgets on one page repeat (axe's landmark-unique).
 */
export function PriceInfo({ mode }: { mode: 'create' | 'edit' }) {
  const { t } = useUiText();
  const quote = useProposal((s) => (s.draft.uuid && s.draft.quote?.is_quoted ? s.draft.quote : null));
  const cover = useProposal((s) => s.draft.risk.vehicle.cover_type);
  const current = mode === 'edit' && quote ? quote : null;
  return (
    <div className="mq-price-info">
      <h2 className="mq-heading-s">{t('priceInfo.title')}</h2>
      {current && <p>{t('priceInfo.current', { price: formatMoney(current.premium), reference: current.reference ?? '' })}</p>}
      {current && <p>{t('priceInfo.requote')}</p>}
      <p>{t('priceInfo.ipt')}</p>
      {!current && <p>{isCoverType(cover) ? t('priceInfo.cover', { cover: t(`cover.${cover}`) }) : t('priceInfo.coverToChoose')}</p>}
    </div>
  );
}
