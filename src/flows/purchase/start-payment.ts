import { isStaleWrite, reloadChangedElsewhere } from '../changed-elsewhere';
import { isApiError } from '../../api/api-error';
import { SERVER_ERROR_CODES } from '../../contract/responses';
import { startPassedRoute } from '../price/start-date';
import { isStartDateExpired } from '../../domain/dates';
import type { Widget } from '../../widget/widget';
import { routeForFailure } from '../outcome';
import { ROUTES, withUuid } from '../../widget/routes';
import { amountDue, paysMonthly, stepAfter, type AmountKind } from '../../domain/journey';
import { apiOrigin, frameableAddress } from '../../domain/payment-address';
import { newNonce, type PaymentReturnExpectation } from '../../domain/payment-return';
import { frameAllowed, paymentReturn } from '../../browser/payment-frame';

export type PaymentStart =
  | { kind: 'frame'; url: string; amount: number; amountKind: AmountKind; monthly: boolean; expect: PaymentReturnExpectation }
  | { kind: 'route'; to: string }
  | { kind: 'blocked' };

/** The insurer's answer when a monthly plan has no approved direct debit yet. */
const DIRECT_DEBIT_REQUIRED = 'direct_debit_required';

type Deps = Pick<Widget, 'api' | 'stores' | 'config' | 'paymentReturnPage'>;

/**
 * The Payment screen's arrival (docs/product/transitions.md#the-card-payment): load the proposal, then request the hosted card
 * page with the widget's return page as its return address, bound to this payment by a new nonce. A quote already bought goes to the
 * thank-you page (never paid twice), an unpriced one to Declined, a referred one to Referred, one whose start date has passed
 * (by this device's clock or the insurer's) back to the price screen to pick a new date; a card page address that is not https (nor the
 * API's own origin) is never framed, and none is asked for when the host page would refuse to frame the return page.
 */
export async function startPayment(
  { api, stores, config, paymentReturnPage }: Deps,
  uuid: string | null,
  pageUrl: string,
): Promise<PaymentStart> {
  if (!uuid) return { kind: 'route', to: ROUTES.create };
  let proposal;
  try {
    proposal = await api.getProposal(uuid);
  } catch (error) {
    return { kind: 'route', to: routeForFailure(error) };
  }
  stores.proposal.getState().load(proposal);
  const due = amountDue(proposal);
  const step = stepAfter('payment', proposal);
  if (step || !due) return { kind: 'route', to: withUuid(ROUTES[step ?? 'declined'], uuid) };
  if (isStartDateExpired(proposal.risk.start_date)) return { kind: 'route', to: startPassedRoute(uuid) };
  if (!paymentReturnPage) {
    console.error(
      'MotorQuote: no card payment return page is known, so the card page was not opened. Serve dist/motor-quote-return.html and dist/motor-quote-return.js from your site and set config.paymentReturnUrl to the page’s address.',
    );
    return { kind: 'route', to: ROUTES.exception };
  }
  // A return the host page's CSP refuses to frame would leave her charged on a blocked frame, so no
  // card page is asked for; she stays here and is told (docs/security.md#content-security-policy-per-mode).
  if (!(await frameAllowed(paymentReturnPage))) return { kind: 'blocked' };
  const { returnUrl, expect } = paymentReturn(paymentReturnPage, { pageUrl, uuid, nonce: newNonce(), routing: config.routing });
  let address: string;
  try {
    address = await api.requestPayment(uuid, returnUrl);
  } catch (error) {
    if (isApiError(error) && error.code === DIRECT_DEBIT_REQUIRED) return { kind: 'route', to: withUuid(ROUTES.instalments, uuid) };
    // The insurer's day has moved past the cover start (its clock, not this device's, decides).
    if (isApiError(error) && error.code === SERVER_ERROR_CODES.startDatePassed) return { kind: 'route', to: startPassedRoute(uuid) };
    // A monthly plan's deposit waits for the credit agreement, signed for the quote as it stands.
    if (isApiError(error) && error.code === SERVER_ERROR_CODES.agreementRequired)
      return { kind: 'route', to: withUuid(ROUTES.agreement, uuid) };
    // Changed in another window between reading the quote and opening the card page: the summary
    // shows the latest, with the reason, before she pays.
    if (isStaleWrite(error)) {
      const to = await reloadChangedElsewhere({ api, stores }, uuid, ROUTES.summary);
      return { kind: 'route', to: to ?? withUuid(ROUTES.summary, uuid) };
    }
    // Declined (docs/product/screens.md#no-quote-available: 'unable to provide a quotation') would be untrue here: the quote stands and
    // only the card page failed to open, so any failure is the technical issue it is (docs/decisions.md#decisions).
    return { kind: 'route', to: ROUTES.exception };
  }
  const url = frameableAddress(address, apiOrigin(config.apiBase, pageUrl));
  if (!url) {
    console.error(
      'MotorQuote: the API answered a card payment address that is neither https nor on the API’s own origin, so it was not shown. Check the payment provider’s return of payment_url.',
    );
    return { kind: 'route', to: ROUTES.exception };
  }
  return { kind: 'frame', url, amount: due.amount, amountKind: due.kind, monthly: paysMonthly(proposal), expect };
}
