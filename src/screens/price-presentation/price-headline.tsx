import type { MonthlyPlan } from '../../domain/instalments';
import { formatMoney } from '../../domain/money';
import type { PriceChange } from '../../flows/price/price-change';

import { TickIcon } from '../../ui/icons';
import { useUiText } from '../../ui/ui-text';

const DIFFERENCE_LABELS = { less: 'price.differenceLess', more: 'price.differenceMore', same: 'price.differenceSame' } as const;

/** Confirm & requote takes focus here, to the new price, once its button has gone. */
export const PRICE_HEADLINE_ID = 'mq-price-headline';

interface PriceHeadlineProps {
  premium: unknown;
  /** The plan when paying monthly, else null. */
  plan: MonthlyPlan | null;
  change: PriceChange | null;
}

/**
 * The loudest thing on the screen: the price the proposer will pay, per year or per month, and
 * under it a polite live region that says what the last re-quote did to it.
 */
export function PriceHeadline({ premium, plan, change }: PriceHeadlineProps) {
  const { t } = useUiText();
  const amount = plan ? plan.regularPayment : premium;
  const changed = change
    ? t(change.difference ? 'price.changed' : 'price.changedNoDifference', {
        amount: formatMoney(change.amount),
        period: t(change.period === 'month' ? 'price.perMonth' : 'price.perYear'),
        difference: change.difference
          ? t(DIFFERENCE_LABELS[change.difference.direction], { amount: formatMoney(change.difference.amount) })
          : '',
      })
    : '';
  return (
    <div id={PRICE_HEADLINE_ID} tabIndex={-1}>
      <p className="mq-price-headline__lead">{t(plan ? 'price.monthlyLead' : 'price.annualLead')}</p>
      <p className="mq-price-headline__amount">
        <span className="mq-price-headline__figure">{formatMoney(amount)}</span>{' '}
        <span className="mq-price-headline__period">{t(plan ? 'price.perMonth' : 'price.perYear')}</span>
      </p>
      <p className="mq-price-headline__detail">
        {plan
          ? t(plan.initialPayment > 0 ? 'price.monthlySummaryInitial' : 'price.monthlySummary', {
              deposit: formatMoney(plan.deposit),
              initial: formatMoney(plan.initialPayment),
              count: plan.regularPayments,
              payment: formatMoney(plan.regularPayment),
              total: formatMoney(plan.totalPayable),
            })
          : t('price.includesIpt')}
      </p>
      <p className="mq-price-headline__change" role="status" aria-live="polite">
        {changed && (
          <>
            <TickIcon className="mq-icon mq-price-headline__tick" />
            {changed}
          </>
        )}
      </p>
    </div>
  );
}
