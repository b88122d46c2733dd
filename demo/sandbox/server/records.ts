/** What the sandbox keeps beside each proposal: the things a real insurer holds in its own systems. */
import type { DirectDebit } from '../../../src/api/contract/direct-debit';

export interface PaymentRecord {
  at: string;
  amount: number;
  last4: string;
  outcome: 'succeeded' | 'failed';
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
