import { ROUTES } from '../../flows/routes';

import { EndStatePage } from './end-state-page';
import { NavButton } from './nav-button';
import { useUiText } from '../../ui/ui-text';

/** SPEC.md: no quotation available; then who to call, and that other insurers may quote. */
export function Declined() {
  const { t } = useUiText();
  return (
    <EndStatePage
      screen="declined"
      tone="warning"
      title={t('declined.title')}
      actions={
        <>
          <NavButton to={ROUTES.create}>{t('common.startQuote')}</NavButton>
          <NavButton to={ROUTES.recall} variant="secondary">
            {t('common.retrieveQuote')}
          </NavButton>
        </>
      }
    >
      <p>{t('declined.body')}</p>
      <p>{t('declined.next')}</p>
    </EndStatePage>
  );
}
