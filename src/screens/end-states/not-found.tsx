import { useLocation } from 'wouter';
import { ROUTES } from '../../flows/routes';

import { EndStatePage } from './end-state-page';
import { NavButton } from './nav-button';
import { useUiText } from '../../ui/ui-text';

/** Any other path: SPEC.md shows the requested path; then the ways on. */
export function NotFound() {
  const { t } = useUiText();
  const [path] = useLocation();
  return (
    <EndStatePage
      screen="not-found"
      tone="warning"
      title={t('notFound.title')}
      actions={
        <>
          <NavButton to={ROUTES.create}>{t('common.startQuote')}</NavButton>
          <NavButton to={ROUTES.recall} variant="secondary">
            {t('common.retrieveQuote')}
          </NavButton>
        </>
      }
    >
      <p>
        {t('notFound.body')} <code className="mq-code">{path}</code>
      </p>
      <p>{t('notFound.next')}</p>
    </EndStatePage>
  );
}
