import * as v from 'valibot';
import { answer, text } from './common';

/** A UK postal address: up to five lines and the postcode, as docs/product/api.md#what-a-proposal-holds lists them. */
export const AddressSchema = v.object({
  line_1: answer(text()),
  line_2: answer(text()),
  line_3: answer(text()),
  line_4: answer(text()),
  line_5: answer(text()),
  postcode: answer(text()),
});
export type Address = v.InferOutput<typeof AddressSchema>;

export function emptyAddress(): Address {
  return v.parse(AddressSchema, {});
}
