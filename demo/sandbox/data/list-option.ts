/** One entry of a reference list, as served by GET /api/list/insurer.{name}. */
export type ListOption = { value: string; name: string };

/** Builds a list from [value, name] pairs, which keeps the long data files compact. */
export function toOptions(pairs: ReadonlyArray<readonly [string, string]>): ListOption[] {
  return pairs.map(([value, name]) => ({ value, name }));
}
