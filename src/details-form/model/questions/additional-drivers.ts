import { msg } from '../../../config/label-message';
import { MAX_ADDITIONAL_DRIVERS } from '../../../domain/constants';
import { required } from '../../../domain/validation/required';
import type { Question } from '../question';
import { listRule, rules } from './rules';

export const DRIVERS_PATH = 'risk.additional_drivers';

/**
 * Step 7 'Additional Drivers': Yes/No, then the drivers, each edited in a modal holding DRIVER_FORM.
 * Each driver's own answers are checked with their form (details-form/flows/validate-steps.ts).
 */
export const ADDITIONAL_DRIVERS: Question[] = [
  {
    path: 'risk.has_additional_drivers',
    label: 'q.hasAdditionalDrivers',
    hint: 'q.hasAdditionalDriversHint',
    control: { kind: 'yesno' },
    rules: rules(required(msg('error.hasDrivers'))),
  },
  {
    path: DRIVERS_PATH,
    label: 'q.drivers',
    indent: true,
    control: { kind: 'block', block: 'drivers' },
    when: ({ draft }) => draft.risk.has_additional_drivers === true,
    rules: listRule({
      max: MAX_ADDITIONAL_DRIVERS,
      emptyMessage: msg('error.driversEmpty'),
      maxMessage: msg('error.driversMax', { max: MAX_ADDITIONAL_DRIVERS }),
    }),
  },
];

/** The additional driver a whole path belongs to ('risk.additional_drivers.1.…' -> 1), or null for the proposer's. */
export const driverIndexOf = (path: string): number | null => {
  const match = /^risk\.additional_drivers\.(\d+)\./.exec(path);
  return match ? Number(match[1]) : null;
};
