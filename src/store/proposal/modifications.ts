import type { Proposal } from '../../contract/proposal';
import { MAX_MODIFICATIONS } from '../../domain/constants';
import { setPath } from './path';

/**
 * docs/product/transitions.md#leaving-step-2: leaving step 2 copies the modification types into duqs vehicle_modification_1..n
 * (at most 10), and drops the slots of modifications that were removed.
 */
export function copyModificationsToDuqs(draft: Proposal): Proposal {
  const types = (draft.risk.vehicle?.modifications ?? [])
    .map((item) => item.type)
    .filter((type): type is string => Boolean(type))
    .slice(0, MAX_MODIFICATIONS);
  const duqs: Record<string, unknown> = Object.fromEntries(
    Object.entries(draft.risk.duqs ?? {}).filter(([key]) => !/^vehicle_modification_\d+$/.test(key)),
  );
  types.forEach((type, index) => {
    duqs[`vehicle_modification_${index + 1}`] = type;
  });
  return setPath(draft, 'risk.duqs', duqs);
}
