import { useWidget } from '../../hooks/widget-context';
import { OpeningHours } from '../../ui/opening-hours';
import { useUiText } from '../../ui/ui-text';

/** Support details from the brand config: SPEC.md section 1's phone, e-mail, FAQ, hours and cards line. */
export function Sidebar() {
  const { t } = useUiText();
  const { brand } = useWidget().config;
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
      <p className="mq-sidebar__cards">{t('sidebar.cards')}</p>
    </section>
  );
}
