import type { LabelKey } from '../../config/labels';
import { useSetting } from '../../hooks/widget-context';
import { useUiText } from '../../ui/ui-text';

/** The legal documents from the brand config, each opening in a new tab. */
export function PolicyDocuments() {
  const { t } = useUiText();
  const { documents } = useSetting('brand');
  const links: [LabelKey, string][] = [
    ['summary.documents.ipid', documents.ipid],
    ['summary.documents.policyWording', documents.policyWording],
    ['summary.documents.administration', documents.administrationContract],
    ['summary.documents.terms', documents.terms],
  ];
  return (
    <section className="mq-summary-section" aria-labelledby="mq-documents-heading">
      <h3 id="mq-documents-heading" className="mq-heading-m">
        {t('summary.documents.title')}
      </h3>
      <p>{t('summary.documents.intro')}</p>
      <ul className="mq-summary-documents">
        {links.map(([label, href]) => (
          <li key={label}>
            <a href={href} target="_blank" rel="noopener noreferrer">
              {t(label)} <span className="mq-visually-hidden">{t('common.newTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
