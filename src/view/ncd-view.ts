import type { Proposal } from '../api/contract/proposal';
import { ncdAfterClaims, ncdDiscountPercent, ncdYears, NCD_STEP_BACK_MAX_CLAIMS } from '../domain/ncd';

export interface StepBackLine {
  claims: number;
  withProtection: number;
  withoutProtection: number;
}

export interface NcdView {
  years: number;
  isProtected: boolean;
  /** Only when protected (docs/product/screens.md#the-summary: protection data and step-back procedures then). */
  protection: { discountPercent: number; stepBack: StepBackLine[] } | null;
}

/** The No Claims Discount section: claim-free years, protection, and for a protected discount what claims would cost. */
export function ncdView(proposal: Proposal): NcdView {
  const previous = proposal.risk.has_previous_insurance ? proposal.risk.previous_insurance : null;
  const years = ncdYears(previous?.ncd?.years);
  const isProtected = years > 0 && previous?.ncd?.is_protected === true;
  if (!isProtected) return { years, isProtected, protection: null };
  const stepBack = Array.from({ length: NCD_STEP_BACK_MAX_CLAIMS }, (_, i) => ({
    claims: i + 1,
    withProtection: ncdAfterClaims(years, i + 1, true),
    withoutProtection: ncdAfterClaims(years, i + 1, false),
  }));
  return { years, isProtected, protection: { discountPercent: ncdDiscountPercent(years), stepBack } };
}
