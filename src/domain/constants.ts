/**
 * Business constants and limits of docs/product/constants.md#constants: the one place every layer reads them
 * from. Timings and placeholders of the screens live beside the code that uses them (src/ui, src/embed).
 */
import { COVER_TYPES, type CoverType } from '../contract/vehicle';

/** Driving age limits. */
export const MIN_DRIVING_AGE = 17;
export const MAX_DRIVING_AGE = 120;

/** The cover may start today or up to this many days ahead. */
export const START_DATE_MAX_DAYS = 30;

/** Vehicle modifications: at most 10 stored (duqs vehicle_modification_1..10), 5 listed on the price screen. */
export const MAX_MODIFICATIONS = 10;

/**
 * Claims and convictions per driver: up to 5 items in a repeater (docs/product/constants.md#repeaters-and-drivers).
 * Additional drivers and modifications have their own limits below and above.
 */
export const REPEATER_MAX = 5;

/**
 * At most 4 additional drivers, 5 drivers in all with the proposer: what most UK private car
 * insurers accept on one policy. docs/product/constants.md#repeaters-and-drivers leaves the number to us.
 */
export const MAX_ADDITIONAL_DRIVERS = 4;

/** Details-form voluntary excess slider (cover C only). */
export const VOLUNTARY_EXCESS_MIN = 0;
export const VOLUNTARY_EXCESS_MAX = 2000;
export const VOLUNTARY_EXCESS_STEP = 25;

/** Price-presentation voluntary excess choices: £0 to £1,000 in £50 steps (21 options). */
const PRICE_EXCESS_MAX = 1000;
const PRICE_EXCESS_STEP = 50;
export const PRICE_EXCESS_OPTIONS: readonly number[] = Array.from(
  { length: PRICE_EXCESS_MAX / PRICE_EXCESS_STEP + 1 },
  (_, i) => i * PRICE_EXCESS_STEP,
);

/** Select options used where the vehicle lookup did not return the value. */
export const SEATS_OPTIONS: readonly string[] = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10+'];
export const DOORS_OPTIONS: readonly number[] = [1, 2, 3, 4, 5, 6, 7];

/** NCD years: 0 to 20+ on the details form ('20' means 20 or more); 1 to 99 in the add-on flow list. */
export const NCD_MAX_YEARS = 20;
export const NCD_YEARS_OPTIONS: readonly { value: string; name: string }[] = Array.from({ length: NCD_MAX_YEARS + 1 }, (_, years) => ({
  value: String(years),
  name: years === NCD_MAX_YEARS ? `${years}+` : String(years),
}));

/** Occupation codes with special handling (see occupation.ts). */
export const FULL_TIME_EDUCATION_STATUS = 'FTEdu';
export const FULL_TIME_EDUCATION_INDUSTRY = '950';
// docs/product/questions.md#full-time-education-and-work names five; the option list's other non-working statuses (carers, disabled, independent means) behave the same.
export const NON_WORKING_STATUSES: readonly string[] = [
  'Retired',
  'UnEmploy',
  'None',
  'NotKnown',
  'HsePerson',
  'Carer',
  'Disabled',
  'IndMeans',
];

/** Classes of use that include business mileage. */
export const BUSINESS_USE_CLASSES: readonly string[] = ['C1', 'C2', 'C3'];

/** Claims and convictions are asked for this many years back; NCD proof must be younger than this. */
export const LOOK_BACK_YEARS = 5;
export const NCD_PROOF_MAX_AGE_YEARS = 2;

/** Price-comparison partners' source-of-business codes (see partners.ts). */
export const AGGREGATOR_CODES: readonly string[] = ['105', '114', '112', '115', '104'];
export const DIRECT_SOURCE_OF_BUSINESS = 'Website';

/** Endorsement codes with a screen behaviour: 41 warns about a tracker, 39 grants driving other cars. */
export const ENDORSEMENT_TRACKER = '41';
export const ENDORSEMENT_DRIVING_OTHER_CARS = '39';

/** The server's stand-in mobile number when none was given; it is shown as blank. */
export const PLACEHOLDER_MOBILE = '01000000000';

/** Under 18s cannot hold a direct debit. */
export const DIRECT_DEBIT_MIN_AGE = 18;
/**
 * The name on the account, at most (docs/product/validation.md#direct-debit): Bacs prints 18
 * characters of it, banks take a little more as typed. The input stops there and the rule says so.
 */
export const ACCOUNT_NAME_MAX_LENGTH = 40;
export const COLLECTION_DAY_DEFAULT = '1';

/** Personal accident cover limits in pounds. */
export const PERSONAL_ACCIDENT_PER_PERSON = 25_000;
export const PERSONAL_ACCIDENT_PER_INCIDENT = 175_000;

/** True for a level of cover of the contract (COVER_TYPES, contract/vehicle.ts: its one list). */
export function isCoverType(value: unknown): value is CoverType {
  return typeof value === 'string' && (COVER_TYPES as readonly string[]).includes(value);
}

/**
 * Answers saved to come back to later (docs/product/constants.md#saved-answers): the e-mailed link
 * opens them once, within this many days, as GOV.UK's "save and come back later" links do.
 */
export const SAVED_ANSWERS_DAYS = 7;
