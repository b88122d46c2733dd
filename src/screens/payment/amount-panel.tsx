import type { AmountKind } from '../../domain/journey';

import { Money } from '../../ui/money';
import { useUiText } from '../../ui/ui-text';

interface AmountPanelProps {
  /** null while the payment is being prepared: the price shows its loading placeholder. */
  amount: number | null;
  kind: AmountKind | null;
  reference: string | null;
}

const EXPLAINED = { premium: 'payment.amount.premium', deposit: 'payment.amount.deposit', initial: 'payment.amount.initial' } as const;

/** 'To pay today' and what the amount is: the whole premium, or the first payment of a monthly plan. */
export function AmountPanel({ amount, kind, reference }: AmountPanelProps) {
  const { t } = useUiText();
  return (
    <div className="mq-pay-amount">
      <p className="mq-pay-amount__label">{t('payment.amountLabel')}</p>
      <p className="mq-pay-amount__value">
        <Money value={amount} loading={amount === null} />
      </p>
      {kind ? <p className="mq-pay-amount__note">{t(EXPLAINED[kind])}</p> : null}
      {reference ? (
        <p className="mq-pay-amount__reference">
          {t('payment.reference')}: <strong>{reference}</strong>
        </p>
      ) : null}
    </div>
  );
}
