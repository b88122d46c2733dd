import * as v from 'valibot';
import { answer } from './common';

/** A UK postal address: up to five lines and the postcode, as SPEC.md section 3 lists them. */
export const AddressSchema = v.object({
  line_1: answer(v.string()),
  line_2: answer(v.string()),
  line_3: answer(v.string()),
  line_4: answer(v.string()),
  line_5: answer(v.string()),
  postcode: answer(v.string()),
});
export type Address = v.InferOutput<typeof AddressSchema>;

export function emptyAddress(): Address {
  return v.parse(AddressSchema, {});
}
