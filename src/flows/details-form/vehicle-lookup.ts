import type { ManualVehicle, VehicleMatch } from '../../api/contract/vehicle-search';
import { normaliseRegistration } from '../../domain/registration';
import type { Widget } from '../widget';

export type LookupResult = { kind: 'found'; vehicle: Record<string, unknown>; missing: string[] } | { kind: 'not-found' } | { kind: 'failed' };

/** SPEC.md: fuel, seats, doors and body style are asked only where the look-up did not return them. */
export function missingFields(match: Pick<VehicleMatch, 'fuel_type' | 'seats' | 'doors' | 'body_style'>): string[] {
  const missing: string[] = [];
  if (!match.fuel_type) missing.push('fuel_type');
  if (!match.seats) missing.push('seats'); // seats 0 counts as missing
  if (!match.doors) missing.push('doors');
  if (!match.body_style || match.body_style === 'BLANK') missing.push('body_style');
  return missing;
}

/** The draft's vehicle fields from a look-up match; unknown ones stay empty for the form to ask. */
export function vehicleFromMatch(match: VehicleMatch | (ManualVehicle & { year: number }), registration: string | null) {
  const missing = missingFields(match);
  return {
    vehicle: {
      registration,
      abi_code: match.abi_code,
      manufacturer: match.manufacturer,
      model: match.model ?? match.description,
      description: match.description,
      year: match.year,
      engine_size: match.engine_size,
      transmission: match.transmission,
      fuel_type: missing.includes('fuel_type') ? null : match.fuel_type,
      doors: missing.includes('doors') ? null : match.doors,
      seats: missing.includes('seats') ? null : match.seats,
      body_style: missing.includes('body_style') ? null : match.body_style,
    },
    missing,
  };
}

/**
 * The draft's vehicle fields from a car chosen in the manual look-up. It carries no registration key,
 * so a registration the customer typed before the look-up missed or failed stays on the car: she
 * knows it, the summary shows it and the insurer receives it. (Marking the car as having none would
 * send her to the price screen's registration check, which asks the same look-up that just failed.)
 */
export function vehicleFromManual(match: ManualVehicle, year: number) {
  const { vehicle, missing } = vehicleFromMatch({ ...match, year }, null);
  const { registration: _none, ...fields } = vehicle;
  return { vehicle: fields, missing };
}

/** Registration look-up: uppercased with spaces removed; the first match is used. */
export async function findCar({ api }: Pick<Widget, 'api'>, registration: string): Promise<LookupResult> {
  const plate = normaliseRegistration(registration);
  try {
    const [first] = await api.vehicleSearch(plate);
    return first ? { kind: 'found', ...vehicleFromMatch(first, plate) } : { kind: 'not-found' };
  } catch {
    return { kind: 'failed' };
  }
}
