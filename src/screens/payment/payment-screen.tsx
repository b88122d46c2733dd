import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { paysMonthly } from '../../domain/journey';
import { startPayment, type PaymentStart } from '../../flows/purchase/start-payment';
import { ROUTES, withUuid } from '../../widget/routes';
import { useProposal, useWidget } from '../../hooks/widget-context';
import { Button } from '../../ui/button';
import { AmountPanel } from './amount-panel';
import { coverEndText, coverStartText } from '../../view/figure-text';
import { BeforeYouPay } from './before-you-pay';
import { CardFrame } from './card-frame';
import { useFrameHeight } from './use-frame-height';
import { usePaymentReturn } from './use-payment-return';
import { useUiText } from '../../ui/ui-text';
import { Notice } from '../../ui/notice';

type Framed = Extract<PaymentStart, { kind: 'frame' }>;

/**
 * #/quote/payment?uuid=…: the amount to pay today and the insurer's hosted card page in a frame.
 * When the frame reaches the widget's return page, this widget (only the one that paid) moves on
 * to the thank-you screen, which reads from the API whether the payment went through.
 */
export function PaymentScreen() {
  const widget = useWidget();
  const { t } = useUiText();
  const [, navigate] = useLocation();
  const uuid = new URLSearchParams(useSearch()).get('uuid');
  const monthly = useProposal((s) => paysMonthly(s.draft));
  const reference = useProposal((s) => s.draft.quote?.reference ?? null);
  const start = useProposal((s) => s.draft.risk.start_date);
  const [payment, setPayment] = useState<Framed | null>(null);
  const [blocked, setBlocked] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const returned = useCallback(() => uuid && navigate(withUuid(ROUTES.thankYou, uuid)), [uuid, navigate]);
  usePaymentReturn(frame, payment?.expect ?? null, returned);
  const height = useFrameHeight(frame, payment?.url ?? null);

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    let live = true;
    setPayment(null);
    // void: startPayment never rejects; it answers a failed call with where to go (README.md#architecture).
    void startPayment(widget, uuid, window.location.href).then((result) => {
      if (!live) return;
      if (result.kind === 'route') navigate(result.to, { replace: true });
      else if (result.kind === 'blocked') setBlocked(true);
      else setPayment(result);
    });
    return () => {
      live = false;
    };
  }, [widget, uuid, navigate]);

  const back = () => uuid && navigate(withUuid(monthly ? ROUTES.agreement : ROUTES.summary, uuid));

  return (
    <section aria-labelledby="mq-payment-title">
      <h1 id="mq-payment-title" ref={heading} tabIndex={-1} className="mq-heading-xl">
        {t('payment.title')}
      </h1>
      <p className="mq-lead">{t('payment.intro')}</p>
      <AmountPanel amount={payment?.amount ?? null} kind={payment?.amountKind ?? null} reference={payment ? reference : null} />
      <dl className="mq-thanks__facts">
        <div className="mq-thanks__fact">
          <dt>{t('summary.coverStart')}</dt>
          <dd>{coverStartText(t, start)}</dd>
        </div>
        <div className="mq-thanks__fact">
          <dt>{t('cover.ends')}</dt>
          <dd>{coverEndText(t, start)}</dd>
        </div>
      </dl>
      <BeforeYouPay />
      {blocked ? (
        <Notice tone="error" live title={t('payment.blocked')} />
      ) : (
        <CardFrame url={payment?.url ?? null} frameRef={frame} height={height} />
      )}
      <div className="mq-actions">
        <Button variant="secondary" onClick={back}>
          {t('payment.back')}
        </Button>
      </div>
    </section>
  );
}
