import { NCD_MAX_YEARS } from './constants';

/** Discount bands by claim-free years; `to` null means 'and more'. */
export const NCD_DISCOUNT_BANDS: readonly { from: number; to: number | null; percent: number }[] = [
  { from: 0, to: 0, percent: 0 },
  { from: 1, to: 3, percent: 8 },
  { from: 4, to: 7, percent: 9 },
  { from: 8, to: 8, percent: 12 },
  { from: 9, to: 10, percent: 15 },
  { from: 11, to: 11, percent: 16 },
  { from: 12, to: 13, percent: 17 },
  { from: 14, to: 15, percent: 18 },
  { from: 16, to: 16, percent: 19 },
  { from: 17, to: null, percent: 20 },
];

/** Claims the step-back table covers. */
export const NCD_STEP_BACK_MAX_CLAIMS = 6;

/**
 * The step-back scale (years lost per claim in one policy year):
 * - unprotected: each claim steps back 2 years, never below 0 (2 years -> 0 after 1 claim);
 * - protected: each claim steps back 1 year, never below 0 (2 years -> 1 after 1 claim).
 * Both match the example of docs/product/constants.md#no-claims-step-back; protection halves the loss rather than freezing the
 * discount, so a driver with many claims still loses some of it.
 */
const STEP_BACK_PER_CLAIM = { unprotected: 2, protected: 1 } as const;

/** Whole claim-free years from a number or an option value ('7', '20+'); 0 when unusable. */
export function ncdYears(value: unknown): number {
  const years = typeof value === 'string' ? parseInt(value, 10) : typeof value === 'number' ? value : NaN;
  return Number.isFinite(years) && years > 0 ? Math.floor(years) : 0;
}

/** The discount percentage for claim-free years: 0 -> 0, 1 -> 8, ..., 17 or more -> 20. */
export function ncdDiscountPercent(years: unknown): number {
  const n = ncdYears(years);
  const band = NCD_DISCOUNT_BANDS.find(({ from, to }) => n >= from && (to === null || n <= to));
  return band?.percent ?? 0;
}

/** Claim-free years left after `claims` claims, with or without protection. */
export function ncdAfterClaims(years: unknown, claims: number, isProtected: boolean): number {
  const perClaim = isProtected ? STEP_BACK_PER_CLAIM.protected : STEP_BACK_PER_CLAIM.unprotected;
  const count = Number.isFinite(claims) && claims > 0 ? Math.floor(claims) : 0;
  return Math.max(0, ncdYears(years) - perClaim * count);
}

/** One row of the step-back table: years now, and years left after 1..6 claims. */
export interface StepBackRow {
  years: number;
  /** '20+' for the last row. */
  label: string;
  unprotected: number[];
  protected: number[];
}

/** The step-back table for 0 to 20+ years and 1 to 6 claims. */
export function ncdStepBackTable(): StepBackRow[] {
  const claims = Array.from({ length: NCD_STEP_BACK_MAX_CLAIMS }, (_, i) => i + 1);
  return Array.from({ length: NCD_MAX_YEARS + 1 }, (_, years) => ({
    years,
    label: years === NCD_MAX_YEARS ? `${years}+` : String(years),
    unprotected: claims.map((c) => ncdAfterClaims(years, c, false)),
    protected: claims.map((c) => ncdAfterClaims(years, c, true)),
  }));
}
