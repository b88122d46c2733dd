import * as v from 'valibot';
import { answer, CodeSchema, CountSchema, text, list, LIST_MAX } from './common';
import { VehicleSchema } from './vehicle';
import { OptionSchema } from './lists';

/** A car found by registration; fields a lookup could not fill come back null (seats 0 / 'BLANK' too). */
export const VehicleMatchSchema = v.object({
  ...v.pick(VehicleSchema, [
    'registration',
    'model',
    'description',
    'year',
    'production_years',
    'engine_size',
    'fuel_type',
    'fuel_type_cdl',
    'transmission',
    'transmission_cdl',
    'doors',
    'seats',
    'body_style',
  ]).entries,
  // A match always names its ABI code and make; the proposal's vehicle may not have one yet.
  abi_code: text(),
  manufacturer: text(),
});
export type VehicleMatch = v.InferOutput<typeof VehicleMatchSchema>;

/** Upper case letters and digits only: the client strips spaces and upper-cases first. */
export const RegistrationQuerySchema = v.object({
  registration: v.pipe(text(), v.regex(/^[A-Z0-9]{1,8}$/, 'expected a registration without spaces')),
});

/** The manual cascade, in the order its answers accumulate in the query string. */
export const MANUAL_VEHICLE_FIELDS = ['manufacturer', 'model', 'fuel_type', 'year', 'transmission', 'doors'] as const;
export type ManualVehicleField = (typeof MANUAL_VEHICLE_FIELDS)[number];

export const ManualVehicleQuerySchema = v.object({
  manufacturer: answer(CodeSchema),
  model: answer(CodeSchema),
  fuel_type: answer(CodeSchema),
  year: answer(CodeSchema),
  transmission: answer(CodeSchema),
  doors: answer(CodeSchema),
});
export type ManualVehicleQuery = v.InferInput<typeof ManualVehicleQuerySchema>;

/** One car of the last cascade step; year_min..year_max is its production span. */
export const ManualVehicleSchema = v.object({
  abi_code: text(),
  manufacturer: text(),
  model: text(),
  description: answer(text()),
  fuel_type: text(),
  engine_size: CountSchema,
  doors: CountSchema,
  seats: answer(CountSchema),
  body_style: answer(text()),
  transmission: text(),
  year_min: v.pipe(v.number(), v.integer()),
  year_max: v.pipe(v.number(), v.integer()),
});
export type ManualVehicle = v.InferOutput<typeof ManualVehicleSchema>;

/** options holds the choices for the next unanswered field(s), keyed by field name. */
export const ManualVehicleResultSchema = v.object({
  options: v.record(v.picklist(MANUAL_VEHICLE_FIELDS), list(OptionSchema, LIST_MAX.options)),
  vehicles: v.nullish(list(ManualVehicleSchema, LIST_MAX.results), []),
});
export type ManualVehicleResult = v.InferOutput<typeof ManualVehicleResultSchema>;
