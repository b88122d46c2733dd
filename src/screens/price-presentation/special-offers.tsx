import { partnerFor, showSpecialOffers } from '../../domain/partners';
import { useProposal } from '../../hooks/widget-context';
import { useUiText } from '../../ui/ui-text';

/** Only for quotes that came through a partner (source of business set and not Website). */
export function SpecialOffers() {
  const { t } = useUiText();
  const source = useProposal((s) => s.draft.risk.source_of_business);
  if (!showSpecialOffers(source)) return null;
  const partner = partnerFor(source);
  return (
    <section className="mq-price-section mq-price-offers" aria-labelledby="mq-price-offers-title">
      <h2 id="mq-price-offers-title" className="mq-heading-m">
        {t('price.offersTitle')}
      </h2>
      <p>{partner ? t('price.offersBody', { partner: partner.name }) : t('price.offersBodyDirect')}</p>
    </section>
  );
}
