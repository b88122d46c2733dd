import * as v from 'valibot';
import { answer, IsoDateSchema } from './common';

/** Marketing consent, third party authority (tpa_*) and the device-risk marker. */
export const UserfieldsSchema = v.object({
  has_email_consent: answer(v.boolean()),
  has_third_party_authority: answer(v.boolean()),
  tpa_title: answer(v.string()),
  tpa_forename: answer(v.string()),
  tpa_surname: answer(v.string()),
  tpa_date_of_birth: answer(IsoDateSchema),
  tpa_email: answer(v.string()),
  tpa_phone: answer(v.string()),
  iovachek: answer(v.string()),
});
export type Userfields = v.InferOutput<typeof UserfieldsSchema>;

/** The fields that turning third party authority off clears. */
export const TPA_FIELDS = [
  'tpa_title',
  'tpa_forename',
  'tpa_surname',
  'tpa_date_of_birth',
  'tpa_email',
  'tpa_phone',
] as const satisfies readonly (keyof Userfields)[];
