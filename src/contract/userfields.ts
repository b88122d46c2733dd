import * as v from 'valibot';
import { answer, IsoDateSchema, text, TEXT_MAX } from './common';

/** Marketing consent, third party authority (tpa_*) and the device-risk marker. */
export const UserfieldsSchema = v.object({
  has_email_consent: answer(v.boolean()),
  has_third_party_authority: answer(v.boolean()),
  tpa_title: answer(text()),
  tpa_forename: answer(text()),
  tpa_surname: answer(text()),
  tpa_date_of_birth: answer(IsoDateSchema),
  tpa_email: answer(text(TEXT_MAX.email)),
  tpa_phone: answer(text()),
  iovachek: answer(text()),
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
