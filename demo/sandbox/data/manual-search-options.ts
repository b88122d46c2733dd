import type { ListOption } from './list-option';
import { FUEL_TYPE, TRANSMISSION } from './lists/vehicle-specs';
import { isMadeIn, productionEnd, type VehicleRecord } from './vehicle-record';

/** The manual look-up cascade, in the order the widget asks. */
export const MANUAL_SEARCH_FIELDS = ['manufacturer', 'model', 'fuel_type', 'year', 'transmission', 'doors'] as const;
export type ManualSearchField = (typeof MANUAL_SEARCH_FIELDS)[number];

const same = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();
const byName = (a: string, b: string) => a.localeCompare(b, 'en-GB', { numeric: true, sensitivity: 'base' });

export function matchesField(vehicle: VehicleRecord, field: ManualSearchField, wanted: string, today: Date): boolean {
  switch (field) {
    case 'manufacturer':
      return same(vehicle.manufacturer, wanted);
    case 'model':
      return same(vehicle.model, wanted);
    case 'fuel_type':
      return same(vehicle.fuel_type, wanted);
    case 'transmission':
      return same(vehicle.transmission, wanted);
    case 'year':
      return isMadeIn(vehicle, Number(wanted), today);
    case 'doors':
      return vehicle.doors === Number(wanted);
  }
}

/** Codes in the order of their reference list, named as the list names them. */
function codedOptions(list: ListOption[], codes: Set<string>): ListOption[] {
  return list.filter((option) => codes.has(option.value));
}

function namedOptions(names: Iterable<string>): ListOption[] {
  return [...new Set(names)].sort(byName).map((name) => ({ value: name, name }));
}

/** The choices for one step of the cascade, given the records that match the earlier steps. */
export function optionsFor(field: ManualSearchField, vehicles: readonly VehicleRecord[], today: Date): ListOption[] {
  switch (field) {
    case 'manufacturer':
      return namedOptions(vehicles.map((v) => v.manufacturer));
    case 'model':
      return namedOptions(vehicles.map((v) => v.model));
    case 'fuel_type':
      return codedOptions(FUEL_TYPE, new Set(vehicles.map((v) => v.fuel_type)));
    case 'transmission':
      return codedOptions(TRANSMISSION, new Set(vehicles.map((v) => v.transmission)));
    case 'doors': {
      const doors = [...new Set(vehicles.map((v) => v.doors))].sort((a, b) => a - b);
      return doors.map((n) => ({ value: String(n), name: `${n} doors` }));
    }
    case 'year': {
      const years = new Set<number>();
      for (const v of vehicles) for (let y = v.year_min; y <= productionEnd(v, today); y += 1) years.add(y);
      // Newest first: most cars quoted are recent.
      return [...years].sort((a, b) => b - a).map((y) => ({ value: String(y), name: String(y) }));
    }
  }
}
