import { useId, type Ref } from 'react';
import type { Addon } from '../../contract/addon';
import { breakdownAddons, breakdownDeclined } from '../../domain/addons';
import { formatMoney } from '../../domain/money';

import { cx } from '../../ui/cx';
import { ChevronIcon } from '../../ui/icons';
import { BreakdownTable } from './breakdown-table';
import { ProductLinks } from './product-links';

const BREAKDOWN_ERROR_ID = 'mq-breakdown-error';
import { useUiText } from '../../ui/ui-text';

interface BreakdownSectionProps {
  addons: readonly Addon[];
  onToggle: (code: string) => void;
  /** Opened from outside when the last extra card is done. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  toggleRef: Ref<HTMLButtonElement>;
  /** Continue was pressed before she chose a level or no breakdown cover. */
  error: string | null;
}

/** The 'If you break down...' accordion: the tiers' comparison table with 'No breakdown cover', and what she has chosen, if anything. */
export function BreakdownSection({ addons, onToggle, open, onOpenChange, toggleRef, error }: BreakdownSectionProps) {
  const { t } = useUiText();
  const panelId = useId();
  const tiers = breakdownAddons(addons);
  const chosen = tiers.find((tier) => tier.is_selected === true);
  if (tiers.length === 0) return null;
  return (
    <div className={cx('mq-breakdown', open && 'is-open')}>
      <h2 className="mq-breakdown__heading">
        <button
          ref={toggleRef}
          type="button"
          className="mq-breakdown__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => onOpenChange(!open)}
        >
          <span>{t('addons.breakdown.title')}</span>
          <ChevronIcon direction="down" className="mq-icon mq-breakdown__chevron" />
        </button>
      </h2>
      <p className="mq-breakdown__status" role="status">
        {chosen
          ? t('addons.breakdown.chosen', { name: chosen.description, price: formatMoney(chosen.premium) })
          : t(breakdownDeclined(addons) ? 'addons.breakdown.none' : 'addons.breakdown.undecided')}
      </p>
      <div id={panelId} className="mq-breakdown__panel" hidden={!open}>
        <p>{t('addons.breakdown.intro')}</p>
        {error && (
          <p id={BREAKDOWN_ERROR_ID} className="mq-error-message">
            {error}
          </p>
        )}
        <BreakdownTable
          tiers={tiers}
          declined={breakdownDeclined(addons)}
          onToggle={onToggle}
          error={error ? BREAKDOWN_ERROR_ID : undefined}
        />
        {/* Each level is its own policy, with its own IPID and wording. */}
        {tiers.map((tier) => (
          <div key={tier.code}>
            <p className="mq-breakdown__docs">{tier.description}</p>
            <ProductLinks code={tier.code} name={tier.description} />
          </div>
        ))}
      </div>
    </div>
  );
}
