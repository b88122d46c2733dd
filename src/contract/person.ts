import * as v from 'valibot';
import { answer, IsoDateSchema, text } from './common';
import { DriverDetailsSchema } from './driver-details';

const NameSchema = v.object({
  title: answer(text()),
  forenames: answer(text()),
  surname: answer(text()),
  /** Derived (title + surname), never asked. */
  salutation: answer(text()),
});

/** status, role and industry are occupation_status / occupation_role / occupation_industry codes. */
export const OccupationSchema = v.object({
  status: answer(text()),
  role: answer(text()),
  industry: answer(text()),
});
export type Occupation = v.InferOutput<typeof OccupationSchema>;

const ResidentSchema = v.object({
  is_uk_born: answer(v.boolean()),
  since: answer(IsoDateSchema),
});

/**
 * What every driver answers; the proposer adds contact details, an additional driver adds the
 * relationship. Kept as entries (not a schema) so both objects are built from one list.
 */
export const personEntries = {
  name: v.nullish(NameSchema, {}),
  date_of_birth: answer(IsoDateSchema),
  resident: v.nullish(ResidentSchema, {}),
  full_time_occupation: v.nullish(OccupationSchema, {}),
  has_part_time_occupation: answer(v.boolean()),
  part_time_occupation: answer(OccupationSchema),
  has_insurance_refused: answer(v.boolean()),
  is_smoker: answer(v.boolean()),
  has_non_rta_conviction: answer(v.boolean()),
  driver_details: v.nullish(DriverDetailsSchema, {}),
};

export function emptyOccupation(): Occupation {
  return v.parse(OccupationSchema, {});
}
