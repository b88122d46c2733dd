import { useMemo } from 'react';
import type { Proposal } from '../../contract/proposal';
import { formatMoney } from '../../domain/money';
import { ncdView } from '../../view/ncd-view';
import { useUiText } from '../../ui/ui-text';

/** Claim-free years and whether she bought protection (with its price); for a protected discount, its average discount and step-back scale. */
export function NcdSection({ proposal }: { proposal: Proposal }) {
  const { t } = useUiText();
  const view = useMemo(() => ncdView(proposal), [proposal]);
  return (
    <section className="mq-summary-section" aria-labelledby="mq-summary-ncd">
      <h3 id="mq-summary-ncd" className="mq-heading-m">
        {t('summary.ncd.title')}
      </h3>
      <dl className="mq-summary-list">
        <div className="mq-summary-list__row">
          <dt>{t('summary.ncd.years')}</dt>
          <dd>{view.years}</dd>
        </div>
        <div className="mq-summary-list__row">
          <dt>{t('summary.ncd.protected')}</dt>
          <dd>
            {view.isProtected
              ? `${t('summary.ncd.yes')}${view.price === null ? '' : ` (${formatMoney(view.price)})`}`
              : t('summary.ncd.no')}
          </dd>
        </div>
        {view.protection ? (
          <div className="mq-summary-list__row">
            <dt>{t('summary.ncd.discount', { years: view.years })}</dt>
            <dd>{view.protection.discountPercent}%</dd>
          </div>
        ) : null}
      </dl>
      {view.protection ? (
        <>
          <p>{t('summary.ncd.protectionBody')}</p>
          <div className="mq-summary-table-wrap">
            <table className="mq-summary-table">
              <caption>{t('summary.ncd.stepBackCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('summary.ncd.claims')}</th>
                  <th scope="col">{t('summary.ncd.withProtection')}</th>
                  <th scope="col">{t('summary.ncd.withoutProtection')}</th>
                </tr>
              </thead>
              <tbody>
                {view.protection.stepBack.map((line) => (
                  <tr key={line.claims}>
                    <th scope="row">{line.claims}</th>
                    <td>{line.withProtection}</td>
                    <td>{line.withoutProtection}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </section>
  );
}
