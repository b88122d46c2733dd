import type { BannerView } from '../../view/summary-view';
import { representativeExample } from '../../domain/instalments';
import { exampleRowText } from '../../view/figure-text';

import { Money } from '../../ui/money';
import { Notice } from '../../ui/notice';
import { useUiText } from '../../ui/ui-text';

/** The price banner; when paying monthly, also the credit-check notice and the pay-monthly plan. */
export function SummaryBanner({ view }: { view: BannerView }) {
  const { t } = useUiText();
  const monthly = view.kind === 'monthly';
  return (
    <>
      <div className="mq-summary-banner">
        <p className="mq-summary-banner__label">{monthly ? t('summary.banner.monthly') : t('summary.banner.annual')}</p>
        <p className="mq-summary-banner__amount">
          <Money value={view.amount} className="mq-summary-banner__price" />
          {monthly ? <span className="mq-summary-banner__per"> {t('summary.banner.perMonth')}</span> : null}
        </p>
        <p className="mq-summary-banner__note">
          {t('summary.banner.note')} {t('underwrittenBy')}
        </p>
      </div>
      {view.kind === 'monthly' ? (
        <>
          <Notice tone="warning" title={t('summary.credit.title')}>
            <p>{t('summary.credit.body')}</p>
          </Notice>
          <section className="mq-summary-card" aria-labelledby="mq-summary-monthly">
            <h2 id="mq-summary-monthly" className="mq-heading-m">
              {t('summary.monthly.title')}
            </h2>
            <p>{t('summary.monthly.lead')}</p>
            <dl className="mq-summary-list">
              {representativeExample(view.plan).map((row) => {
                const { label, value } = exampleRowText(t, row);
                return (
                  <div key={row.figure} className="mq-summary-list__row">
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                );
              })}
            </dl>
          </section>
        </>
      ) : null}
    </>
  );
}
