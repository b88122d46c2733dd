import { useEffect, useState } from 'react';
import { ROUTES } from '../../flows/routes';
import { useWidget } from '../../hooks/widget-context';
import { EndStatePage } from './end-state-page';
import { NavButton } from './nav-button';
import { useUiText } from '../../ui/ui-text';

/** SPEC.md: timed out for security after inactivity. */
export function Expired() {
  const { t } = useUiText();
  const { stores } = useWidget();
  // Read once: only a session this widget just ended had its answers cleared; the flag is spent here.
  const [cleared] = useState(() => stores.detailsForm.getState().sessionExpired);
  useEffect(() => stores.detailsForm.getState().setSessionExpired(false), [stores]);
  return (
    <EndStatePage
      screen="session-expired"
      tone="info"
      title={t('expired.title')}
      actions={
        <>
          <NavButton to={ROUTES.create}>{t('common.startQuote')}</NavButton>
          <NavButton to={ROUTES.recall} variant="secondary">
            {t('common.retrieveQuote')}
          </NavButton>
        </>
      }
    >
      <p>{cleared ? t('expired.body') : t('expired.bodyDirect')}</p>
    </EndStatePage>
  );
}
