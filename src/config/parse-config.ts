import * as v from 'valibot';
import { ConfigSchema, type Config } from './config-schema';
import { dotPath, dropUnknownKeys, fallbackFor, type ConfigPath } from './config-paths';
import { missingForLive } from './live-mode';
import { defaultsInUse } from './review-list';

const PREFIX = 'MotorQuote config:';
const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);

// Copies plain data only: strips __proto__/constructor keys so a hostile object cannot
// pollute prototypes, and stops at a sane depth.
function clean(value: unknown, dropped: Set<string>, depth = 0): unknown {
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (typeof Element !== 'undefined' && value instanceof Element) return value;
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => clean(item, dropped, depth + 1));
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    if (FORBIDDEN.has(key)) dropped.add(key);
    else out[key] = clean((value as Record<string, unknown>)[key], dropped, depth + 1);
  }
  return out;
}

function unset(target: Record<string, unknown>, path: ConfigPath) {
  let node: unknown = target;
  for (const key of path.slice(0, -1)) {
    if (node === null || typeof node !== 'object') return;
    node = (node as Record<string, unknown>)[key as string];
  }
  if (node !== null && typeof node === 'object') delete (node as Record<string, unknown>)[path[path.length - 1] as string];
}

// A host page's config may be a Proxy or carry getters that throw: reading it must not break the page.
function copyOf(raw: unknown, log: (message: string) => void): Record<string, unknown> {
  if (raw === undefined) return {};
  if (raw === null || typeof raw !== 'object') {
    log(`${PREFIX} expected an object like { brand: { name: "…" } }; using the defaults.`);
    return {};
  }
  try {
    const dropped = new Set<string>();
    const copy = clean(raw, dropped) as Record<string, unknown>;
    for (const key of dropped) log(`${PREFIX} a "${key}" key was ignored: the config is read as plain data only.`);
    return copy;
  } catch {
    log(
      `${PREFIX} the config object could not be read (a getter or proxy threw); using the defaults. Pass plain data like { brand: { name: "…" } }.`,
    );
    return {};
  }
}

/**
 * Reads the host's config without ever throwing: each bad field is reported once on the console
 * (naming it, what it should be and the default used instead) and replaced by its default; unknown
 * fields are reported and ignored; __proto__ / constructor keys are dropped unread.
 */
export function parseConfig(raw: unknown, log: (message: string) => void = console.error): Config {
  return readConfig(raw, log).config;
}

/**
 * parseConfig, and what live mode still lacks: the settings whose sandbox defaults were used
 * because the host left them out or gave them in a refused form, and the product facts and labels
 * still the widget's defaults, for the insurer's review (both empty unless mode is 'live').
 */
export function readConfig(
  raw: unknown,
  log: (message: string) => void = console.error,
): { config: Config; missingForLive: string[]; review: string[] } {
  const input = copyOf(raw, log);
  const config = validate(input, log);
  const live = config.mode === 'live';
  return { config, missingForLive: live ? missingForLive(input) : [], review: live ? defaultsInUse(input) : [] };
}

// Each refused field is removed from `input`, so afterwards it holds only what the host gave validly.
function validate(input: Record<string, unknown>, log: (message: string) => void): Config {
  dropUnknownKeys(ConfigSchema, input, (path, known) => {
    const where = path.length > 1 ? ` of ${dotPath(path.slice(0, -1).filter((key) => typeof key === 'string'))}` : '';
    log(`${PREFIX} unknown field "${dotPath(path)}" was ignored. Known fields${where}: ${known.join(', ')}.`);
  });
  const reported = new Set<string>();
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const result = v.safeParse(ConfigSchema, input);
    if (result.success) return result.output;
    const issue = result.issues[0];
    const path = (issue.path ?? []).map((item) => item.key as string | number);
    const name = v.getDotPath(issue) ?? 'config';
    const { target, text } = fallbackFor(ConfigSchema, path);
    if (!reported.has(name)) log(`${PREFIX} "${name}" is not valid: ${issue.message}. ${text}`);
    reported.add(name);
    if (target.length === 0) break;
    unset(input, target);
  }
  return v.parse(ConfigSchema, {});
}
