import * as v from 'valibot';
import { ruleMessage } from '../../domain/validation/rule-message';
import { emptyThirdParty, type DirectDebit } from '../../contract/direct-debit';
import { emptyAddress } from '../../contract/address';
import { msg, type Message } from '../../config/label-message';
import { ACCOUNT_NAME_MAX_LENGTH, DIRECT_DEBIT_MIN_AGE, MAX_DRIVING_AGE } from '../../domain/constants';
import { ageOn } from '../../domain/dates';
import { accountNumber, sortCode } from '../../domain/validation/bank-rules';
import { date, maxAge, minAge } from '../../domain/validation/date-rules';
import { required } from '../../domain/validation/required';
import { email, name, postcode } from '../../domain/validation/text-rules';
import { fieldErrors } from '../../domain/validation/validate-field';
import { NAME_MESSAGES, rules as text } from '../../domain/validation/form-rules';

/** docs/product/README.md#who-may-do-what and docs/product/constants.md#direct-debit: under 18s may not hold a direct debit, so the proposer needs an adult account holder. */
export const isMinor = (dateOfBirth: unknown, today?: string) => {
  const age = ageOn(dateOfBirth, today);
  return age !== null && age < DIRECT_DEBIT_MIN_AGE;
};

const bankSchema = (proposerIsMinor: boolean) =>
  v.object({
    is_proposer_account_holder: text(
      required(msg('error.dd.holder')),
      v.check((holder) => !(proposerIsMinor && holder === true), ruleMessage(msg('error.dd.holderMinor'))),
    ),
    account_name: text(
      required(msg('error.dd.accountName')),
      v.check(
        (value) => String(value).trim().length <= ACCOUNT_NAME_MAX_LENGTH,
        ruleMessage(msg('error.dd.accountNameLength', { max: ACCOUNT_NAME_MAX_LENGTH })),
      ),
    ),
    account_number: text(required(msg('error.dd.accountNumber')), accountNumber(msg('error.dd.accountNumberFormat'))),
    sort_code: text(required(msg('error.dd.sortCode')), sortCode(msg('error.dd.sortCodeFormat'))),
  });

const ThirdPartyFormSchema = v.object({
  title: text(required(msg('error.dd.title'))),
  forename: text(required(msg('error.dd.forename')), name(NAME_MESSAGES.first)),
  surname: text(required(msg('error.dd.surname')), name(NAME_MESSAGES.last)),
  date_of_birth: text(
    required(msg('error.dd.dob')),
    date(msg('error.dd.dobReal')),
    minAge(DIRECT_DEBIT_MIN_AGE, msg('error.dd.minAge')),
    maxAge(MAX_DRIVING_AGE, msg('error.dobMaxAge', { age: MAX_DRIVING_AGE })),
  ),
  address: v.object({
    line_1: text(required(msg('error.dd.addressLine1'))),
    line_3: text(required(msg('error.dd.town'))),
    postcode: text(required(msg('error.dd.postcode')), postcode(msg('error.postcode'))),
  }),
  // Where the holder's link to agree and sign is sent (docs/product/regulation.md#when-someone-else-holds-the-account).
  email: text(required(msg('error.dd.holderEmail')), email(msg('error.email'))),
});

/**
 * docs/product/validation.md#direct-debit's rules, one message per field keyed by its path in the draft
 * ('account_number', 'third_party.date_of_birth'). The third party is checked only when the proposer
 * does not hold the account. `dobText` is a date of birth typed but not yet a real date.
 */
export function directDebitErrors(dd: DirectDebit, proposerDateOfBirth: unknown, dobText?: string | null): Record<string, Message> {
  const errors = fieldErrors(bankSchema(isMinor(proposerDateOfBirth)), dd);
  if (dd.is_proposer_account_holder !== false) return errors;
  // The draft's third_party is null until a detail is typed (and after Yes): the rules check a blank
  // record then, so every field says what to enter, never valibot's 'Invalid key' of a missing one.
  const typed = dd.third_party ?? emptyThirdParty();
  const holder = {
    ...emptyThirdParty(),
    ...typed,
    address: { ...emptyAddress(), ...typed.address },
    date_of_birth: dobText ?? typed.date_of_birth ?? null,
  };
  for (const [path, message] of Object.entries(fieldErrors(ThirdPartyFormSchema, holder))) errors[`third_party.${path}`] = message;
  return errors;
}
