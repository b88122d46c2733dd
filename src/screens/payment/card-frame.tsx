import type { Ref } from 'react';

import { LockIcon } from './lock-icon';
import { useUiText } from '../../ui/ui-text';

/**
 * The insurer's hosted card page. Only an address startPayment approved (https, or the API's own
 * origin in the demo) ever reaches here; card details never touch the widget.
 */
export function CardFrame({ url, frameRef }: { url: string | null; frameRef?: Ref<HTMLIFrameElement> }) {
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
