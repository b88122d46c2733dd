import { useSetting } from '../../hooks/widget-context';
import { NewTabLink } from '../../ui/new-tab-link';
import { Notice } from '../../ui/notice';
import { useUiText } from '../../ui/ui-text';

const LAYER = ['privacy.checks', 'privacy.auto', 'privacy.others'] as const;

/**
 * The privacy notice's first layer, before the first question (docs/product/regulation.md#privacy-when-her-answers-are-collected):
 * who her answers are checked with, the automated decision and a person to review it, telling the people
 * she names, and how long they are kept (config); the full notice is the brand's document.
 */
export function PrivacyNotice() {
  const { t } = useUiText();
  const { documents, privacy } = useSetting('brand');
  return (
    <Notice title={t('privacy.title')}>
      <ul>
        {LAYER.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <p>
        {t('privacy.keep', privacy)} <NewTabLink href={documents.privacyNotice}>{t('privacy.full')}</NewTabLink>
      </p>
    </Notice>
  );
}
