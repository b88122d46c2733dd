import type { LabelKey } from '../../config/labels';
import { useWidget } from '../../hooks/widget-context';
import { useUiText } from '../../ui/ui-text';

/**
 * The firm's disclosures in brief under every screen (FCA ICOBS 4.1, README "What the customer is
 * told before she pays"): who she buys from, its FRN, and the privacy, complaints and accessibility pages.
 * A <div>, not a <footer>: the host page owns the landmarks (see app.tsx's Layout).
 */
export function Footer() {
  const { t } = useUiText();
  const { firm, documents } = useWidget().config.brand;
  const links: [LabelKey, string][] = [
    ['doc.privacy', documents.privacyNotice],
    ['doc.complaints', documents.complaints],
    ['doc.accessibility', documents.accessibility],
    ['firm.register', firm.registerUrl],
  ];
  return (
    <div className="mq-footer">
      <p>{t('firm.statement', { legalName: firm.legalName, address: firm.address, frn: firm.frn })}</p>
      <ul aria-label={t('footer.label', { legalName: firm.legalName })}>
        {links.map(([label, href]) => (
          <li key={label}>
            <a href={href} target="_blank" rel="noopener noreferrer">
              {t(label)} <span className="mq-visually-hidden">{t('common.newTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
