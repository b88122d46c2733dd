import type { Addon } from '../../contract/addon';
import type { LabelKey } from '../../config/labels';
import { BREAKDOWN_TIERS } from '../../domain/addons';

import { Button } from '../../ui/button';
import { cx } from '../../ui/cx';
import { TickIcon } from '../../ui/icons';
import { Money } from '../../ui/money';
import { useUiText } from '../../ui/ui-text';

// What each tier adds, from Roadside to European: a tier includes every feature up to its own place.
const FEATURES: readonly LabelKey[] = [
  'addons.feature.roadside',
  'addons.feature.home',
  'addons.feature.recovery',
  'addons.feature.onward',
  'addons.feature.europe',
];

function DashIcon() {
  return (
    <svg className="mq-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M6 12h12" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

interface BreakdownTableProps {
  tiers: readonly Addon[];
  /** She chose no breakdown cover. */
  declined: boolean;
  /** '' for the 'No breakdown cover' row. */
  onToggle: (code: string) => void;
  /** The id of the error shown when she has not chosen. */
  error?: string;
}

/** The 'No breakdown cover' row's button, where the error summary's link goes. */
export const BREAKDOWN_NONE_ID = 'mq-breakdown-none';

/**
 * No breakdown cover and the five breakdown tiers compared, one row each with its button. On a narrow
 * container CSS lays each row out as a card; the explicit roles keep it a table for screen
 * readers, which drop table semantics when a table's display changes.
 */
export function BreakdownTable({ tiers, declined, onToggle, error }: BreakdownTableProps) {
  const { t } = useUiText();
  // No breakdown cover is one of the choices, first, with nothing ticked (docs/product/screens.md#optional-extras).
  const rows: readonly Addon[] = [
    { code: '', description: t('addons.breakdown.noneOption'), premium: 0, is_selected: declined, ipid: null },
    ...tiers,
  ];
  return (
    <table className="mq-breakdown-table" role="table">
      <caption className="mq-visually-hidden">{t('addons.breakdown.caption')}</caption>
      <thead role="rowgroup">
        <tr role="row">
          <th scope="col" role="columnheader">
            {t('addons.breakdown.level')}
          </th>
          {FEATURES.map((key) => (
            <th key={key} scope="col" role="columnheader">
              {t(key)}
            </th>
          ))}
          <th scope="col" role="columnheader">
            {t('addons.breakdown.price')}
          </th>
          <th scope="col" role="columnheader">
            <span className="mq-visually-hidden">{t('addons.breakdown.choose')}</span>
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup">
        {rows.map((tier, index) => {
          const selected = tier.is_selected === true;
          const none = !tier.code;
          // The tier's place on the scale by its name, so a shorter list of tiers still ticks the right features.
          const known = BREAKDOWN_TIERS.indexOf(tier.description);
          const rank = none ? -1 : known >= 0 ? known : index - 1;
          return (
            <tr key={tier.code} role="row" className={cx(selected && 'is-selected')}>
              <th scope="row" role="rowheader" className="mq-breakdown-table__tier">
                <span>{tier.description}</span>
                {selected ? (
                  <span className="mq-breakdown-table__badge">
                    <TickIcon className="mq-icon" /> {t('addons.breakdown.selected')}
                  </span>
                ) : null}
              </th>
              {FEATURES.map((key, feature) => {
                const included = feature <= rank;
                return (
                  <td key={key} role="cell" className={cx('mq-breakdown-table__feature', included ? 'is-included' : 'is-excluded')}>
                    {included ? <TickIcon className="mq-icon" /> : <DashIcon />}
                    <span className="mq-breakdown-table__feature-name" aria-hidden="true">
                      {t(key)}
                    </span>
                    <span className="mq-visually-hidden">
                      {included ? t('addons.breakdown.includedCell') : t('addons.breakdown.notIncludedCell')}
                    </span>
                  </td>
                );
              })}
              <td role="cell" className="mq-breakdown-table__price">
                <Money value={tier.premium} />
              </td>
              <td role="cell" className="mq-breakdown-table__action">
                {/* Neutral buttons, as the extras' cards have: five solid Adds shouted over the table. */}
                {none ? (
                  <Button
                    id={BREAKDOWN_NONE_ID}
                    variant="secondary"
                    aria-label={`${t('addons.choose')} ${tier.description}`}
                    aria-describedby={error}
                    onClick={() => onToggle('')}
                  >
                    {t('addons.choose')}
                  </Button>
                ) : (
                  <Button
                    variant="secondary"
                    aria-label={`${selected ? t('addons.breakdown.remove') : t('addons.breakdown.add')} ${t('addons.breakdown.name', { name: tier.description })}`}
                    onClick={() => onToggle(tier.code)}
                  >
                    {selected ? t('addons.breakdown.remove') : t('addons.breakdown.add')}
                  </Button>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
