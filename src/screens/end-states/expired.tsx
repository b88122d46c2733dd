import { ROUTES } from '../../flows/routes';
import { useLabels } from '../../store/widget-context';
import { EndStatePage } from './end-state-page';
import { NavButton } from './nav-button';

/** SPEC.md: timed out for security after inactivity. */
export function Expired() {
  const t = useLabels();
  return (
    <EndStatePage
      screen="session-expired"
      tone="info"
      title={t('expired.title')}
      actions={
        <>
          <NavButton to={ROUTES.create}>{t('common.startQuote')}</NavButton>
          <NavButton to={ROUTES.recall} variant="secondary">{t('common.retrieveQuote')}</NavButton>
        </>
      }
    >
      <p>{t('expired.body')}</p>
    </EndStatePage>
  );
}
