import * as v from 'valibot';
import { answer, CountSchema, IsoDateSchema, MoneySchema, text } from './common';

/** One motoring conviction; code is a motor_convictions list code (e.g. SP30). */
export const ConvictionSchema = v.object({
  code: answer(text()),
  conviction_date: answer(IsoDateSchema),
  offence_date: answer(IsoDateSchema),
  points: answer(CountSchema),
  has_ban_months: answer(v.boolean()),
  ban_months: answer(CountSchema),
  fine: answer(MoneySchema),
  alcohol_reading_type: answer(text()),
  alcohol_reading: answer(v.pipe(v.number(), v.minValue(0))),
});
export type Conviction = v.InferOutput<typeof ConvictionSchema>;

export function emptyConviction(): Conviction {
  return v.parse(ConvictionSchema, {});
}
