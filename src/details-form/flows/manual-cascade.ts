import {
  MANUAL_VEHICLE_FIELDS,
  type ManualVehicle,
  type ManualVehicleField,
  type ManualVehicleQuery,
  type ManualVehicleResult,
} from '../../contract/vehicle-search';
import type { Widget } from '../../widget/widget';
import { vehicleFromManual } from './vehicle-lookup';

export type CascadeSelections = Partial<Record<ManualVehicleField, string>>;

/** docs/product/questions.md#manual-look-up: changing a choice of the manual cascade clears every later one. */
export function chooseInCascade(selections: CascadeSelections, field: ManualVehicleField, value: string): CascadeSelections {
  const next: CascadeSelections = {};
  for (const name of MANUAL_VEHICLE_FIELDS) {
    if (name === field) {
      if (value) next[name] = value;
      break;
    }
    if (selections[name]) next[name] = selections[name];
  }
  return next;
}

/** The query for the choices made so far, in cascade order (the order the API accumulates them). */
function cascadeQuery(selections: CascadeSelections): ManualVehicleQuery {
  const query: ManualVehicleQuery = {};
  for (const name of MANUAL_VEHICLE_FIELDS) {
    if (!selections[name]) break;
    query[name] = selections[name];
  }
  return query;
}

/** The fields to show: every chosen one and the next one to choose. */
export function visibleCascadeFields(selections: CascadeSelections): ManualVehicleField[] {
  const chosen = MANUAL_VEHICLE_FIELDS.findIndex((name) => !selections[name]);
  return MANUAL_VEHICLE_FIELDS.slice(0, chosen === -1 ? MANUAL_VEHICLE_FIELDS.length : chosen + 1);
}

/** The manual look-up's answer for the choices made so far: the next field's options and, once all six are chosen, the cars. */
export const searchManualVehicles = (widget: Pick<Widget, 'api'>, selections: CascadeSelections): Promise<ManualVehicleResult> =>
  widget.api.manualVehicleSearch(cascadeQuery(selections));

/** Puts the chosen car of the manual look-up on the proposal; false when the choice is not among the cars found. */
export function confirmManualVehicle(
  widget: Pick<Widget, 'stores'>,
  vehicles: readonly ManualVehicle[],
  abiCode: string | null,
  year: number,
): boolean {
  const vehicle = vehicles.find((item) => item.abi_code === abiCode);
  if (!vehicle) return false;
  const { vehicle: fields, missing } = vehicleFromManual(vehicle, year);
  widget.stores.proposal.getState().setVehicle(fields, missing);
  return true;
}
