/**
 * Prices a saved proposal into the contract's Quote: decision, rating, IPT, add-ons, monthly plan,
 * excesses and endorsements. Deterministic for a given proposal and day, so an add-ons change can
 * reprice without the premium drifting.
 */
import type { Addon, RemovedAddon } from '../../../src/contract/addon';
import type { SavedProposal } from '../../../src/contract/proposal';
import type { Quote } from '../../../src/contract/quote';
import { creditDocuments, creditFigures } from '../credit/documents';
import { vehicleByAbiCode } from '../data/vehicles';
import { offeredAddons } from '../rating/addons';
import { decide } from '../rating/decisions';
import { endorsementsFor } from '../rating/endorsements';
import { excessItems } from '../rating/excess';
import { ratingInput } from '../rating/from-risk';
import { IPT_RATE, toPence, toPounds, withIpt } from '../rating/money';
import { ARRANGEMENT_FEE_PENCE } from '../rating/fee';
import { monthlyFigures } from '../rating/monthly';
import { ncdStepBack } from '../rating/ncd';
import { rate, type Rating } from '../rating/rate';
import { carryAddons, selectedExtrasPence } from './addon-selection';

export interface PricingContext {
  today: string;
  now: string;
  origin: string;
  reference: string;
  /** Where this proposal's credit documents are served (credit/documents.ts creditDocumentsPath, with the origin); without it the quote names none. */
  creditDocumentsBase?: string;
}

export type PricingOutcome =
  | { kind: 'error' }
  | { kind: 'declined'; quote: Quote; reasons: string[] }
  | { kind: 'quoted'; quote: Quote; addons: Addon[]; removed: RemovedAddon[] };

const groupOf = (abiCode: string): number | null => vehicleByAbiCode(abiCode)?.insurance_group ?? null;

const policyIpidUrl = (origin: string): string => `${origin}/sandbox/documents/ipid/motor`;

const NO_MONTHLY = {
  monthly_payment: null,
  monthly_deposit: null,
  monthly_interest: null,
  monthly_interest_percent: null,
  monthly_apr: null,
  monthly_installments: null,
  monthly_initial_payment: null,
  monthly_total_payable: null,
};

function declinedQuote(ctx: PricingContext): Quote {
  return {
    reference: ctx.reference,
    created_at: ctx.now,
    is_quoted: false,
    is_purchased: false,
    is_accepted: false,
    is_referred: false,
    premium: 0,
    arrangement_fee: null,
    addons: [],
    metadata: { premium_subtotal: 0, monthly_total_payable_subtotal: null },
    compulsory_excess: 0,
    granted_voluntary_excess: 0,
    protected_ncd_implied_price: null,
    ncd_protection: null,
    ...NO_MONTHLY,
    excesses: [],
    endorsements: [],
    ipids: [],
    credit_documents: null,
  };
}

/**
 * No-claims protection as an option of its own (docs/product/regulation.md#no-claims-protection): offered from
 * 2 years of NCD, priced as the loading's share of the premium with its tax, with the step-back table.
 */
function ncdProtection(rating: Rating): NonNullable<Quote['ncd_protection']> {
  const step_back = ncdStepBack();
  if (rating.protectedNet === null) return { available: false, price: null, monthly_price: null, step_back };
  const open = withIpt(toPence(rating.unprotectedNet)).grossPence;
  const covered = withIpt(toPence(rating.protectedNet)).grossPence;
  return {
    available: true,
    price: toPounds(covered - open),
    monthly_price: toPounds(toPence(monthlyFigures(covered).monthly_payment) - toPence(monthlyFigures(open).monthly_payment)),
    step_back,
  };
}

export function priceProposal(proposal: SavedProposal, ctx: PricingContext): PricingOutcome {
  const input = ratingInput(proposal.risk, ctx.today, groupOf, proposal.protect_ncd === true);
  const decision = decide(input);
  if (decision.kind === 'error') return { kind: 'error' };
  if (decision.kind === 'decline') return { kind: 'declined', quote: declinedQuote(ctx), reasons: decision.reasons };
  const rating = rate(input);
  const subtotal = withIpt(toPence(rating.net));
  // The firm's fee is charged on the sale, outside the premium's tax, and is in every total she pays.
  const insurancePence = subtotal.grossPence + ARRANGEMENT_FEE_PENCE;
  const { addons, removed } = carryAddons(offeredAddons(input.cover, input.proposer.age), proposal.addons, ctx.origin);
  const extras = selectedExtrasPence(addons);
  const premiumPence = insurancePence + extras;
  const excesses = excessItems(input.cover, input.proposer.age, 1 + input.additionalDrivers.length);
  const protectedPence =
    rating.protectedNet === null ? null : withIpt(toPence(rating.protectedNet)).grossPence + ARRANGEMENT_FEE_PENCE + extras;
  const monthly = monthlyFigures(premiumPence);
  // The insurer also reports the net premium and the tax in it; the contract keeps the keys it knows.
  const metadata = {
    premium_subtotal: toPounds(insurancePence),
    monthly_total_payable_subtotal: monthlyFigures(insurancePence).monthly_total_payable,
    net_premium: rating.net,
    ipt: toPounds(subtotal.iptPence),
    ipt_rate: IPT_RATE,
  };
  const quote: Quote = {
    reference: ctx.reference,
    created_at: ctx.now,
    is_quoted: true,
    is_purchased: false,
    is_accepted: false,
    is_referred: decision.referred,
    premium: toPounds(premiumPence),
    arrangement_fee: toPounds(ARRANGEMENT_FEE_PENCE),
    addons,
    metadata,
    compulsory_excess: excesses.filter((e) => e.driver === null).reduce((sum, e) => sum + e.value, 0),
    granted_voluntary_excess: input.voluntaryExcess,
    protected_ncd_implied_price: protectedPence === null ? null : toPounds(protectedPence),
    ncd_protection: ncdProtection(rating),
    ...monthly,
    excesses,
    endorsements: endorsementsFor({
      cover: input.cover,
      value: input.vehicleValue,
      hasTracker: input.hasTracker,
      proposerAge: input.proposer.age,
      hasConvictions: input.proposer.convictions.length > 0,
      modifications: input.modifications,
    }),
    ipids: [{ url: policyIpidUrl(ctx.origin) }],
    credit_documents: ctx.creditDocumentsBase
      ? creditDocuments(creditFigures({ premium: toPounds(premiumPence), ...monthly }), ctx.creditDocumentsBase)
      : null,
  };
  return { kind: 'quoted', quote, addons, removed };
}
