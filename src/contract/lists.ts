import * as v from 'valibot';
import { CodeSchema, text, list, LIST_MAX, TEXT_MAX } from './common';

/** The option lists of docs/product/api.md#option-lists, fetched as 'insurer.{name}'. */
export const LIST_NAMES = [
  'vehicle_fuel_type',
  'vehicle_transmission',
  'vehicle_body_style',
  'cover_type',
  'occupation_status',
  'occupation_role',
  'occupation_industry',
  'duq_marital_status',
  'duq_education_level_short',
  'duq_vehicle_owner_short',
  'driving_license_type',
  'motor_claim',
  'motor_convictions',
  'duq_vehicle_modification',
  'person_vehicle_access',
  'person_motoring_organisation',
  'duq_relationship_to_proposer_driver',
  'duq_vehicle_kept_night',
  'duq_vehicle_night_usage_short',
  'duq_vehicle_daytime_location',
  'pc_class_of_use',
  'person_title',
] as const;
export const ListNameSchema = v.picklist(LIST_NAMES);
export type ListName = v.InferOutput<typeof ListNameSchema>;

export const LIST_PREFIX = 'insurer.';

/** One choice: value is the code stored in the proposal, name the words shown. */
export const OptionSchema = v.object({
  value: CodeSchema,
  /** Some option names are sentences (medical conditions, conviction codes). */
  name: text(TEXT_MAX.description),
});
export type Option = v.InferOutput<typeof OptionSchema>;

export const OptionListSchema = v.object({
  /** 'insurer.{list name}'. */
  name: v.pipe(text(), v.startsWith(LIST_PREFIX, `expected a name starting ${LIST_PREFIX}`)),
  options: list(OptionSchema, LIST_MAX.options),
});
