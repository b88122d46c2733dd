import * as v from 'valibot';
import type { DirectDebit } from '../../api/contract/direct-debit';
import { DIRECT_DEBIT_MIN_AGE, MAX_DRIVING_AGE } from '../../domain/constants';
import { ageOn } from '../../domain/dates';
import { accountNumber, sortCode } from '../../domain/validation/bank-rules';
import { date, maxAge, minAge } from '../../domain/validation/date-rules';
import { required } from '../../domain/validation/required';
import { name, postcode } from '../../domain/validation/text-rules';
import { fieldErrors } from '../../domain/validation/validate-field';

/** Bacs prints up to 18 characters of the name; banks accept a little more as typed. */
export const ACCOUNT_NAME_MAX_LENGTH = 40;

/** SPEC.md sections 6 and 9: under 18s may not hold a direct debit, so the proposer needs an adult account holder. */
export const isMinor = (dateOfBirth: unknown, today?: string) => {
  const age = ageOn(dateOfBirth, today);
  return age !== null && age < DIRECT_DEBIT_MIN_AGE;
};

const text = (...rules: v.PipeItem<unknown, unknown, v.BaseIssue<unknown>>[]) => v.pipe(v.unknown(), ...rules);

const bankSchema = (proposerIsMinor: boolean) =>
  v.object({
    is_proposer_account_holder: text(
      required('Select yes if the account is in your name'),
      v.check((holder) => !(proposerIsMinor && holder === true), 'You must be 18 or over to hold the account: enter the details of an adult account holder'),
    ),
    account_name: text(
      required('Enter the name on the account'),
      v.check((value) => String(value).trim().length <= ACCOUNT_NAME_MAX_LENGTH, `Name on the account must be ${ACCOUNT_NAME_MAX_LENGTH} characters or fewer`),
    ),
    account_number: text(required('Enter the account number'), accountNumber()),
    sort_code: text(required('Enter the sort code'), sortCode()),
  });

const ThirdPartyFormSchema = v.object({
  title: text(required('Select the account holder’s title')),
  forename: text(required('Enter the account holder’s first name'), name('First name')),
  surname: text(required('Enter the account holder’s last name'), name('Last name')),
  date_of_birth: text(
    required('Enter the account holder’s date of birth'),
    date('Enter a real date of birth, like 27/03/1970'),
    minAge(DIRECT_DEBIT_MIN_AGE, 'The account holder must be 18 or over'),
    maxAge(MAX_DRIVING_AGE, 'Enter a real date of birth'),
  ),
  address: v.object({
    line_1: text(required('Enter the first line of the account holder’s address')),
    line_3: text(required('Enter the town or city')),
    postcode: text(required('Enter the postcode'), postcode()),
  }),
});

/**
 * SPEC.md section 5's direct-debit rules, one message per field keyed by its path in the draft
 * ('account_number', 'third_party.date_of_birth'). The third party is checked only when the proposer
 * does not hold the account. `dobText` is a date of birth typed but not yet a real date.
 */
export function directDebitErrors(dd: DirectDebit, proposerDateOfBirth: unknown, dobText?: string | null): Record<string, string> {
  const errors = fieldErrors(bankSchema(isMinor(proposerDateOfBirth)), dd);
  if (dd.is_proposer_account_holder !== false) return errors;
  const holder = { ...dd.third_party, address: dd.third_party?.address ?? {}, date_of_birth: dobText ?? dd.third_party?.date_of_birth ?? null };
  for (const [path, message] of Object.entries(fieldErrors(ThirdPartyFormSchema, holder))) errors[`third_party.${path}`] = message;
  return errors;
}
