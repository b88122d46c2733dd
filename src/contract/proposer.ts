import * as v from 'valibot';
import { AddressSchema } from './address';
import { answer, text, TEXT_MAX } from './common';
import { personEntries } from './person';

const PhoneNumbersSchema = v.object({
  mobile: answer(text()),
  other: answer(text()),
  home: answer(text()),
});

export const ProposerSchema = v.object({
  ...personEntries,
  address: v.nullish(AddressSchema, {}),
  email_address: answer(text(TEXT_MAX.email)),
  phone_numbers: v.nullish(PhoneNumbersSchema, {}),
});
export type Proposer = v.InferOutput<typeof ProposerSchema>;
