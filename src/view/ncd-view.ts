import type { Proposal } from '../contract/proposal';
import { ncdLevel, ncdYears } from '../domain/ncd';

export interface StepBackLine {
  claims: number;
  withProtection: number;
  withoutProtection: number;
}

export interface NcdView {
  years: number;
  /** She chose to buy protection with this policy and the quote prices it. */
  isProtected: boolean;
  /** What protection adds to the yearly price, when she bought it. */
  price: number | null;
  /**
   * Only when she bought protection (docs/product/screens.md#the-summary): her level's average discount and
   * what claims would leave her, from the insurer's table on the quote.
   */
  protection: { discountPercent: number; stepBack: StepBackLine[] } | null;
}

/** The No Claims Discount section: claim-free years, protection bought, and for a protected discount what claims would cost. */
export function ncdView(proposal: Proposal): NcdView {
  const years = proposal.risk.has_previous_insurance ? ncdYears(proposal.risk.previous_insurance?.ncd?.years) : 0;
  const offer = proposal.quote?.ncd_protection;
  const isProtected = proposal.protect_ncd === true && offer?.available === true;
  const price = isProtected ? (offer?.price ?? null) : null;
  const level = isProtected ? ncdLevel(offer?.step_back, years) : null;
  if (!level) return { years, isProtected, price, protection: null };
  const stepBack = level.unprotected.map((left, i) => ({
    claims: i + 1,
    withProtection: level.protected[i] ?? left,
    withoutProtection: left,
  }));
  return { years, isProtected, price, protection: { discountPercent: level.average_discount, stepBack } };
}
