import type * as v from 'valibot';

type Node = v.GenericSchema & {
  wrapped?: Node;
  entries?: Record<string, Node>;
  item?: Node;
  pipe?: readonly { type: string; requirement?: unknown }[];
};

const unwrap = (schema: Node): Node => (schema.wrapped ? unwrap(schema.wrapped) : schema);

/**
 * The maximum length the contract allows for the text at a dotted path ('risk.proposer.name.forenames',
 * 'risk.additional_drivers.0.name.surname'), or undefined where it sets none. Inputs take their
 * maxLength from here, so a person can never type what the API would refuse.
 */
export function maxLengthAt(schema: v.GenericSchema, path: string): number | undefined {
  let node: Node | undefined = unwrap(schema as Node);
  for (const segment of path.split('.')) {
    if (!node) return undefined;
    const next: Node | undefined = /^\d+$/.test(segment) ? node.item : node.entries && Object.hasOwn(node.entries, segment) ? node.entries[segment] : undefined;
    node = next ? unwrap(next) : undefined;
  }
  const limit = node?.pipe?.find((action) => action.type === 'max_length')?.requirement;
  return typeof limit === 'number' ? limit : undefined;
}
