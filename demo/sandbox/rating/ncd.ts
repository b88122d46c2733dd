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
