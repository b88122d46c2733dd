/** What the sandbox keeps beside each proposal: the things a real insurer holds in its own systems. */
import type { DirectDebit } from '../../../src/contract/direct-debit';

export interface PaymentRecord {
  at: string;
  amount: number;
  last4: string;
  outcome: 'succeeded' | 'failed';
  /** When a succeeded payment was refunded in full (server/cover-start.ts), and why; absent while it stands. */
  refunded_at?: string;
  refund_reason?: string;
}

export interface PaymentSession {
  return_url: string;
  amount: number;
  created_at: string;
  /** The proposal version the amount was priced at: once the version moves the session cannot be paid. */
  version: number;
  /** created_at + PAYMENT_SESSION_TTL_MS (routes/payment-session.ts). */
  expires_at: string;
  /** A session takes one successful payment; a retry after a failure is allowed. */
  paid: boolean;
  /** The card (its last 4) whose 3-D Secure challenge is open: the bank's code is awaited before any payment. */
  challenge?: string | null;
  /** When the payment it took was refunded (server/cover-start.ts): a voided session never takes money again. */
  voided_at?: string;
}

/** The credit agreement as signed: what the lender keeps (docs/product/regulation.md#the-credit-agreement). */
export interface AgreementRecord {
  /** The version of the agreement read and signed (quote.credit_documents.agreement.version). */
  version: string;
  /** The name as typed to sign. */
  signed_name: string;
  signed_at: string;
  /** The amount of credit she was shown and agreed to, in pounds. */
  amount_of_credit: number;
  signed_by: 'proposer' | 'account_holder';
  /** The proposal version signed: a change to what is priced or bought since voids the signature. */
  proposal_version: number;
  /** The pre-contract credit information shown before she applied (pay-monthly's credit_information_version). */
  credit_information_version: string | null;
}

export interface SandboxState {
  payments: PaymentRecord[];
  sessions: Record<string, PaymentSession>;
  credit_check: { at: string; outcome: 'approved' | 'declined' } | null;
  /** known: the fingerprint came from the sandbox device-risk script. */
  device_risk: { at: string; blackbox_length: number; checked: boolean; known: boolean } | null;
  accepted_at: string | null;
  /** The quote that was accepted: later requotes must not change what was bought. */
  accepted_reference: string | null;
  /** The bank details pay-monthly received, in full: the proposal itself only ever shows them masked. */
  direct_debit: DirectDebit | null;
  /** SHA-256 (hex) of the access tokens that open this proposal, newest first. */
  access_tokens: string[];
  /** When each live token (by its hash) was last used, ISO: unused for ACCESS_TOKEN_IDLE_MINUTES it is dead. */
  access_used_at?: Record<string, string>;
  /** Hashes of withdrawn tokens (the sale, a later recall), newest first: they answer token_revoked, not 404. */
  access_revoked?: string[];
  /** The token that accepted the policy may ask for one portal link, until `until`; nothing else. */
  portal_grant?: { hash: string; until: string } | null;
  /** When the e-mail a quote being made sends went out (routes/quote.ts): once per proposal, at its first quote. */
  quote_emailed_at?: string | null;
  /** The secret in the address of this proposal's credit documents (credit/documents.ts creditDocumentsPath). */
  documents_key?: string;
  /** The version of the pre-contract credit information shown before the credit application, and when it was applied with. */
  credit_information?: { version: string; at: string } | null;
  /** The credit agreement as signed, the latest signature. */
  agreement?: AgreementRecord | null;
  /** When someone else holds the account: the link mailed to them (routes/account-holder.ts), and their signature. */
  holder?: HolderRecord | null;
}

/** The account holder's consent (docs/product/regulation.md#when-someone-else-holds-the-account): what the lender keeps. */
export interface HolderRecord {
  /** The secret of the single-use link last mailed; null once it was used. Sending again replaces it. */
  key: string | null;
  sent_at: string;
  expires_at: string;
  /** Their name as typed to sign, when, the agreement's version and the amount of credit their signature is for. */
  signed?: { name: string; at: string; agreement_version: string; amount_of_credit: number } | null;
}

export function emptySandboxState(): SandboxState {
  return {
    payments: [],
    sessions: {},
    credit_check: null,
    device_risk: null,
    accepted_at: null,
    accepted_reference: null,
    direct_debit: null,
    access_tokens: [],
  };
}
