/**
 * Driver factors. Young drivers crash far more often, the 30-60s are the cheapest, and cost
 * creeps up again with age; experience counts apart from age because a 40-year-old new driver
 * is still a new driver.
 */
const AGE_FACTORS: ReadonlyArray<readonly [maxAge: number, factor: number]> = [
  [17, 3.2],
  [18, 2.9],
  [19, 2.6],
  [20, 2.3],
  [21, 2.0],
  [22, 1.8],
  [23, 1.6],
  [24, 1.45],
  [26, 1.25],
  [29, 1.1],
  [60, 0.9],
  [65, 0.95],
  [70, 1.0],
  [75, 1.1],
  [80, 1.25],
  [Infinity, 1.4],
];

export function ageFactor(age: number): number {
  return (AGE_FACTORS.find(([maxAge]) => age <= maxAge) ?? AGE_FACTORS[AGE_FACTORS.length - 1])[1];
}

const EXPERIENCE_FACTORS = [1.45, 1.3, 1.2, 1.12, 1.06];

/** Loading by whole years a licence has been held; five years and more carry none. */
export function experienceFactor(yearsLicensed: number): number {
  const years = Math.max(0, Math.floor(yearsLicensed));
  return EXPERIENCE_FACTORS[years] ?? 1;
}

export type LicenceKind = 'full_uk' | 'provisional' | 'foreign' | 'none';

/** Provisional drivers and holders of a licence from abroad have less UK road experience. */
export function licenceKindFactor(kind: LicenceKind): number {
  if (kind === 'provisional') return 1.5;
  if (kind === 'foreign') return 1.15;
  return 1;
}
