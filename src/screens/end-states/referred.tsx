import { ROUTES } from '../../widget/routes';
import { useProposal, useSetting } from '../../hooks/widget-context';
import { EndStatePage } from './end-state-page';
import { NavButton } from './nav-button';
import { OpeningHours } from '../../ui/opening-hours';
import { useUiText } from '../../ui/ui-text';

/** docs/product/screens.md#referred: a referred quote; the purchase cannot proceed online. Her web reference is shown to quote when she calls. */
export function Referred() {
  const { t } = useUiText();
  const brand = useSetting('brand');
  // The web reference she is sent here with (summary, instalments, payment): the call handler finds her quote by it.
  const reference = useProposal((s) => s.draft.quote?.reference ?? null);
  // The event's screen name and the label keys keep their first names: integrators already listen for and override them.
  return (
    <EndStatePage
      screen="sira-declined"
      tone="warning"
      title={t('siraDeclined.title')}
      actions={
        <NavButton to={ROUTES.create} variant="secondary">
          {t('common.startQuote')}
        </NavButton>
      }
    >
      <p>{t('siraDeclined.body')}</p>
      {reference ? <p className="mq-end-state__reference">{t('siraDeclined.reference', { reference })}</p> : null}
      <p>
        {t('siraDeclined.emailLead')} <a href={`mailto:${brand.email}`}>{brand.email}</a>
      </p>
      <OpeningHours hours={brand.openingHours} title={t('sidebar.hours')} headingLevel={2} />
      <p>
        <a href={brand.contactUrl} target="_blank" rel="noopener noreferrer">
          {t('siraDeclined.contact')} <span className="mq-visually-hidden">{t('common.newTab')}</span>
        </a>
      </p>
    </EndStatePage>
  );
}
