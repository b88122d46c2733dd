/**
 * A card payment session is bound to one priced version of the quote, the way a payment provider
 * binds a PaymentIntent to its amount (docs/security.md): it records
 * the proposal version and the amount due at that version, and can be paid only while both still
 * hold and it has not expired.
 */
import type { SavedProposal } from '../../../src/contract/proposal';
import { startPassed } from '../server/cover-start';
import type { PaymentSession } from '../server/records';
import { amountDue } from './payment-amount';

/**
 * 30 minutes, Stripe Checkout's shortest session: long enough to find a card and pass the bank's
 * check, short enough that a card page left open in a forgotten tab cannot take money hours later
 * for a quote that may no longer be offered at that price. The widget opens a fresh one each time
 * the payment screen opens, so an expired one costs her one click.
 */
export const PAYMENT_SESSION_TTL_MS = 30 * 60_000;

export type SessionState = 'open' | 'paid' | 'price_changed' | 'expired' | 'start_passed';

const pence = (amount: number): number => Math.round(amount * 100);

/** True when the session was priced at the proposal's current version and amount. */
export const pricedAsNow = (session: Pick<PaymentSession, 'version' | 'amount'>, proposal: SavedProposal): boolean =>
  session.version === proposal.version && pence(session.amount) === pence(amountDue(proposal));

/**
 * Whether the session can take a payment now; a paid one answers 'paid' whatever changed since.
 * `today` (the insurer's, Europe/London): a cover start before it takes nothing (server/cover-start.ts).
 */
export function sessionState(session: PaymentSession, proposal: SavedProposal, now: string, today?: string): SessionState {
  if (session.paid) return 'paid';
  if (session.voided_at) return 'expired';
  if (today !== undefined && startPassed(proposal, today)) return 'start_passed';
  if (!pricedAsNow(session, proposal)) return 'price_changed';
  // A session from before versions (no expires_at) is treated as expired: it was never bound to a price.
  if (!session.expires_at || Date.parse(now) >= Date.parse(session.expires_at)) return 'expired';
  return 'open';
}

export function newSession(proposal: SavedProposal, returnUrl: string, now: string): PaymentSession {
  return {
    return_url: returnUrl,
    amount: amountDue(proposal),
    created_at: now,
    version: proposal.version,
    expires_at: new Date(Date.parse(now) + PAYMENT_SESSION_TTL_MS).toISOString(),
    paid: false,
  };
}
