import { VOLUNTARY_EXCESS_MAX, VOLUNTARY_EXCESS_MIN, VOLUNTARY_EXCESS_STEP } from '../../../domain/constants';
import { useProposal, useWidget } from '../../../hooks/widget-context';
import { ExcessSelector } from '../../../ui/excess-selector';
import { fieldId } from '../use-question';
import { useUiText } from '../../../ui/ui-text';
import { type Path } from '../../../store/proposal/path';
import type { Message } from '../../../config/label-message';

/** The voluntary excess slider: comprehensive cover only, £0 to £2,000 in steps of £25. */
export function ExcessBlock({ path, error, why }: { path: Path; error: Message | null; why?: string }) {
  const { t } = useUiText();
  const { stores } = useWidget();
  const value = useProposal((s) => s.draft.risk.voluntary_excess);
  return (
    <ExcessSelector
      id={fieldId(path)}
      label={t('q.voluntaryExcess')}
      hint={t('q.voluntaryExcessHint')}
      why={why}
      value={value === null || value === undefined ? null : Number(value)}
      min={VOLUNTARY_EXCESS_MIN}
      max={VOLUNTARY_EXCESS_MAX}
      step={VOLUNTARY_EXCESS_STEP}
      onChange={(amount) => stores.proposal.getState().setAnswer(path, amount)}
      onBlur={() => stores.detailsForm.getState().touch(path)}
      error={error}
      touched={error !== null}
    />
  );
}
