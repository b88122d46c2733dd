import * as v from 'valibot';
import { AddonSchema, RemovedAddonSchema } from './addon';
import { AttributionSchema } from './attribution';
import { answer, text, list, LIST_MAX, TEXT_MAX } from './common';
import { CreditAgreementSchema, HolderConsentSchema } from './credit';
import { DirectDebitSchema } from './direct-debit';
import { QuoteSchema } from './quote';
import { RiskSchema } from './risk';

const proposalEntries = {
  /** null until the server first saves the draft. */
  uuid: answer(text()),
  addons: v.nullish(list(AddonSchema, LIST_MAX.quoteItems), []),
  removed_addons: v.nullish(list(RemovedAddonSchema, LIST_MAX.quoteItems), []),
  is_pay_monthly: v.nullish(v.boolean(), false),
  is_quoted: v.nullish(v.boolean(), false),
  is_purchased: v.nullish(v.boolean(), false),
  is_accepted: v.nullish(v.boolean(), false),
  consent_to_auto_renew: answer(v.boolean()),
  /** She chose to buy no-claims protection with this policy (never inferred from her past cover's answer). */
  protect_ncd: answer(v.boolean()),
  risk: v.nullish(RiskSchema, {}),
  direct_debit: v.nullish(DirectDebitSchema, {}),
  quote: answer(QuoteSchema),
  /**
   * Set at accept: each document linked to her before she paid, with the version the insurer issued
   * (docs/product/regulation.md#product-documents); absent before the sale.
   */
  documents: v.optional(list(v.object({ url: text(TEXT_MAX.url), title: text(), version: text() }), LIST_MAX.quoteItems)),
  /** Set when the proposal is created, from the host's config.attribution; absent when it gave none. */
  attribution: v.optional(AttributionSchema),
};

/**
 * A proposal as a draft: structure only. Unanswered questions are null and a missing key parses to
 * its default, so `v.parse(ProposalSchema, saved)` also upgrades a draft saved by an older version.
 * Whether an answer is required is the form's business (domain rules), not this schema's.
 */
export const ProposalSchema = v.object(proposalEntries);
export type Proposal = v.InferOutput<typeof ProposalSchema>;

/**
 * The proposal's version (docs/api-team.md#versions): 1 when created, one more on every write that
 * changes what is priced or bought (answers, quote, add-ons, payment option, start date, excess, bank
 * details). Every write sends the version it was based on as `If-Match: "<version>"`; an older one
 * answers 412 stale_version, so a second window's older copy never overwrites a newer answer, and a
 * payment session opened at one version cannot buy another.
 */
const VersionSchema = v.pipe(v.number(), v.integer(), v.minValue(1));

/** A proposal the server has stored: the uuid and version are always there. */
export const SavedProposalSchema = v.object({
  ...proposalEntries,
  uuid: text(),
  version: VersionSchema,
  /** The insurer's record of the credit agreement (docs/api-team.md#the-calls); never sent by the client. */
  credit_agreement: answer(CreditAgreementSchema),
  /** The account holder's own consent when it is not the proposer (docs/api-team.md#when-someone-else-holds-the-account); never sent by the client. */
  holder_consent: answer(HolderConsentSchema),
});
export type SavedProposal = v.InferOutput<typeof SavedProposalSchema>;

/**
 * The draft a new quote starts from: voluntary excess 0, collection day '1', pay in full, no add-ons,
 * empty claims / convictions / drivers / modifications lists and null for every unanswered question.
 */
export function emptyProposal(): Proposal {
  return v.parse(ProposalSchema, {});
}
