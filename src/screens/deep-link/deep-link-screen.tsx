import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { deepLinkRecall } from '../../flows/recall/recall-quote';
import { useWidget } from '../../hooks/widget-context';
import { LoadingModal } from '../../ui/loading-modal';
import { useUiText } from '../../ui/ui-text';

/**
 * #/quote/deeplink: a partner's page passed a recall request in config.deepLink. Nothing to fill
 * in, only docs/product/screens.md#partner-deep-link's 'Please wait / Recalling quote...' while the quote is found; then the price
 * screen, or Recall explaining what went wrong.
 */
export function DeepLinkScreen() {
  const widget = useWidget();
  const { t } = useUiText();
  const [, navigate] = useLocation();
  useEffect(() => {
    let live = true;
    // void: deepLinkRecall never rejects; it answers a failed call with where to go (README.md#architecture).
    void deepLinkRecall(widget).then((to) => {
      if (live) navigate(to, { replace: true });
    });
    return () => {
      live = false;
    };
  }, [widget, navigate]);
  return <LoadingModal open message={t('deepLink.message')} title={t('deepLink.title')} />;
}
