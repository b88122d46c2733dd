import type * as v from 'valibot';

/**
 * '?a=1&b=2' from a query object, keys in the order of the schema's entries (the manual vehicle
 * cascade relies on that order); null, undefined and empty values are left out.
 */
export function buildQuery(schema: v.GenericSchema, values: unknown): string {
  if (values === null || typeof values !== 'object') return '';
  const record = values as Record<string, unknown>;
  const order = 'entries' in schema ? Object.keys(schema.entries as object) : Object.keys(record);
  const params = new URLSearchParams();
  for (const key of order) {
    const value = record[key];
    if (value === null || value === undefined || value === '') continue;
    params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
