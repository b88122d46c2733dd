import type { Addon } from '../contract/addon';
import type { Proposal } from '../contract/proposal';
import { isBreakdown, optionalExtrasTotal, selectedAddons } from '../domain/addons';
import { monthlyPlan, type MonthlyPlan } from '../domain/instalments';
import { paysMonthly } from '../domain/journey';
import { parseAmount, roundPence } from '../domain/money';
import { isIncludedAddon, proposalAddons, selectionChanged } from '../domain/proposal-addons';

export interface BasketLine {
  code: string;
  description: string;
  premium: number;
  /** Part of the cover already (shown as 'Included', not priced). */
  included: boolean;
  /** A breakdown tier, whose description ('European') needs 'breakdown cover' after it to make sense alone. */
  breakdown: boolean;
  /**
   * For the personal accident cover included, the enhanced extra on offer beside it (by name), so
   * the basket can say how the two differ ('Included' beside '£24.99' read as the same thing).
   */
  enhanced?: string;
}

export interface BasketView {
  /** The car insurance alone: the quote's premium_subtotal. */
  insurance: number;
  extras: BasketLine[];
  /** premium_subtotal plus the selected extras' premiums (docs/product/constants.md#extras-total). */
  total: number;
  payMonthly: boolean;
  /**
   * The monthly plan: the quote's own while the choices match those it was priced with; otherwise
   * an estimate scaled to the new total until Continue re-quotes (planOutdated).
   */
  plan: MonthlyPlan | null;
  planOutdated: boolean;
}

/**
 * The quote's plan scaled to a new cash price. Deposit and credit charge are shares of the price,
 * so the payments move in proportion; the re-quote gives the exact figures.
 */
function scalePlan(plan: MonthlyPlan, premium: number): MonthlyPlan {
  const ratio = plan.premium > 0 ? premium / plan.premium : 1;
  const scale = (amount: number) => roundPence(amount * ratio);
  const totalPayable = scale(plan.totalPayable);
  const deposit = scale(plan.deposit);
  return {
    ...plan,
    premium,
    deposit,
    initialPayment: scale(plan.initialPayment),
    regularPayment: scale(plan.regularPayment),
    interest: scale(plan.interest),
    totalPayable,
    amountOfCredit: roundPence(premium - deposit),
    extraCost: roundPence(totalPayable - premium),
  };
}

/** What the add-ons basket shows for the proposal's quote and the choices made on screen. */
export function basketView(proposal: Proposal, chosen: readonly Addon[]): BasketView {
  const quote = proposal.quote;
  const enhanced = chosen.find((a) => a.code === 'EPA')?.description;
  const extras = selectedAddons(chosen).map((a) => ({
    code: a.code,
    description: a.description,
    premium: parseAmount(a.premium) ?? 0,
    included: isIncludedAddon(a),
    breakdown: isBreakdown(a),
    enhanced: a.code === 'PA' ? enhanced : undefined,
  }));
  const total = optionalExtrasTotal(quote?.metadata.premium_subtotal, chosen);
  const quoted = monthlyPlan(quote);
  const planOutdated = quoted !== null && selectionChanged(proposalAddons(proposal), chosen);
  return {
    insurance: parseAmount(quote?.metadata.premium_subtotal) ?? 0,
    extras,
    total,
    payMonthly: paysMonthly(proposal),
    plan: quoted && planOutdated ? scalePlan(quoted, total) : quoted,
    planOutdated,
  };
}
