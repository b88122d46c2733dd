import type { Config } from '../../config/config-schema';
import { useSetting } from '../../hooks/widget-context';
import { OpeningHours } from '../../ui/opening-hours';
import { useUiText } from '../../ui/ui-text';

/**
 * The brand's accessibility statement, when it has one. Read by name, not by field, so this compiles
 * whether or not the brand schema (config/brand-schema.ts) declares `documents.accessibility` yet.
 */
function accessibilityStatement(documents: Config['brand']['documents']): string | undefined {
  const url = 'accessibility' in documents ? documents.accessibility : undefined;
  return typeof url === 'string' && url !== '' ? url : undefined;
}

/**
 * Support details from the brand config: the phone (docs/product/README.md#what-the-product-does-and-for-whom), e-mail, FAQ, hours and cards
 * line, and a line for customers who need more support (the FCA's Consumer Duty asks for one for
 * customers in vulnerable circumstances) with the accessibility statement.
 */
export function Sidebar() {
  const { t } = useUiText();
  const brand = useSetting('brand');
  const accessibility = accessibilityStatement(brand.documents);
  return (
    <section className="mq-sidebar" aria-labelledby="mq-sidebar-title">
      <h2 id="mq-sidebar-title" className="mq-heading-m">
        {t('sidebar.title')}
      </h2>
      <p className="mq-sidebar__line">
        {t('sidebar.phone')}
        <br />
        <a className="mq-sidebar__phone" href={`tel:${brand.phone.replace(/[^\d+]/g, '')}`}>
          {brand.phone}
        </a>
      </p>
      <p className="mq-sidebar__line">
        {t('sidebar.email')}
        <br />
        <a href={`mailto:${brand.email}`}>{brand.email}</a>
      </p>
      <OpeningHours hours={brand.openingHours} title={t('sidebar.hours')} />
      <p className="mq-sidebar__line">
        <a href={brand.faqUrl} target="_blank" rel="noopener noreferrer">
          {t('sidebar.faq')} <span className="mq-visually-hidden">{t('common.newTab')}</span>
        </a>
      </p>
      <div className="mq-sidebar__support">
        <h3 className="mq-heading-s">{t('sidebar.supportTitle')}</h3>
        <p className="mq-sidebar__line">{t('sidebar.support')}</p>
        {accessibility && (
          <p className="mq-sidebar__line">
            <a href={accessibility} target="_blank" rel="noopener noreferrer">
              {t('sidebar.accessibility')} <span className="mq-visually-hidden">{t('common.newTab')}</span>
            </a>
          </p>
        )}
      </div>
      <p className="mq-sidebar__cards">{t('sidebar.cards')}</p>
    </section>
  );
}
