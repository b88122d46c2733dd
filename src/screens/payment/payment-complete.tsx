import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { isFramed, sendTopWindowTo, thankYouUrlFor } from '../../browser/payment-frame';
import { ROUTES, withUuid } from '../../widget/routes';
import { useUiText } from '../../ui/ui-text';

/**
 * #/quote/complete?uuid=…: where the hosted card page returns. Inside the card frame the widget
 * sends the top window to the thank-you route (which finds out whether the payment went through);
 * opened as a whole page it simply moves on. A top window that refuses gets a link instead.
 */
export function PaymentComplete() {
  const { t } = useUiText();
  const [, navigate] = useLocation();
  const uuid = new URLSearchParams(useSearch()).get('uuid');
  const [blocked, setBlocked] = useState(false);
  const target = uuid ? thankYouUrlFor(window.location.href, uuid) : null;

  useEffect(() => {
    if (!uuid || !target) return navigate(ROUTES.create, { replace: true });
    if (sendTopWindowTo(window, target)) return;
    if (isFramed(window)) setBlocked(true);
    else navigate(withUuid(ROUTES.thankYou, uuid), { replace: true });
  }, [uuid, target, navigate]);

  return (
    <section className="mq-complete" aria-labelledby="mq-complete-title">
      <h1 id="mq-complete-title" className="mq-heading-l">
        {t('complete.title')}
      </h1>
      <p role="status">{blocked ? null : t('complete.body')}</p>
      {blocked && target ? (
        <a className="mq-button mq-button--primary" href={target} target="_top">
          {t('complete.link')}
        </a>
      ) : null}
    </section>
  );
}
