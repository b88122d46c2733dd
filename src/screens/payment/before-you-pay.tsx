import { CANCELLATION_DAYS } from '../../domain/disclosures';
import { useWidget } from '../../hooks/widget-context';
import { Notice } from '../../ui/notice';
import { useUiText } from '../../ui/ui-text';

/** The firm, its FRN and the right to cancel, beside the card form (README, "What the customer is told before she pays"). */
export function BeforeYouPay() {
  const { t } = useUiText();
  const { firm, documents } = useWidget().config.brand;
  const links: [string, string][] = [
    [documents.complaints, t('doc.complaints')],
    [documents.privacyNotice, t('doc.privacy')],
    [firm.registerUrl, t('firm.register')],
  ];
  return (
    <Notice tone="info" title={t('buy.title')}>
      <p>{t('payment.before', { legalName: firm.legalName, frn: firm.frn, days: CANCELLATION_DAYS })}</p>
      <ul className="mq-summary-documents">
        {links.map(([href, text]) => (
          <li key={text}>
            <a href={href} target="_blank" rel="noopener noreferrer">
              {text} <span className="mq-visually-hidden">{t('common.newTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </Notice>
  );
}
