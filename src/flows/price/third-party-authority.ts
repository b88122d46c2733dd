import * as v from 'valibot';
import { TPA_FIELDS, type Userfields } from '../../contract/userfields';
import { msg, type Message } from '../../config/label-message';
import { MAX_DRIVING_AGE, MIN_DRIVING_AGE } from '../../domain/constants';
import { date, maxAge, minAge } from '../../domain/validation/date-rules';
import { required } from '../../domain/validation/required';
import { email, name, phone } from '../../domain/validation/text-rules';
import { validateField } from '../../domain/validation/validate-field';
import { NAME_MESSAGES, rules } from '../../domain/validation/form-rules';

export type TpaField = (typeof TPA_FIELDS)[number];
export type TpaErrors = Partial<Record<TpaField, Message>>;

/** docs/product/validation.md#third-party-authority: every field is required while the toggle is on. */
export const TPA_RULES: Readonly<Record<TpaField, v.GenericSchema<unknown, unknown>>> = {
  tpa_title: rules(required(msg('error.tpa.title'))),
  tpa_forename: rules(required(msg('error.tpa.forename')), name(NAME_MESSAGES.first)),
  tpa_surname: rules(required(msg('error.tpa.surname')), name(NAME_MESSAGES.last)),
  tpa_date_of_birth: rules(
    required(msg('error.tpa.dob')),
    date(msg('error.dobReal')),
    minAge(MIN_DRIVING_AGE, msg('error.tpa.minAge', { age: MIN_DRIVING_AGE })),
    maxAge(MAX_DRIVING_AGE, msg('error.dobMaxAge', { age: MAX_DRIVING_AGE })),
  ),
  tpa_email: rules(required(msg('error.tpa.email')), email(msg('error.email'))),
  tpa_phone: rules(required(msg('error.tpa.phone')), phone(msg('error.phone'))),
};

/**
 * The first message per tpa_ field; none while the toggle is off. `raw` holds a date typed so far
 * that is not a real date yet (the draft keeps null for it), so the message says what is wrong.
 */
export function tpaErrors(
  userfields: Pick<Userfields, 'has_third_party_authority' | TpaField>,
  raw: Readonly<Record<string, string>> = {},
): TpaErrors {
  if (userfields.has_third_party_authority !== true) return {};
  const errors: TpaErrors = {};
  for (const field of TPA_FIELDS) {
    const message = validateField(TPA_RULES[field], raw[`risk.userfields.${field}`] ?? userfields[field]);
    if (message) errors[field] = message;
  }
  return errors;
}
