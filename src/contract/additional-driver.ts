import * as v from 'valibot';
import { answer, text } from './common';
import { personEntries } from './person';

/** The proposer's questions without address, e-mail or phones, plus the relationship. */
export const AdditionalDriverSchema = v.object({
  ...personEntries,
  /** duq_relationship_to_proposer_driver code; duqs.relationship_to_proposer_driver_N mirrors it. */
  relationship_to_proposer: answer(text()),
});
export type AdditionalDriver = v.InferOutput<typeof AdditionalDriverSchema>;

export function emptyAdditionalDriver(): AdditionalDriver {
  return v.parse(AdditionalDriverSchema, { driver_details: { driver_type: 'additional_driver' } });
}
