import { MANUAL_VEHICLE_FIELDS, type ManualVehicleField, type ManualVehicleQuery } from '../../api/contract/vehicle-search';

export type CascadeSelections = Partial<Record<ManualVehicleField, string>>;

/** SPEC.md: changing a choice of the manual cascade clears every later one. */
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
export function cascadeQuery(selections: CascadeSelections): ManualVehicleQuery {
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
