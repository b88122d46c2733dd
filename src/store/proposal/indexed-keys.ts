/**
 * A record keyed by dot paths (typed dates, touched fields) after item `index` left the list at
 * `list`: the removed item's keys go, and the keys of the items after it move down one, so
 * 'claims.2.date' becomes 'claims.1.date' with its claim.
 */
export function withoutItemKeys<T>(record: Record<string, T>, list: string, index: number): Record<string, T> {
  const prefix = `${list}.`;
  const next: Record<string, T> = {};
  for (const [key, value] of Object.entries(record)) {
    const match = key.startsWith(prefix) ? /^(\d+)(\..*)?$/.exec(key.slice(prefix.length)) : null;
    if (!match) next[key] = value;
    else if (Number(match[1]) > index) next[`${prefix}${Number(match[1]) - 1}${match[2] ?? ''}`] = value;
    else if (Number(match[1]) < index) next[key] = value;
  }
  return next;
}

/** The record without the keys under `prefix` (an item whose edit was cancelled). */
export function withoutKeysUnder<T>(record: Record<string, T>, prefix: string): Record<string, T> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => key !== prefix && !key.startsWith(`${prefix}.`)));
}
