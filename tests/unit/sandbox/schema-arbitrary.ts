/**
 * fast-check values from a valibot schema of the contract: what the schema describes (objects with
 * some of their keys, lists, picklist codes, texts, numbers), and at any level, now and then,
 * something else (a wrong type, an unknown key, a value nested deep), so a property reaches both
 * the handlers behind validation and the refusals in front of it.
 */
import fc from 'fast-check';
import type * as v from 'valibot';
import { PROTO_KEYS, trickyString } from '../property/hostile-values';

interface Node {
  type: string;
  entries?: Record<string, v.GenericSchema>;
  rest?: v.GenericSchema;
  item?: v.GenericSchema;
  wrapped?: v.GenericSchema;
  options?: readonly unknown[];
  literal?: unknown;
  key?: v.GenericSchema;
  value?: v.GenericSchema;
  items?: readonly v.GenericSchema[];
}

/**
 * A value nested `depth` deep under one key, as JSON text: what a body made to overflow a recursive
 * walk looks like (built as text: JSON.stringify of such an object overflows the test's own stack).
 */
export const nestedJson = (depth: number, leaf = '1'): string => '{"a":'.repeat(depth) + leaf + '}'.repeat(depth);

/** Stands for a nested value inside a generated one, until toJson() writes it out. */
class Deep {
  constructor(readonly depth: number) {}
}

/** A generated value as the body's text, each Deep written as nestedJson. */
export function toJson(value: unknown): string {
  const deep: number[] = [];
  const text =
    JSON.stringify(value, (_, item: unknown) => (item instanceof Deep ? `\u0000deep${deep.push(item.depth) - 1}\u0000` : item)) ?? '';
  return text.replace(/"\\u0000deep(\d+)\\u0000"/g, (_, i: string) => nestedJson(deep[Number(i)]));
}

/** A value nested past any sensible depth, or just within it. */
export const deep: fc.Arbitrary<unknown> = fc.constantFrom(40, 5_000, 20_000).map((depth) => new Deep(depth));

/** Something other than the schema asked for. */
export const wrong: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(null, '', 0, -1, 1e308, true, [], {}, '__proto__'),
  deep,
);

const text = fc.oneof(fc.string({ maxLength: 30 }), trickyString, fc.constantFrom('2030-01-01', 'TA1 1AA', 'AB12CDE', 'C', 'LE'));

function shaped(schema: v.GenericSchema, depth: number): fc.Arbitrary<unknown> {
  const node = schema as unknown as Node;
  const inner = (s: v.GenericSchema) => arbitraryOf(s, depth + 1);
  switch (node.type) {
    case 'object':
    case 'loose_object':
    case 'strict_object':
    case 'object_with_rest': {
      const known = fc.record(Object.fromEntries(Object.entries(node.entries ?? {}).map(([key, s]) => [key, inner(s)])), {
        requiredKeys: [],
      });
      const extra = fc.dictionary(fc.oneof(fc.constantFrom(...PROTO_KEYS), fc.string({ maxLength: 8 })), wrong, { maxKeys: 2 });
      return fc.tuple(known, extra, fc.boolean()).map(([k, e, withExtra]) => (withExtra ? { ...e, ...k } : k));
    }
    case 'array':
      return fc.array(inner(node.item!), { maxLength: 3 });
    case 'tuple':
      return fc.tuple(...(node.items ?? []).map(inner));
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 8 }), inner(node.value!), { maxKeys: 3 });
    case 'optional':
    case 'nullable':
    case 'nullish':
    case 'exact_optional':
    case 'undefinedable':
      return fc.option(inner(node.wrapped!), { nil: null });
    case 'union':
    case 'variant':
      return fc.oneof(...(node.options as v.GenericSchema[]).map(inner));
    case 'picklist':
    case 'enum':
      return fc.constantFrom(...(node.options ?? [null]));
    case 'literal':
      return fc.constant(node.literal);
    case 'string':
      return text;
    case 'number':
      return fc.oneof(fc.integer({ min: -1, max: 100_000 }), fc.double({ noNaN: true }));
    case 'boolean':
      return fc.boolean();
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** Values for a schema: its shape mostly, something else now and then; past depth 8, plain JSON. */
export function arbitraryOf(schema: v.GenericSchema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 8) return fc.jsonValue({ maxDepth: 1 });
  return fc.oneof({ arbitrary: shaped(schema, depth), weight: 9 }, { arbitrary: wrong, weight: 1 });
}
