/**
 * A table lookup by own property only. A key from a request ('constructor', '__proto__', 'toString')
 * must miss, not find one of Object.prototype's members and crash or mislead the caller.
 */
export const own = <T>(table: Readonly<Record<string, T>>, key: string): T | undefined =>
  Object.hasOwn(table, key) ? table[key] : undefined;
