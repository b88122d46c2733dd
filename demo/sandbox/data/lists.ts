import type { ListOption } from './list-option';
import { COVER_TYPE, CLASS_OF_USE } from './lists/cover';
import { MOTORING_ORGANISATION, VEHICLE_ACCESS } from './lists/driver-extras';
import { LICENCE_TYPE } from './lists/licence';
import { MOTOR_CLAIM } from './lists/motor-claims';
import { MOTOR_CONVICTIONS } from './lists/motor-convictions';
import { OCCUPATION_INDUSTRY } from './lists/occupation-industries';
import { OCCUPATION_ROLE } from './lists/occupation-roles';
import { OCCUPATION_STATUS } from './lists/occupation-status';
import { EDUCATION_LEVEL, MARITAL_STATUS, RELATIONSHIP_TO_PROPOSER, TITLE } from './lists/person';
import { DAYTIME_LOCATION, KEPT_NIGHT, NIGHT_USAGE, VEHICLE_OWNER } from './lists/vehicle-keeping';
import { VEHICLE_MODIFICATION } from './lists/vehicle-modifications';
import { BODY_STYLE, FUEL_TYPE, TRANSMISSION } from './lists/vehicle-specs';

/** Every reference list, keyed by the name the widget asks for (served as insurer.{name}). */
export const LISTS: Record<string, ListOption[]> = {
  vehicle_fuel_type: FUEL_TYPE,
  vehicle_transmission: TRANSMISSION,
  vehicle_body_style: BODY_STYLE,
  cover_type: COVER_TYPE,
  occupation_status: OCCUPATION_STATUS,
  occupation_role: OCCUPATION_ROLE,
  occupation_industry: OCCUPATION_INDUSTRY,
  duq_marital_status: MARITAL_STATUS,
  duq_education_level_short: EDUCATION_LEVEL,
  duq_vehicle_owner_short: VEHICLE_OWNER,
  driving_license_type: LICENCE_TYPE,
  motor_claim: MOTOR_CLAIM,
  motor_convictions: MOTOR_CONVICTIONS,
  duq_vehicle_modification: VEHICLE_MODIFICATION,
  person_vehicle_access: VEHICLE_ACCESS,
  person_motoring_organisation: MOTORING_ORGANISATION,
  duq_relationship_to_proposer_driver: RELATIONSHIP_TO_PROPOSER,
  duq_vehicle_kept_night: KEPT_NIGHT,
  duq_vehicle_night_usage_short: NIGHT_USAGE,
  duq_vehicle_daytime_location: DAYTIME_LOCATION,
  pc_class_of_use: CLASS_OF_USE,
  title: TITLE,
};

/** The display name of a value in a list; 'Unknown' for a value or list the sandbox does not know. */
export function optionName(list: string, value: string | null | undefined): string {
  const found = LISTS[list]?.find((option) => option.value === value);
  return found ? found.name : 'Unknown';
}
