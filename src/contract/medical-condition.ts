import * as v from 'valibot';
import { answer, CountSchema, IsoDateSchema, text, TEXT_MAX } from './common';

/** The one DVLA-notifiable medical condition a quote may carry (across all drivers). */
export const MedicalConditionSchema = v.object({
  code: answer(text()),
  date: answer(IsoDateSchema),
  claims: answer(text()),
  status: answer(text()),
  is_vehicle_modified: answer(v.boolean()),
  is_dvla_notified: answer(v.boolean()),
  has_dvla_restriction: answer(v.boolean()),
  is_receiving_treatment: answer(v.boolean()),
  treatment_description: answer(text(TEXT_MAX.description)),
  has_insulin_injections: answer(v.boolean()),
  insulin_units: answer(v.pipe(v.number(), v.minValue(0))),
  number_of_coronary_attacks: answer(CountSchema),
  has_coronary_by_pass: answer(v.boolean()),
  coronary_date: answer(IsoDateSchema),
});
