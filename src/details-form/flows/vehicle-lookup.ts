import type { ManualVehicle, VehicleMatch } from '../../contract/vehicle-search';
import { normaliseRegistration } from '../../domain/registration';
import type { Widget } from '../../widget/widget';

export type LookupResult =
  { kind: 'found'; vehicle: Record<string, unknown>; missing: string[] } | { kind: 'not-found' } | { kind: 'failed' };

/** docs/product/questions.md#asked-when-the-look-up-did-not-give-it: fuel, seats, doors and body style are asked only where the look-up did not return them. */
function missingFields(match: Pick<VehicleMatch, 'fuel_type' | 'seats' | 'doors' | 'body_style'>): string[] {
  const missing: string[] = [];
  if (!match.fuel_type) missing.push('fuel_type');
  if (!match.seats) missing.push('seats'); // seats 0 counts as missing
  if (!match.doors) missing.push('doors');
  if (!match.body_style || match.body_style === 'BLANK') missing.push('body_style');
  return missing;
}

/** The draft's vehicle fields a look-up fills (the registration apart): choosing another car empties them all. */
const CAR_FIELDS = [
  'abi_code',
  'manufacturer',
  'model',
  'description',
  'year',
  'engine_size',
  'transmission',
  'fuel_type',
  'doors',
  'seats',
  'body_style',
] as const;

/** The draft's vehicle fields from a look-up match; unknown ones stay empty for the form to ask. */
function vehicleFromMatch(match: VehicleMatch | (ManualVehicle & { year: number }), registration: string | null) {
  const missing = missingFields(match);
  const car: Record<string, unknown> = { registration };
  for (const field of CAR_FIELDS) car[field] = missing.includes(field) ? null : match[field];
  car.model = match.model ?? match.description;
  return { vehicle: car, missing };
}

/** Takes the chosen car off the draft, to find another (by registration or by the manual look-up). */
export function clearCar(widget: Pick<Widget, 'stores'>) {
  widget.stores.proposal.getState().setVehicle(Object.fromEntries(CAR_FIELDS.map((field) => [field, null])), []);
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
