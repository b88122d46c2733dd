import { toOptions } from '../list-option';

/** Licence type that hides and clears the licence date. */
export const NO_LICENCE = '<No Licence>';

export const LICENCE_TYPE = toOptions([
  ['F', 'Full UK'],
  ['FA', 'Full UK (automatic only)'],
  ['P', 'Provisional UK'],
  ['PA', 'Provisional UK (automatic only)'],
  ['E', 'Full EU or EEA'],
  ['EA', 'Full EU or EEA (automatic only)'],
  ['I', 'International'],
  ['O', 'Other foreign licence'],
  [NO_LICENCE, 'No licence'],
]);
