import type { Ref } from 'react';

import { LockIcon } from './lock-icon';
import { useUiText } from '../../ui/ui-text';

/**
 * The insurer's hosted card page. Only an address startPayment approved (https, or the API's own
 * origin in the demo) ever reaches here; card details never touch the widget.
 */
export function CardFrame({ url, frameRef, height }: { url: string | null; frameRef?: Ref<HTMLIFrameElement>; height?: number }) {
  const { t } = useUiText();
  return (
    <div className="mq-card-frame">
      {url ? (
        <iframe
          ref={frameRef}
          className="mq-card-frame__frame"
          src={url}
          title={t('payment.frameTitle')}
          allow="payment"
          // The card page's own height (use-frame-height), plus the frame's 1px border each side.
          style={height ? { height: height + 2 } : undefined}
          referrerPolicy="no-referrer"
        />
      ) : (
        <div className="mq-card-frame__loading" role="status">
          <span className="mq-spinner" aria-hidden="true" />
          <span>{t('payment.loading')}</span>
        </div>
      )}
      <p className="mq-card-frame__secure">
        <LockIcon />
        <span>{t('payment.secure')}</span>
      </p>
    </div>
  );
}
