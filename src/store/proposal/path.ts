import type { Proposal } from '../../contract/proposal';

type Leaf = string | number | boolean | bigint | symbol | null | undefined | Date;
type Shallower = [never, 0, 1, 2, 3, 4, 5, 6, 7, 8];

/**
 * Every dot path into T, derived from the contract's types (as react-hook-form's FieldPath): a
 * list's items are `${I}` (a number for a path, '*' for a pattern). Depth-limited so a recursive
 * type can never hang the compiler; the proposal is 6 levels deep.
 */
export type PathOf<T, I extends string, D extends number = 8> = [D] extends [never]
  ? never
  : T extends Leaf
    ? never
    : T extends readonly (infer E)[]
      ? I | `${I}.${PathOf<NonNullable<E>, I, Shallower[D]>}`
      : { [K in keyof T & string]: K | `${K}.${PathOf<NonNullable<T[K]>, I, Shallower[D]>}` }[keyof T & string];

/** A dot path into the proposal draft, e.g. 'risk.vehicle.value' or 'risk.additional_drivers.0.name.title': a renamed contract field fails the type check. */
export type Path = PathOf<Proposal, `${number}`>;
/** A path with '*' for any list index: 'risk.additional_drivers.*.driver_details.has_claims'. */
export type PathPattern = PathOf<Proposal, '*'>;

/** The type of the answer at path P of T. */
export type PathValue<T, P extends string> = P extends `${infer K}.${infer Rest}`
  ? PathValue<NonNullable<T extends readonly (infer E)[] ? E : K extends keyof T ? T[K] : never>, Rest>
  : T extends readonly (infer E)[]
    ? E
    : P extends keyof T
      ? T[P]
      : never;

/**
 * The value an answer at path P takes: checked by the compiler when P is written out
 * ('risk.vehicle.value' takes a number or null), unknown when the path is only known at run time
 * (a question's own path, any Path), where the question's rules check it instead.
 */
export type AnswerValue<P extends Path> = [Path] extends [P] ? unknown : PathValue<Proposal, P>;

/**
 * A typed path and a key known only at run time (an address's field, a driver's question): the one
 * step the compiler cannot check, kept in one place.
 */
export const childPath = (path: Path | string, key: string): Path => `${path}.${key}` as Path;

const isIndex = (key: string) => /^\d+$/.test(key);

// Every field's selectors read their answer on each store change (a driver's form: 45 fields, on
// every key typed): splitting the same few hundred paths again each time was a tenth of a key's
// script at 4x CPU. The paths are the questions' own for each driver and item: a few thousand at
// most, and the cache starts again past that rather than grow with whatever else is read.
const segments = new Map<string, string[]>();
const keysOf = (path: string): string[] => {
  let keys = segments.get(path);
  if (!keys) {
    if (segments.size > 5000) segments.clear();
    segments.set(path, (keys = path.split('.')));
  }
  return keys;
};

/** One step down a dot path: undefined below anything that is not an object. */
export const childOf = (node: unknown, key: string): unknown =>
  node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;

/**
 * Reads the answer at a dot path of `source` (the draft, or another form's object): the path is
 * checked against the source's type, so a renamed contract field fails the type check.
 */
export function getPath<T>(source: T, path: PathOf<T, `${number}`>): unknown {
  let node: unknown = source;
  for (const key of keysOf(path)) node = childOf(node, key);
  return node;
}

/**
 * Returns a copy of `source` with `value` at `path`, copying only the objects along the path, so
 * zustand selectors of untouched branches keep their identity and their fields do not re-render.
 */
export function setPath<T>(source: T, path: Path, value: unknown): T {
  const [key, ...rest] = path.split('.');
  const node = (source ?? (isIndex(key) ? [] : {})) as Record<string, unknown> | unknown[];
  const child = rest.length ? setPath((node as Record<string, unknown>)[key], rest.join('.') as Path, value) : value;
  if (Array.isArray(node)) {
    const copy = node.slice();
    copy[Number(key)] = child;
    return copy as T;
  }
  return { ...node, [key]: child } as T;
}
