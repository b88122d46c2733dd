import { representativeExample, type MonthlyPlan } from '../../domain/instalments';
import { formatMoney } from '../../domain/money';
import { exampleRowText } from '../../view/figure-text';
import { creditStatus } from '../../view/firm-status';
import { useStatus } from '../../hooks/use-status';
import { useUiText } from '../../ui/ui-text';

/**
 * The monthly plan as a UK consumer-credit representative example: every figure together, in the
 * usual order, with the extra cost of paying monthly spelled out.
 */
export function MonthlyExample({ plan, onGuarantee }: { plan: MonthlyPlan; onGuarantee: () => void }) {
  const { t } = useUiText();
  return (
    <section className="mq-price-section mq-price-monthly" aria-labelledby="mq-price-monthly-title">
      <h2 id="mq-price-monthly-title" className="mq-heading-m">
        {t('price.exampleTitle')}
      </h2>
      <p className="mq-hint">{t('price.exampleIntro')}</p>
      <dl className="mq-price-figures">
        {representativeExample(plan).map((row) => {
          const { label, value } = exampleRowText(t, row);
          // UK consumer-credit adverts give the representative APR more prominence than the other figures.
          return (
            <div
              key={row.figure}
              className={row.figure === 'apr' ? 'mq-price-figures__row mq-price-figures__row--key' : 'mq-price-figures__row'}
            >
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          );
        })}
      </dl>
      <p className="mq-price-monthly__extra">{t('price.extraCost', { amount: formatMoney(plan.extraCost) })}</p>
      <p className="mq-price-monthly__credit">
        {useStatus(creditStatus)} {t('price.creditCheck')}
      </p>
      <p>
        <button type="button" className="mq-link-button mq-price-dd-link" onClick={onGuarantee}>
          <span className="mq-price-dd-link__mark" aria-hidden="true">
            DD
          </span>
          {t('price.ddGuaranteeLink')}
        </button>
      </p>
    </section>
  );
}
