import type { Proposal } from '../../../contract/proposal';
import { choosesMonthly } from '../../../domain/journey';
import { getPath, setPath } from '../path';
import { at, type Behaviour } from './behaviour';

const DRIVER_KEY = /^(marital_status|relationship_to_proposer)_driver_(\d+)$/;

/**
 * docs/product/questions.md#additional-drivers: removing a driver renumbers the rest. The driver leaves the list, their duqs answers
 * (marital_status_driver_N, relationship_to_proposer_driver_N) go, and those of later drivers move
 * down one number, so driver 3's answers become driver 2's with them.
 */
export function removeAdditionalDriver(draft: Proposal, index: number): Proposal {
  const drivers = (draft.risk.additional_drivers ?? []).filter((_, position) => position !== index);
  const removed = index + 1;
  const duqs: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(draft.risk.duqs ?? {})) {
    const match = DRIVER_KEY.exec(key);
    const number = match ? Number(match[2]) : 0;
    if (!match || number < removed) duqs[key] = value;
    else if (number > removed) duqs[`${match[1]}_driver_${number - 1}`] = value;
  }
  return setPath(setPath(draft, 'risk.additional_drivers', drivers), 'risk.duqs', duqs);
}

/** Answers asked in duqs that other parts of the proposal mirror. */
export const ADDITIONAL_DRIVER_BEHAVIOURS: Behaviour[] = [
  {
    // The relationship is asked as duqs relationship_to_proposer_driver_N; the driver record carries it too.
    // A regex: duqs keys carry the driver's number in their name, which no path type can spell.
    match: /^risk\.duqs\.relationship_to_proposer_driver_(\d+)$/,
    apply: ({ draft, value, owner }) => {
      const path = `risk.additional_drivers.${Number(owner) - 1}` as const;
      return getPath(draft, path) ? setPath(draft, `${path}.relationship_to_proposer`, value) : draft;
    },
  },
  {
    // The way to pay chosen on the form (or the price screen) is the proposal's choice, set only here;
    // whether the customer then pays monthly is the journey's paysMonthly.
    match: at('risk.duqs.is_pay_monthly'),
    apply: ({ draft, value }) => setPath(draft, 'is_pay_monthly', choosesMonthly(value)),
  },
];
