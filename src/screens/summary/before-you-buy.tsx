import { CANCELLATION_DAYS } from '../../domain/disclosures';
import { firmStatus } from '../../view/firm-status';
import { formatMoney } from '../../domain/money';
import { useStatus } from '../../hooks/use-status';
import { useSetting } from '../../hooks/widget-context';
import { NewTabLink } from '../../ui/new-tab-link';
import { useUiText } from '../../ui/ui-text';

/**
 * Before you buy (FCA ICOBS 4, 6 and 7, docs/configuration.md#what-the-customer-is-told-before-she-pays): who she
 * is buying from, her right to cancel, how to complain and the Ombudsman, and her data; from brand config.
 */
export function BeforeYouBuy() {
  const { t } = useUiText();
  const { firm, documents, cancellation, privacy } = useSetting('brand');
  return (
    <section className="mq-summary-section" aria-labelledby="mq-summary-buy">
      <h2 id="mq-summary-buy" className="mq-heading-l">
        {t('buy.title')}
      </h2>
      <h3 className="mq-heading-s">{t('buy.firmTitle')}</h3>
      <p>
        {useStatus(firmStatus)} <NewTabLink href={firm.registerUrl}>{t('firm.register')}</NewTabLink>
      </p>
      <h3 className="mq-heading-s">{t('buy.cancelTitle')}</h3>
      <p>
        {t('buy.cancel', { days: CANCELLATION_DAYS })}{' '}
        {cancellation.fee > 0 ? t('buy.cancelFee', { fee: formatMoney(cancellation.fee) }) : t('buy.cancelNoFee')}
      </p>
      <h3 className="mq-heading-s">{t('buy.complaintsTitle')}</h3>
      <p>
        {t('buy.complaints')} <NewTabLink href={documents.complaints}>{t('doc.complaints')}</NewTabLink>
      </p>
      <h3 className="mq-heading-s">{t('buy.privacyTitle')}</h3>
      <p>
        {t('buy.privacy', privacy)} <NewTabLink href={documents.privacyNotice}>{t('doc.privacy')}</NewTabLink>
      </p>
    </section>
  );
}
