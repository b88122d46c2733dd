import { useCallback } from 'react';
import type { MonthlyPlan } from '../../domain/instalments';
import { formatMoney } from '../../domain/money';
import { choosePayMonthly } from '../../flows/price/payment-option';
import { useProposal, useWidget } from '../../hooks/widget-context';
import { RadioGroup } from '../../ui/radio-group';
import { useUiText } from '../../ui/ui-text';

interface PayChoiceProps {
  premium: unknown;
  plan: MonthlyPlan | null;
  onSwitch: () => void;
}

/** Pay in full (the default) or monthly: two large cards, each showing what it costs. */
export function PayChoice({ premium, plan, onSwitch }: PayChoiceProps) {
  const { t } = useUiText();
  const widget = useWidget();
  const monthly = useProposal((s) => s.draft.is_pay_monthly === true);
  const onChange = useCallback(
    (next: boolean) => {
      choosePayMonthly(widget, next);
      onSwitch();
    },
    [widget, onSwitch],
  );
  const options = [{ value: false, label: t('price.payInFull'), hint: t('price.payInFullHint', { amount: formatMoney(premium) }) }];
  if (plan)
    options.push({
      value: true,
      label: t('price.payMonthly'),
      hint: t('price.payMonthlyHint', { amount: formatMoney(plan.regularPayment) }),
    });
  return (
    <div className="mq-price-pay-choice">
      <RadioGroup
        id="mq-pay-choice"
        name="mq-pay-choice"
        label={t('price.payLegend')}
        options={options}
        value={plan ? monthly : false}
        onChange={onChange}
        inline
      />
      {!plan && <p className="mq-hint">{t('price.monthlyUnavailable')}</p>}
    </div>
  );
}
