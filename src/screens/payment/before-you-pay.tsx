import { CANCELLATION_DAYS } from '../../domain/disclosures';
import { firmStatus } from '../../view/firm-status';
import { useStatus } from '../../hooks/use-status';
import { useSetting } from '../../hooks/widget-context';
import { NewTabLinks } from '../../ui/new-tab-link';
import { Notice } from '../../ui/notice';
import { useUiText } from '../../ui/ui-text';

/** Who underwrites, the firm in its capacity, and the right to cancel, beside the card form (docs/configuration.md#what-the-customer-is-told-before-she-pays). */
export function BeforeYouPay() {
  const { t } = useUiText();
  const { firm, documents } = useSetting('brand');
  return (
    <Notice tone="info" title={t('buy.title')}>
      <p>
        {t('underwrittenBy')} {useStatus(firmStatus)} {t('payment.before', { days: CANCELLATION_DAYS })}
      </p>
      <NewTabLinks
        links={[
          [t('doc.complaints'), documents.complaints],
          [t('doc.privacy'), documents.privacyNotice],
          [t('firm.register'), firm.registerUrl],
        ]}
      />
    </Notice>
  );
}
