import * as v from 'valibot';
import { AddressSchema } from './address';
import { answer, IsoDateSchema } from './common';

/** The adult who holds the account when it is not the proposer (always the case for an under-18). */
export const ThirdPartySchema = v.object({
  title: answer(v.string()),
  forename: answer(v.string()),
  surname: answer(v.string()),
  date_of_birth: answer(IsoDateSchema),
  address: v.nullish(AddressSchema, {}),
});
export type ThirdParty = v.InferOutput<typeof ThirdPartySchema>;

/** Day of the month as '1'..'31', optionally zero-padded ('05'): it follows the cover start date. */
export const CollectionDaySchema = v.pipe(
  v.string(),
  v.regex(/^(?:0?[1-9]|[12]\d|3[01])$/, 'expected a day of the month'),
);

/**
 * Bank details are structural here (a draft may be half typed); 8-digit account numbers and
 * ##-##-## sort codes are the form's rules. sort_code travels without hyphens.
 */
export const DirectDebitSchema = v.object({
  account_name: answer(v.string()),
  account_number: answer(v.string()),
  sort_code: answer(v.string()),
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
