import * as v from 'valibot';
import { answer, IsoDateSchema, MoneySchema, text } from './common';

/** One claim, accident or loss of the last 5 years; description is a motor_claim list code. */
export const ClaimSchema = v.object({
  description: answer(text()),
  date: answer(IsoDateSchema),
  has_own_damage_cost: answer(v.boolean()),
  own_damage_cost: answer(MoneySchema),
  has_third_party_cost: answer(v.boolean()),
  third_party_cost: answer(MoneySchema),
  is_ncb_prejudiced: answer(v.boolean()),
  is_personal_injury: answer(v.boolean()),
  is_under_policyholders_cover: answer(v.boolean()),
});
export type Claim = v.InferOutput<typeof ClaimSchema>;

export function emptyClaim(): Claim {
  return v.parse(ClaimSchema, {});
}
