import type { NcdLevel } from '../contract/ncd-protection';

/** Whole claim-free years from a number or an option value ('7', '20+'); 0 when unusable. */
export function ncdYears(value: unknown): number {
  const years = typeof value === 'string' ? parseInt(value, 10) : typeof value === 'number' ? value : NaN;
  return Number.isFinite(years) && years > 0 ? Math.floor(years) : 0;
}

/**
 * Her level on the insurer's scale: the quote's step-back row for her years, the last row standing
 * for that many or more. The scale, its averages and step-back are the insurer's, sent with the quote
 * (docs/product/regulation.md#no-claims-protection); null when the insurer sent none.
 */
export function ncdLevel(levels: readonly NcdLevel[] | undefined, years: number): NcdLevel | null {
  return levels?.filter((level) => level.years <= years).pop() ?? null;
}
