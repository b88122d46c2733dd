import { firmStatus } from '../../view/firm-status';
import { useStatus } from '../../hooks/use-status';
import { useSetting } from '../../hooks/widget-context';
import { NewTabLinks } from '../../ui/new-tab-link';
import { useUiText } from '../../ui/ui-text';

/**
 * The firm's disclosures in brief under every screen (FCA ICOBS 4.1, docs/configuration.md#what-the-customer-is-told-before-she-pays): who insures her, in what capacity the firm sells and how it is paid, and the privacy, complaints and accessibility pages.
 * A <div>, not a <footer>: the host page owns the landmarks (see app.tsx's Layout).
 */
export function Footer() {
  const { t } = useUiText();
  const { firm, documents } = useSetting('brand');
  return (
    <div className="mq-footer">
      <p>{useStatus(firmStatus)}</p>
      <NewTabLinks
        links={[
          [t('doc.privacy'), documents.privacyNotice],
          [t('doc.complaints'), documents.complaints],
          [t('doc.accessibility'), documents.accessibility],
          [t('firm.register'), firm.registerUrl],
        ]}
      />
    </div>
  );
}
