import { useLocation } from 'wouter';

import { EndStatePage } from './end-state-page';
import { StartOrRetrieve } from './start-or-retrieve';
import { useUiText } from '../../ui/ui-text';

/** Any other path: docs/product/screens.md#page-not-found shows the requested path; then the ways on. */
export function NotFound() {
  const { t } = useUiText();
  const [path] = useLocation();
  return (
    <EndStatePage screen="not-found" tone="warning" title={t('notFound.title')} actions={<StartOrRetrieve />}>
      <p>
        {t('notFound.body')} <code className="mq-code">{path}</code>
      </p>
      <p>{t('notFound.next')}</p>
    </EndStatePage>
  );
}
