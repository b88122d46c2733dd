import * as v from 'valibot';

// The parts of a valibot schema this file walks; valibot's own types do not expose them generically.
interface Node {
  type: string;
  wrapped?: Node;
  entries?: Record<string, Node>;
  rest?: Node;
  item?: Node;
  value?: Node;
}

export type ConfigPath = (string | number)[];

const OBJECTS = new Set(['object', 'loose_object', 'strict_object', 'object_with_rest']);
const unwrap = (node: Node): Node =>
  node.wrapped && ['optional', 'nullable', 'nullish'].includes(node.type) ? unwrap(node.wrapped) : node;
export const dotPath = (path: ConfigPath) => path.join('.');

/** The schema at a path, and whether it is a free entry (a record's or a rest's) that may simply go. */
function at(schema: Node, path: ConfigPath): { node: Node; entry: boolean } | null {
  let node = schema;
  let entry = false;
  for (const key of path) {
    const inner = unwrap(node);
    const own = inner.entries && Object.hasOwn(inner.entries, key) ? inner.entries[key as string] : undefined;
    const next = OBJECTS.has(inner.type)
      ? (own ?? inner.rest)
      : inner.type === 'record'
        ? inner.value
        : inner.type === 'array'
          ? inner.item
          : undefined;
    if (!next) return null;
    entry = !own && inner.type !== 'array';
    node = next;
  }
  return { node, entry };
}

/**
 * Where a bad value's fallback applies and what it is: the field's own default; the whole list for
 * a bad list item; the object holding a bad required key (deepLink.dob drops deepLink).
 */
export function fallbackFor(schema: v.GenericSchema, path: ConfigPath): { target: ConfigPath; text: string } {
  const firstIndex = path.findIndex((key) => typeof key === 'number');
  let target = firstIndex >= 0 ? path.slice(0, firstIndex) : path;
  for (;;) {
    if (target.length === 0) return { target, text: 'Using the defaults.' };
    const found = at(schema as unknown as Node, target);
    if (!found || found.entry || found.node.type === 'optional') break;
    target = target.slice(0, -1);
  }
  const found = at(schema as unknown as Node, target);
  const value =
    found?.node.type === 'optional' ? v.getDefault(found.node as unknown as v.OptionalSchema<v.GenericSchema, unknown>) : undefined;
  const who = target.length === path.length ? '' : `"${dotPath(target)}" `;
  if (value === undefined) return { target, text: who ? `${who}was left out.` : 'It was left out.' };
  const shown = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? `, ${JSON.stringify(value)}` : '';
  return { target, text: who ? `${who}uses its default${shown}.` : `Using its default${shown}.` };
}

/** Reports and removes keys no object of the schema knows (a typo or a stale option would pass silently). */
export function dropUnknownKeys(
  schema: v.GenericSchema,
  input: unknown,
  report: (path: ConfigPath, known: string[]) => void,
  path: ConfigPath = [],
) {
  const node = unwrap(schema as unknown as Node);
  if (node.type === 'array' && node.item && Array.isArray(input)) {
    input.forEach((item, index) => dropUnknownKeys(node.item as unknown as v.GenericSchema, item, report, [...path, index]));
  }
  if (!OBJECTS.has(node.type) || !node.entries || input === null || typeof input !== 'object' || Array.isArray(input)) return;
  const record = input as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const entry = Object.hasOwn(node.entries, key) ? node.entries[key] : undefined;
    if (entry) dropUnknownKeys(entry as unknown as v.GenericSchema, record[key], report, [...path, key]);
    else if (node.type === 'object' || node.type === 'strict_object') {
      report([...path, key], Object.keys(node.entries));
      delete record[key];
    }
  }
}
