import type { ReactNode } from 'react';
import type { Proposal } from '../../contract/proposal';
import { isCoverType } from '../../domain/constants';
import { COVER_BENEFIT_LABELS } from '../../details-form/model/tables';
import { formatThousands } from '../../domain/money';
import { displayRegistration } from '../../domain/registration';
import { excessRows } from '../../domain/excess';
import { excessRowText } from '../../view/figure-text';
import { useOptionName } from '../../hooks/use-option-name';
import { useUiText } from '../../ui/ui-text';
import { readableCarName } from '../../domain/car-name';

/**
 * Cover and Use: the level of cover, the car, its use and mileage, who drives, the excesses and standard benefits.
 * Every excess the price screen lists (each driver's and the windscreen's too): the final tick agrees
 * to the excesses on this page (docs/product/regulation.md#her-answers-and-misrepresentation).
 */
export function CoverUseSection({ proposal }: { proposal: Proposal }) {
  const { t } = useUiText();
  const { vehicle, additional_drivers: drivers, total_mileage: mileage } = proposal.risk;
  const use = useOptionName('pc_class_of_use', vehicle.class_of_use);
  const cover = isCoverType(vehicle.cover_type) ? vehicle.cover_type : null;
  const names = [proposal.risk.proposer, ...drivers].map(({ name }) => [name.forenames, name.surname].filter(Boolean).join(' '));
  // The description usually repeats the model ('FIESTA ZETEC 1.25 5DR'), so it replaces it when there is one.
  const car = [vehicle.manufacturer, readableCarName(vehicle.description ?? vehicle.model)].filter(Boolean).join(' ');
  const rows: [string, ReactNode][] = [
    [t('summary.cover.level'), cover ? t(`cover.${cover}`) : t('summary.cover.unknown')],
    [t('summary.cover.car'), car || t('summary.cover.unknown')],
    [t('summary.cover.registration'), vehicle.registration ? displayRegistration(vehicle.registration) : '-'],
    [t('summary.cover.use'), use.name ?? (use.loading ? t('common.loading') : t('summary.cover.unknown'))],
    [t('summary.cover.mileage'), mileage === null ? '-' : t('summary.cover.miles', { miles: formatThousands(mileage) })],
    [
      t('summary.cover.drivers'),
      drivers.length > 0 ? t('summary.cover.driversValue', { count: drivers.length }) : t('summary.cover.youOnly'),
    ],
    ...excessRows(proposal.quote?.excesses ?? [], proposal.quote?.granted_voluntary_excess).map((row) => {
      const { label, value } = excessRowText(t, row, names);
      return [label, value] as [string, ReactNode];
    }),
  ];
  return (
    <section className="mq-summary-section" aria-labelledby="mq-summary-cover">
      <h3 id="mq-summary-cover" className="mq-heading-m">
        {t('summary.cover.title')}
      </h3>
      <dl className="mq-summary-list">
        {rows.map(([label, value]) => (
          <div key={label} className="mq-summary-list__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {cover ? (
        <>
          <h4 className="mq-heading-s">{t('summary.cover.benefits')}</h4>
          <ul className="mq-summary-ticks">
            {COVER_BENEFIT_LABELS[cover].map((benefit) => (
              <li key={benefit}>{t(benefit)}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
