import * as v from 'valibot';
import { ConfigSchema, type Config } from './config-schema';

const PREFIX = 'MotorQuote config:';
const KNOWN = new Set(Object.keys(ConfigSchema.entries));
const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);

// Copies plain data only: strips __proto__/constructor keys so a hostile object cannot
// pollute prototypes, and stops at a sane depth.
function clean(value: unknown, depth = 0): unknown {
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (typeof Element !== 'undefined' && value instanceof Element) return value;
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => clean(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    if (FORBIDDEN.has(key)) continue;
    out[key] = clean((value as Record<string, unknown>)[key], depth + 1);
  }
  return out;
}

function unset(target: Record<string, unknown>, path: (string | number)[]) {
  let node: unknown = target;
  for (const key of path.slice(0, -1)) {
    if (node === null || typeof node !== 'object') return;
    node = (node as Record<string, unknown>)[key as string];
  }
  if (node !== null && typeof node === 'object') delete (node as Record<string, unknown>)[path[path.length - 1] as string];
}

/**
 * Reads the host's config without ever throwing: each bad field is reported once on the
 * console (naming it and its expected form) and replaced by its default.
 */
export function parseConfig(raw: unknown, log: (message: string) => void = console.error): Config {
  const input = (raw !== null && typeof raw === 'object' ? clean(raw) : {}) as Record<string, unknown>;
  if (raw !== undefined && (raw === null || typeof raw !== 'object')) log(`${PREFIX} expected an object like { brand: { name: "…" } }; using the defaults.`);
  for (const key of Object.keys(input)) {
    if (!KNOWN.has(key)) {
      log(`${PREFIX} unknown field "${key}" was ignored. Known fields: ${[...KNOWN].join(', ')}.`);
      delete input[key];
    }
  }
  let previous = '';
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const result = v.safeParse(ConfigSchema, input);
    if (result.success) return result.output;
    const issue = result.issues[0];
    const path = (issue.path ?? []).map((item) => item.key as string | number);
    const name = v.getDotPath(issue) ?? 'config';
    // Removing a bad required key (deepLink.dob) only makes it missing: the same field fails again,
    // and then the object that needs it goes instead, without a second report.
    const repeated = name === previous;
    if (!repeated) log(`${PREFIX} "${name}" is not valid: ${issue.message}. Using its default.`);
    previous = name;
    if (path.length === 0 || (repeated && path.length === 1)) break;
    // A bad list item or record entry loses its whole list/record, so the default stands.
    const last = path[path.length - 1];
    unset(input, typeof last === 'number' || repeated ? path.slice(0, -1) : path);
  }
  return v.parse(ConfigSchema, {});
}
