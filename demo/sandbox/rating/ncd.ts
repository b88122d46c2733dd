/** The no-claims discount table of docs/product/constants.md#no-claims-discount-table, as a fraction off the premium. */
const NCD_STEPS: ReadonlyArray<readonly [minYears: number, discount: number]> = [
  [17, 0.2],
  [16, 0.19],
  [14, 0.18],
  [12, 0.17],
  [11, 0.16],
  [9, 0.15],
  [8, 0.12],
  [4, 0.09],
  [1, 0.08],
];

export function ncdDiscount(years: number): number {
  if (!Number.isFinite(years) || years < 1) return 0;
  const step = NCD_STEPS.find(([minYears]) => Math.floor(years) >= minYears);
  return step ? step[1] : 0;
}

/**
 * Protecting the discount is sold as a loading on the net premium. Insurers only protect from
 * a few years up, because below that there is little discount to lose.
 */
export const NCD_PROTECTION_LOADING = 0.1;
const NCD_PROTECTION_MIN_YEARS = 2;

export const canProtectNcd = (years: number): boolean => years >= NCD_PROTECTION_MIN_YEARS;

/**
 * The sandbox insurer's step-back rules, for the quote's table (docs/product/regulation.md#no-claims-protection):
 * each claim in one policy year takes 2 years off an unprotected discount and 1 year off a protected
 * one, never below 0. Protection slows the loss; it does not stop it, and it does not fix the price.
 */
const STEP_BACK_PER_CLAIM = { unprotected: 2, protected: 1 } as const;
/** Levels 0 to 20 years (the last means 20 or more) and 1 to 3 claims in one policy year. */
const NCD_LEVELS = 21;
const STEP_BACK_CLAIMS = 3;

export interface NcdLevel {
  years: number;
  average_discount: number;
  unprotected: number[];
  protected: number[];
}

/** The step-back table with each level's average discount (here the scale's own, as a percentage). */
export function ncdStepBack(): NcdLevel[] {
  const claims = Array.from({ length: STEP_BACK_CLAIMS }, (_, i) => i + 1);
  return Array.from({ length: NCD_LEVELS }, (_, years) => ({
    years,
    average_discount: Math.round(ncdDiscount(years) * 100),
    unprotected: claims.map((c) => Math.max(0, years - STEP_BACK_PER_CLAIM.unprotected * c)),
    protected: claims.map((c) => Math.max(0, years - STEP_BACK_PER_CLAIM.protected * c)),
  }));
}
