import * as v from 'valibot';
import { answer, CountSchema, IsoDateSchema, MoneySchema, text, list, LIST_MAX } from './common';

/** docs/product/constants.md#covers-and-benefits: comprehensive, third party fire and theft, third party only. */
export const COVER_TYPES = ['C', 'TPFT', 'TPO'] as const;
export type CoverType = (typeof COVER_TYPES)[number];

/** type is a duq_vehicle_modification code; at most 10 are kept (docs/product/validation.md#repeaters). */
export const ModificationSchema = v.object({
  type: answer(text()),
  description: answer(text()),
});
export type Modification = v.InferOutput<typeof ModificationSchema>;

const PurchasedSchema = v.object({
  is_purchased: answer(v.boolean()),
  date_purchased: answer(IsoDateSchema),
});

export const VehicleSchema = v.object({
  has_registration: answer(v.boolean()),
  registration: answer(text()),
  cover_type: answer(v.picklist(COVER_TYPES)),
  kept_postcode: answer(text()),
  kept_location: answer(text()),
  value: answer(MoneySchema),
  keeper: answer(v.boolean()),
  owner: answer(v.boolean()),
  year: answer(v.pipe(v.number(), v.integer())),
  purchased: v.nullish(PurchasedSchema, {}),
  is_modified: answer(v.boolean()),
  modifications: v.nullish(list(ModificationSchema, LIST_MAX.answers), []),
  model: answer(text()),
  class_of_use: answer(text()),
  has_tracker: answer(v.boolean()),
  /** 'BLANK' from a lookup means unknown: the form asks for it. */
  body_style: answer(text()),
  is_left_hand_drive: answer(v.boolean()),
  abi_code: answer(text()),
  production_years: answer(text()),
  manufacturer: answer(text()),
  description: answer(text()),
  /** Cubic centimetres. */
  engine_size: answer(CountSchema),
  fuel_type: answer(text()),
  fuel_type_cdl: answer(text()),
  transmission: answer(text()),
  transmission_cdl: answer(text()),
  doors: answer(CountSchema),
  /** 0 from a lookup means unknown: the form asks for it. */
  seats: answer(CountSchema),
  is_kept_at_proposer_postcode: answer(v.boolean()),
});
export type Vehicle = v.InferOutput<typeof VehicleSchema>;

/** The vehicle a draft starts from, and the one 'no, I don't know the registration' resets to. */
export function emptyVehicle(): Vehicle {
  return v.parse(VehicleSchema, {});
}
