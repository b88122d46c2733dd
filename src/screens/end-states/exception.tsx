import { ROUTES } from '../../flows/routes';

import { EndStatePage } from './end-state-page';
import { NavButton } from './nav-button';
import { useUiText } from '../../ui/ui-text';

/** SPEC.md: a technical issue (a non-200 answer, a failed captcha, a render error). */
export function Exception() {
  const { t } = useUiText();
  return (
    <EndStatePage
      screen="exception"
      tone="error"
      title={t('exception.title')}
      actions={<NavButton to={ROUTES.create}>{t('common.startQuote')}</NavButton>}
    >
      <p>{t('exception.body')}</p>
    </EndStatePage>
  );
}
