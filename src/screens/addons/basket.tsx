import type { BasketView } from '../../view/basket';
import { formatMoney, formatThousands } from '../../domain/money';

import { Money } from '../../ui/money';
import { addonCopy } from './addon-copy';
import { useUiText } from '../../ui/ui-text';

/** The basket beside the choices: the car insurance, the extras chosen, the total and the monthly plan. */
export function Basket({ view }: { view: BasketView }) {
  const { t } = useUiText();
  const { plan } = view;
  // An estimate reads 'about £45.73' until the re-quote gives the exact figure.
  const amount = (value: number) =>
    view.planOutdated ? t('addons.basket.about', { amount: formatMoney(value) }) : <Money value={value} />;
  return (
    <section className="mq-basket" aria-labelledby="mq-basket-title">
      <h2 id="mq-basket-title" className="mq-heading-m">
        {t('addons.basket.title')}
      </h2>
      <dl>
        <div className="mq-basket__line">
          <dt>{t('addons.basket.insurance')}</dt>
          <dd>
            <Money value={view.insurance} />
          </dd>
        </div>
      </dl>
      <h3 className="mq-heading-s mq-basket__subtitle">{t('addons.basket.extras')}</h3>
      {view.extras.length > 0 ? (
        <dl>
          {view.extras.map((extra) => (
            <div key={extra.code} className="mq-basket__line">
              <dt>{extra.breakdown ? t('addons.breakdown.name', { name: extra.description }) : extra.description}</dt>
              <dd>{extra.included ? t('addons.included') : <Money value={extra.premium} />}</dd>
              {extra.enhanced ? (
                <dd className="mq-basket__note">{t('addons.basket.enhanced', { name: extra.enhanced, ...addonCopy('EPA').vars })}</dd>
              ) : null}
            </div>
          ))}
        </dl>
      ) : (
        <p className="mq-basket__empty">{t('addons.basket.noExtras')}</p>
      )}
      <div className="mq-basket__total" aria-live="polite" aria-atomic="true">
        <span>{t('addons.basket.total')}</span>
        <Money value={view.total} className="mq-basket__price" />
      </div>
      <p className="mq-basket__note">{t('addons.basket.totalNote')}</p>
      {view.payMonthly && plan ? (
        <div className="mq-basket__monthly">
          <h3 className="mq-heading-s mq-basket__subtitle">{t('addons.basket.monthly')}</h3>
          <dl>
            {plan.deposit > 0 ? (
              <div className="mq-basket__line">
                <dt>{t('addons.basket.deposit')}</dt>
                <dd>{amount(plan.deposit)}</dd>
              </div>
            ) : null}
            {plan.initialPayment > 0 ? (
              <div className="mq-basket__line">
                <dt>{t('addons.basket.initial')}</dt>
                <dd>{amount(plan.initialPayment)}</dd>
              </div>
            ) : null}
            <div className="mq-basket__line">
              <dt>{t('example.credit')}</dt>
              <dd>{amount(plan.amountOfCredit)}</dd>
            </div>
            <div className="mq-basket__line">
              <dt>{t('addons.basket.instalments', { count: plan.regularPayments })}</dt>
              <dd>{amount(plan.regularPayment)}</dd>
            </div>
            <div className="mq-basket__line">
              <dt>{t('addons.basket.totalPayable')}</dt>
              <dd>{amount(plan.totalPayable)}</dd>
            </div>
            {/* The representative example's figures together beside the monthly ones (CONC 3.5.3R, 3.5.5R, docs/product/regulation.md#paying-monthly-is-credit). */}
            <div className="mq-basket__line">
              <dt>{t('example.apr')}</dt>
              <dd>{formatThousands(plan.apr)}%</dd>
            </div>
          </dl>
          {view.planOutdated ? <p className="mq-basket__note">{t('addons.basket.recalculated')}</p> : null}
        </div>
      ) : null}
    </section>
  );
}
