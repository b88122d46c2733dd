import * as v from 'valibot';
import { answer, CountSchema, text } from './common';

const NcdSchema = v.object({
  years: answer(CountSchema),
  is_protected: answer(v.boolean()),
});

/** Present only when has_previous_insurance is true ('Yes' creates a blank record). */
export const PreviousInsuranceSchema = v.object({
  ncd: v.nullish(NcdSchema, {}),
  type: answer(text()),
});
