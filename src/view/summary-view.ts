import type { Endorsement } from '../contract/quote';
import type { Proposal } from '../contract/proposal';
import { isBreakdown, optionalExtrasTotal, selectedAddons } from '../domain/addons';
import { endorsementNotes, sortEndorsements, type EndorsementNote } from '../domain/endorsements';
import type { MonthlyPlan } from '../domain/instalments';
import { chosenPlan } from '../domain/journey';
import { parseAmount } from '../domain/money';
import { isIncludedAddon, proposalAddons } from '../domain/proposal-addons';

/** The banner: the monthly payment when paying monthly (with its plan), otherwise the total premium. */
export type BannerView = { kind: 'monthly'; amount: number; plan: MonthlyPlan } | { kind: 'annual'; amount: number };

export function bannerView(proposal: Proposal): BannerView | null {
  const quote = proposal.quote;
  if (!quote) return null;
  const plan = chosenPlan(proposal);
  if (plan) return { kind: 'monthly', amount: plan.regularPayment, plan };
  return { kind: 'annual', amount: optionalExtrasTotal(quote.metadata.premium_subtotal, proposalAddons(proposal)) };
}

export interface ExtraLine {
  code: string;
  description: string;
  included: boolean;
  /** A breakdown tier ('European'), shown as '... breakdown cover'. */
  breakdown: boolean;
  /** What it adds to the price, so the summary shows what each extra costs. */
  price: number;
}

/** Optional Extras: the selected ones, none selected, or missing (the quote came without its add-ons). */
export type ExtrasView = { kind: 'missing' } | { kind: 'none' } | { kind: 'selected'; extras: ExtraLine[] };

export function extrasView(proposal: Proposal): ExtrasView {
  const addons = proposalAddons(proposal);
  if (addons.length === 0) return { kind: 'missing' };
  const chosen = selectedAddons(addons);
  if (chosen.length === 0) return { kind: 'none' };
  return {
    kind: 'selected',
    extras: chosen.map((a) => ({
      code: a.code,
      description: a.description,
      included: isIncludedAddon(a),
      breakdown: isBreakdown(a),
      price: parseAmount(a.premium) ?? 0,
    })),
  };
}

/** Endorsements in ascending numeric order of extra_info, then the notes docs/product/constants.md#endorsement-notes adds (driving other cars). */
export function endorsementsView(proposal: Proposal): { endorsements: Endorsement[]; notes: EndorsementNote[] } {
  const list = proposal.quote?.endorsements ?? [];
  return { endorsements: sortEndorsements(list), notes: endorsementNotes(list) };
}

/** The excesses the insurer granted, in pounds (Cover and Use); null when the quote has none. */
export function excessView(proposal: Proposal): { voluntary: number | null; compulsory: number | null } {
  const quote = proposal.quote;
  return { voluntary: parseAmount(quote?.granted_voluntary_excess), compulsory: parseAmount(quote?.compulsory_excess) };
}
