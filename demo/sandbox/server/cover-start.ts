/**
 * Cover starts when it is bought (docs/product/regulation.md#cover-start-and-a-bought-policy): a start
 * date before the insurer's today (Europe/London, services.today()) is never sold. The card page
 * and accept refuse it; a payment the card page already took for it is voided, as a card scheme
 * asks of a merchant that cannot deliver (no charge without goods), and the proposal is no longer
 * paid, so she can choose a new date, be re-quoted and pay again.
 */
import type { SavedProposal } from '../../../src/contract/proposal';
import { SERVER_ERROR_CODES } from '../../../src/contract/responses';
import { HttpError } from './http';
import type { SandboxState } from './records';

/** True when the proposal's cover would start on a day before `today` (both YYYY-MM-DD, which sort as dates). */
export const startPassed = (proposal: SavedProposal, today: string): boolean =>
  typeof proposal.risk.start_date === 'string' && proposal.risk.start_date < today;

/** 422 start_date_passed: nothing was sold; the message names the earliest day that can be. */
export const startDatePassed = (today: string): HttpError =>
  new HttpError(422, {
    code: SERVER_ERROR_CODES.startDatePassed,
    message: `The cover start date has passed: cover can start on ${today} (UK time) or later. Choose a new date and requote; no policy was made and any payment was refunded`,
  });

/**
 * Refunds every payment taken on the proposal and closes the sessions that took them; the proposal
 * is no longer paid. The refund is recorded on the payment (refunded_at), as a provider's would be.
 */
export function voidPayments(proposal: SavedProposal, sandbox: SandboxState, now: string, reason: string): void {
  for (const payment of sandbox.payments) {
    if (payment.outcome === 'succeeded' && !payment.refunded_at) Object.assign(payment, { refunded_at: now, refund_reason: reason });
  }
  for (const session of Object.values(sandbox.sessions)) {
    if (!session.paid) continue;
    session.paid = false;
    session.voided_at = now;
  }
  proposal.is_purchased = false;
  if (proposal.quote) proposal.quote = { ...proposal.quote, is_purchased: false };
}
