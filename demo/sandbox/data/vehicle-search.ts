import { hashPart, hashString } from './hash';
import { BLANK_BODY_STYLE } from './lists/vehicle-specs';
import { MANUAL_SEARCH_FIELDS, matchesField, optionsFor, type ManualSearchField } from './manual-search-options';
import type { ListOption } from './list-option';
import { isValidRegistration, normaliseRegistration, registrationYear } from './registration';
import { isMadeIn, productionEnd, type VehicleRecord } from './vehicle-record';
import { VEHICLES, vehicleByAbiCode } from './vehicles';

/** Test plates, documented for the sandbox like a payment provider's test cards. */
export const KNOWN_REGISTRATION = 'AB12CDE'; // 2012 Ford Fiesta Zetec 1.25 5dr, every field present
export const NOT_FOUND_REGISTRATION = 'ZZ99ZZZ'; // valid format, never found
export const INCOMPLETE_REGISTRATION = 'MS12SNG'; // found, with seats 0 and body style BLANK
const KNOWN_ABI_CODE = '32010104';

export type RegistrationVehicle = {
  registration: string;
  abi_code: string;
  manufacturer: string;
  model: string;
  description: string;
  year: number;
  engine_size: number;
  /** null when the data supplier has no fuel type for the car. */
  fuel_type: string | null;
  transmission: string;
  doors: number;
  /** 0 when the data supplier has no seat count. */
  seats: number;
  /** 'BLANK' when the data supplier has no body style. */
  body_style: string;
};

type Gap = 'seats' | 'body_style' | 'fuel_type';
const GAPS: readonly Gap[] = ['seats', 'body_style', 'fuel_type'];

function toRegistrationVehicle(reg: string, v: VehicleRecord, year: number, gaps: readonly Gap[]): RegistrationVehicle {
  return {
    registration: reg,
    abi_code: v.abi_code,
    manufacturer: v.manufacturer,
    model: v.model,
    description: v.description,
    year,
    engine_size: v.engine_size,
    transmission: v.transmission,
    doors: v.doors,
    fuel_type: gaps.includes('fuel_type') ? null : v.fuel_type,
    seats: gaps.includes('seats') ? 0 : v.seats,
    body_style: gaps.includes('body_style') ? BLANK_BODY_STYLE : v.body_style,
  };
}

/**
 * A car made in the plate's year. A dateless or cherished plate can sit on any car, but never on one
 * older than the plate's own year, because a plate may not make a car look newer than it is.
 */
function pickVehicle(reg: string, hash: number, today: Date): { vehicle: VehicleRecord; year: number } {
  const plateYear = registrationYear(reg, today);
  if (plateYear !== null) {
    const made = VEHICLES.filter((v) => isMadeIn(v, plateYear, today));
    if (made.length > 0) return { vehicle: made[hash % made.length], year: plateYear };
  }
  const floor = plateYear ?? 0;
  const pool = VEHICLES.filter((v) => productionEnd(v, today) >= floor);
  const vehicle = pool[hash % pool.length];
  const from = Math.max(vehicle.year_min, floor);
  return { vehicle, year: from + (hashPart(hash, 1) % (productionEnd(vehicle, today) - from + 1)) };
}

/**
 * Registration look-up. Unknown and invalid plates answer no vehicles; any other valid plate answers
 * one car chosen from a hash of the plate, and one plate in ten lacks seats, body style or fuel type.
 */
export function findByRegistration(registration: string, today: Date = new Date()): { vehicles: RegistrationVehicle[] } {
  const reg = normaliseRegistration(registration);
  if (!isValidRegistration(reg) || reg === NOT_FOUND_REGISTRATION) return { vehicles: [] };
  const known = vehicleByAbiCode(KNOWN_ABI_CODE);
  if (reg === KNOWN_REGISTRATION && known) return { vehicles: [toRegistrationVehicle(reg, known, 2012, [])] };
  const hash = hashString(reg);
  const { vehicle, year } = pickVehicle(reg, hash, today);
  let gaps: Gap[] = [];
  if (reg === INCOMPLETE_REGISTRATION) gaps = ['seats', 'body_style'];
  else if (hashPart(hash, 2) % 10 === 0) gaps = [GAPS[hashPart(hash, 3) % GAPS.length]];
  return { vehicles: [toRegistrationVehicle(reg, vehicle, year, gaps)] };
}

export type ManualSearchQuery = Partial<Record<ManualSearchField, string | number | null>>;

export type ManualSearchVehicle = Pick<
  VehicleRecord,
  | 'abi_code'
  | 'manufacturer'
  | 'model'
  | 'description'
  | 'fuel_type'
  | 'engine_size'
  | 'doors'
  | 'seats'
  | 'body_style'
  | 'transmission'
  | 'year_min'
> & { year_max: number };

export type ManualSearchResult = {
  options: Partial<Record<ManualSearchField, ListOption[]>>;
  vehicles?: ManualSearchVehicle[];
};

/**
 * Manual look-up: the options for the first field of the cascade not yet answered, or, once all
 * six are answered, the matching vehicles. Answers after a gap are ignored, as the widget clears them.
 */
export function manualSearch(query: ManualSearchQuery, today: Date = new Date()): ManualSearchResult {
  let matches: readonly VehicleRecord[] = VEHICLES;
  for (const field of MANUAL_SEARCH_FIELDS) {
    const wanted = String(query[field] ?? '').trim();
    if (wanted === '') return { options: { [field]: optionsFor(field, matches, today) } };
    matches = matches.filter((vehicle) => matchesField(vehicle, field, wanted, today));
  }
  const vehicles = [...matches]
    .sort((a, b) => a.description.localeCompare(b.description))
    .map((v) => ({
      abi_code: v.abi_code,
      manufacturer: v.manufacturer,
      model: v.model,
      description: v.description,
      fuel_type: v.fuel_type,
      engine_size: v.engine_size,
      doors: v.doors,
      seats: v.seats,
      body_style: v.body_style,
      transmission: v.transmission,
      year_min: v.year_min,
      year_max: productionEnd(v, today),
    }));
  return { options: {}, vehicles };
}
