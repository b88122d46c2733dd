import * as v from 'valibot';
import { AdditionalDriverSchema } from './additional-driver';
import { answer, CountSchema, IsoDateSchema, NumberLikeSchema, text, list, LIST_MAX } from './common';
import { DuqsSchema } from './duqs';
import { PreviousInsuranceSchema } from './previous-insurance';
import { ProposerSchema } from './proposer';
import { UserfieldsSchema } from './userfields';
import { VehicleSchema } from './vehicle';

/** Everything rated: who drives, what car, how it is used and the cover asked for. */
export const RiskSchema = v.object({
  proposer: v.nullish(ProposerSchema, { driver_details: { driver_type: 'proposer' } }),
  has_additional_drivers: answer(v.boolean()),
  additional_drivers: v.nullish(list(AdditionalDriverSchema, LIST_MAX.answers), []),
  /** 'email' or 'post'. */
  documentation_delivery_method: answer(text()),
  /** Aggregator code (105, 114, 112, 115, 104), 'Website', or empty for direct. */
  source_of_business: answer(text()),
  start_date: answer(IsoDateSchema),
  userfields: v.nullish(UserfieldsSchema, {}),
  duqs: v.nullish(DuqsSchema, {}),
  business_mileage: answer(CountSchema),
  total_mileage: answer(CountSchema),
  has_previous_insurance: answer(v.boolean()),
  previous_insurance: answer(PreviousInsuranceSchema),
  has_driving_experience: answer(v.boolean()),
  driving_experience: answer(text()),
  /** Pounds; older clients sent '100' as a string, so a numeric string is accepted. */
  voluntary_excess: v.nullish(v.pipe(NumberLikeSchema, v.minValue(0)), 0),
  vehicle: v.nullish(VehicleSchema, {}),
});
export type Risk = v.InferOutput<typeof RiskSchema>;
