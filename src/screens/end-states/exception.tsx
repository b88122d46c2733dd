import { EndStatePage } from './end-state-page';
import { StartOrRetrieve } from './start-or-retrieve';
import { useUiText } from '../../ui/ui-text';

/**
 * docs/product/screens.md#technical-issue: a technical issue (a non-200 answer, a failed captcha, a render error). Her answers on
 * this device are kept, so Start a quote carries on with them; a saved quote can be retrieved.
 */
export function Exception() {
  const { t } = useUiText();
  return (
    <EndStatePage screen="exception" tone="error" title={t('exception.title')} actions={<StartOrRetrieve />}>
      <p>{t('exception.body')}</p>
    </EndStatePage>
  );
}
