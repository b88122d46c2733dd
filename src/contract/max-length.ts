import type * as v from 'valibot';

type Node = v.GenericSchema & {
  wrapped?: Node;
  entries?: Record<string, Node>;
  item?: Node;
  pipe?: readonly { type: string; requirement?: unknown; pipe?: unknown }[];
};

const unwrap = (schema: Node): Node => (schema.wrapped ? unwrap(schema.wrapped) : schema);

/**
 * The maximum length the contract allows for the text at a dotted path ('risk.proposer.name.forenames',
 * 'risk.additional_drivers.0.name.surname'), or undefined where it sets none. Inputs take their
 * maxLength from here, so the customer can never type what the API would refuse.
 */
export function maxLengthAt(schema: v.GenericSchema, path: string): number | undefined {
  let node: Node | undefined = unwrap(schema as Node);
  for (const segment of path.split('.')) {
    if (!node) return undefined;
    const next: Node | undefined = /^\d+$/.test(segment)
      ? node.item
      : node.entries && Object.hasOwn(node.entries, segment)
        ? node.entries[segment]
        : undefined;
    node = next ? unwrap(next) : undefined;
  }
  return node ? limitOf(node) : undefined;
}

/** The max_length of a schema's pipe, looking into a pipe that starts from another piped schema. */
function limitOf(node: Node): number | undefined {
  for (const item of node.pipe ?? []) {
    if (item.type === 'max_length' && typeof item.requirement === 'number') return item.requirement;
    const inner = item as Node;
    if (inner !== node && inner.pipe) {
      const limit = limitOf(inner);
      if (limit !== undefined) return limit;
    }
  }
  return undefined;
}
