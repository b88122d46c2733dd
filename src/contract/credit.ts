import * as v from 'valibot';
import { answer, MoneySchema, text, TimestampSchema, TEXT_MAX } from './common';

/**
 * A credit document the insurer serves for this quote, filled with its figures (docs/product/regulation.md#paying-monthly-is-credit):
 * where it is, and its version, which names the wording and the figures together, so the version
 * she was shown says exactly what she read.
 */
export const CreditDocumentSchema = v.object({ url: text(TEXT_MAX.url), version: text() });
export type CreditDocument = v.InferOutput<typeof CreditDocumentSchema>;

/**
 * A monthly quote's two credit documents: the pre-contract credit information with its explanations
 * (the SECCI), shown before she applies, and the credit agreement she signs.
 */
export const CreditDocumentsSchema = v.object({ information: CreditDocumentSchema, agreement: CreditDocumentSchema });
export type CreditDocuments = v.InferOutput<typeof CreditDocumentsSchema>;

/** Who signed the credit agreement: the proposer, or the adult who holds the account and borrows. */
export const AGREEMENT_SIGNERS = ['proposer', 'account_holder'] as const;

/**
 * The agreement as the insurer holds it for the proposal as it stands now: unsigned until signed,
 * and unsigned again once anything priced or bought changes (a signature is for one version).
 */
export const AGREEMENT_STATUSES = ['unsigned', 'signed'] as const;

/** The proposal's credit agreement, set by the insurer (never by the client): null before the Direct Debit is saved. */
export const CreditAgreementSchema = v.object({
  status: v.picklist(AGREEMENT_STATUSES),
  /** The version of the agreement signed, when signed. */
  version: answer(text()),
  signed_by: answer(v.picklist(AGREEMENT_SIGNERS)),
  signed_at: answer(TimestampSchema),
});
export type CreditAgreement = v.InferOutput<typeof CreditAgreementSchema>;

/**
 * Signing the credit agreement: the version she read, her name as she typed it, the amount of credit
 * she was shown (refused when it is not the quote's now) and her explicit agreement.
 */
export const SignAgreementRequestSchema = v.object({
  agreement_version: text(),
  signed_name: v.pipe(text(), v.trim(), v.nonEmpty('expected the signer’s name')),
  amount_of_credit: MoneySchema,
  agreed: v.literal(true),
});
export type SignAgreementRequest = v.InferInput<typeof SignAgreementRequestSchema>;

/**
 * When someone else holds the account (docs/api-team.md#when-someone-else-holds-the-account): the
 * holder's own consent, set by the insurer. Null when the proposer holds it. `sent` once the insurer
 * has mailed the holder a single-use link (until `expires_at`); `signed` once the holder agreed and signed.
 */
export const HolderConsentSchema = v.object({
  status: v.picklist(['unsent', 'sent', 'signed']),
  email: answer(text(TEXT_MAX.email)),
  expires_at: answer(TimestampSchema),
  signed_at: answer(TimestampSchema),
});
export type HolderConsent = v.InferOutput<typeof HolderConsentSchema>;

/**
 * What the holder's link opens, and nothing more: who they are, whose policy, the account (masked),
 * the Direct Debits asked for and the credit documents, with the figures their signature is for.
 */
export const HolderViewSchema = v.object({
  forename: text(),
  surname: text(),
  customer: text(),
  account_name: text(),
  account_number: text(),
  sort_code: text(),
  monthly_payment: MoneySchema,
  /** How many Direct Debits of monthly_payment are collected. */
  payments: v.number(),
  collection_day: text(),
  amount_of_credit: MoneySchema,
  credit_documents: CreditDocumentsSchema,
});
export type HolderView = v.InferOutput<typeof HolderViewSchema>;
