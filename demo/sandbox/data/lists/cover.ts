import { toOptions } from '../list-option';

export const COVER_TYPE = toOptions([
  ['C', 'Comprehensive'],
  ['TPFT', 'Third Party, Fire and Theft'],
  ['TPO', 'Third Party Only'],
]);

/** Classes of use that include business use: business mileage is asked only for these. */
export const BUSINESS_CLASSES_OF_USE: readonly string[] = ['C1', 'C2', 'C3'];

export const CLASS_OF_USE = toOptions([
  ['SDP', 'Social, domestic and pleasure (no commuting)'],
  ['SDPC', 'Social, domestic and pleasure, including commuting'],
  ['C1', 'Business use by you'],
  ['C2', 'Business use by you and your spouse or partner'],
  ['C3', 'Business use by all drivers'],
]);
