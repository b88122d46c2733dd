import { useMemo } from 'react';
import { PRICE_EXCESS_OPTIONS } from '../../domain/constants';
import { formatWholePounds, parseAmount } from '../../domain/money';
import { useProposal } from '../../hooks/widget-context';
import { ExcessSelector } from '../../ui/excess-selector';
import { PendingActions } from './pending-actions';
import { useUiText } from '../../ui/ui-text';

interface VoluntaryExcessProps {
  pending: number | null;
  onPending: (value: number | null) => void;
  onConfirm: (value: number) => unknown;
}

/** £0 to £1,000 in £50 steps, comprehensive cover only; a new amount shows Confirm & requote. */
export function VoluntaryExcess({ pending, onPending, onConfirm }: VoluntaryExcessProps) {
  const { t } = useUiText();
  const current = useProposal((s) => parseAmount(s.draft.risk.voluntary_excess) ?? 0);
  const comprehensive = useProposal((s) => s.draft.risk.vehicle.cover_type === 'C');
  // An amount chosen on the details form (its slider moves in £25 steps) stays selectable as it is.
  const choices = useMemo(() => [...new Set([...PRICE_EXCESS_OPTIONS, current])].sort((a, b) => a - b), [current]);
  return (
    <div className="mq-price-voluntary">
      <ExcessSelector
        id="mq-price-voluntary-excess"
        variant="select"
        label={t('price.voluntaryLabel')}
        hint={comprehensive ? t('price.voluntaryHint') : t('price.voluntaryOnlyC')}
        choices={choices}
        value={pending ?? current}
        onChange={(value) => onPending(value === current ? null : value)}
        disabled={!comprehensive}
      />
      {pending !== null && (
        <PendingActions
          current={formatWholePounds(current)}
          field="mq-price-voluntary-excess"
          canConfirm
          onConfirm={() => onConfirm(pending)}
          onUndo={() => onPending(null)}
        />
      )}
    </div>
  );
}
