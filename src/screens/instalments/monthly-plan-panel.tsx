import { collectionDay, isCollectionDayMissingInShortMonths, ordinal } from '../../domain/dates';
import { creditStatus } from '../../view/firm-status';
import { monthlyPlan } from '../../domain/instalments';
import { useStatus } from '../../hooks/use-status';
import { useProposal } from '../../hooks/widget-context';
import { useUiText } from '../../ui/ui-text';
import { Money } from '../../ui/money';

/** What the Direct Debit will collect and when, so the proposer knows what she is agreeing to. */
export function MonthlyPlanPanel() {
  const { t } = useUiText();
  const quote = useProposal((s) => s.draft.quote);
  const startDate = useProposal((s) => s.draft.risk.start_date);
  const plan = monthlyPlan(quote);
  const credit = useStatus(creditStatus);
  if (!plan) return null;
  const today = plan.initialPayment > 0 ? plan.initialPayment : plan.deposit;
  const day = Number(collectionDay(startDate) ?? 1);
  return (
    <section className="mq-dd-plan" aria-labelledby="mq-dd-plan-title">
      <h2 id="mq-dd-plan-title" className="mq-heading-m">
        {t('instalments.planTitle')}
      </h2>
      <dl className="mq-dd-plan__rows">
        <div className="mq-dd-plan__row">
          <dt>{t('instalments.planToday')}</dt>
          <dd>
            <Money value={today} />
          </dd>
        </div>
        <div className="mq-dd-plan__row">
          <dt>{t('instalments.planMonthly', { count: plan.regularPayments })}</dt>
          <dd>
            <Money value={plan.regularPayment} />
          </dd>
        </div>
      </dl>
      <p className="mq-hint">{t('instalments.planDay', { day: ordinal(day) })}</p>
      {isCollectionDayMissingInShortMonths(day) && <p className="mq-hint">{t('instalments.planShortMonths', { day: ordinal(day) })}</p>}
      <p>{credit}</p>
    </section>
  );
}
