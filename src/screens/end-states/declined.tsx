import { EndStatePage } from './end-state-page';
import { StartOrRetrieve } from './start-or-retrieve';
import { useUiText } from '../../ui/ui-text';

/** docs/product/screens.md#no-quote-available: no quotation available; then who to call, and that other insurers may quote. */
export function Declined() {
  const { t } = useUiText();
  return (
    <EndStatePage screen="declined" tone="warning" title={t('declined.title')} actions={<StartOrRetrieve />}>
      <p>{t('declined.body')}</p>
      <p>{t('declined.next')}</p>
    </EndStatePage>
  );
}
