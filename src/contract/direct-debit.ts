import * as v from 'valibot';
import { AddressSchema } from './address';
import { answer, IsoDateSchema, text, TEXT_MAX } from './common';

/** The adult who holds the account when it is not the proposer (always the case for an under-18). */
export const ThirdPartySchema = v.object({
  title: answer(text()),
  forename: answer(text()),
  surname: answer(text()),
  date_of_birth: answer(IsoDateSchema),
  address: v.nullish(AddressSchema, {}),
  /** Where the insurer sends the link the account holder opens to agree and sign (docs/api-team.md#when-someone-else-holds-the-account). */
  email: answer(text(TEXT_MAX.email)),
});
export type ThirdParty = v.InferOutput<typeof ThirdPartySchema>;

/** Day of the month as '1'..'31', optionally zero-padded ('05'): it follows the cover start date. */
export const CollectionDaySchema = v.pipe(text(), v.regex(/^(?:0?[1-9]|[12]\d|3[01])$/, 'expected a day of the month'));

/**
 * Bank details are structural here (a draft may be half typed); 8-digit account numbers and
 * ##-##-## sort codes are the form's rules. sort_code travels without hyphens.
 */
export const DirectDebitSchema = v.object({
  account_name: answer(text()),
  account_number: answer(text()),
  sort_code: answer(text()),
  collection_day: v.nullish(CollectionDaySchema, '1'),
  is_proposer_account_holder: answer(v.boolean()),
  third_party: answer(ThirdPartySchema),
});
export type DirectDebit = v.InferOutput<typeof DirectDebitSchema>;

export function emptyDirectDebit(): DirectDebit {
  return v.parse(DirectDebitSchema, {});
}

export function emptyThirdParty(): ThirdParty {
  return v.parse(ThirdPartySchema, {});
}
