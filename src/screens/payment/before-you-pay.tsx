import { CANCELLATION_DAYS } from '../../domain/disclosures';
import { useSetting } from '../../hooks/widget-context';
import { NewTabLinks } from '../../ui/new-tab-link';
import { Notice } from '../../ui/notice';
import { useUiText } from '../../ui/ui-text';

/** The firm, its FRN and the right to cancel, beside the card form (docs/configuration.md#what-the-customer-is-told-before-she-pays). */
export function BeforeYouPay() {
  const { t } = useUiText();
  const { firm, documents } = useSetting('brand');
  return (
    <Notice tone="info" title={t('buy.title')}>
      <p>{t('payment.before', { ...firm, days: CANCELLATION_DAYS })}</p>
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
