import * as v from 'valibot';
import { ClaimSchema } from './claim';
import { answer, CountSchema, IsoDateSchema, text, list, LIST_MAX } from './common';
import { ConvictionSchema } from './conviction';
import { MedicalConditionSchema } from './medical-condition';

/** docs/product/README.md#who-may-do-what: the two driver roles inside a proposal. */
const DRIVER_TYPES = ['proposer', 'additional_driver'] as const;

/** type is a driving_license_type code; '<No Licence>' means no licence date is asked. */
const LicenceSchema = v.object({
  type: answer(text()),
  date: answer(IsoDateSchema),
  has_convictions: answer(v.boolean()),
  convictions: v.nullish(list(ConvictionSchema, LIST_MAX.answers), []),
  has_provided_licence_number: answer(v.boolean()),
  number: answer(text()),
});

export const DriverDetailsSchema = v.object({
  has_access_to_other_vehicles: answer(v.boolean()),
  access_to_other_vehicles: answer(text()),
  vehicle_use: answer(text()),
  driver_type: answer(v.picklist(DRIVER_TYPES)),
  number_of_other_vehicles: answer(CountSchema),
  /** Extra driving qualifications held (codes), e.g. Pass Plus or advanced tests. */
  tests: v.nullish(list(text(), LIST_MAX.answers), []),
  licence: v.nullish(LicenceSchema, {}),
  has_medical_condition: answer(v.boolean()),
  medical_condition: answer(MedicalConditionSchema),
  has_claims: answer(v.boolean()),
  claims: v.nullish(list(ClaimSchema, LIST_MAX.answers), []),
  has_motoring_organisation: answer(v.boolean()),
  motoring_organisation: answer(text()),
});
