import { hasHttpStatus, isApiError } from '../api/api-error';
import { SERVER_ERROR_CODES } from '../contract/responses';
import { RECALL_REASONS, ROUTES } from '../widget/routes';

/** Why a 401 happened, as Retrieve a Quote explains it (docs/security.md#data-that-ends-with-the-sale). */
const REASON_OF_401: Record<string, string> = {
  [SERVER_ERROR_CODES.tokenExpired]: RECALL_REASONS.expired,
  [SERVER_ERROR_CODES.tokenRevoked]: RECALL_REASONS.revoked,
};

/**
 * docs/product/transitions.md#a-failed-quote-or-re-quote: a failed request with a response status other than 200 goes to
 * Exception; any other failure (network, time-out, a malformed answer) goes to Declined. One
 * exception: a 401 means this browser has no access token for the quote (its link was opened on
 * another device, or shared), which is no technical issue: Retrieve a Quote opens it with the
 * customer's own details. A token the API ended (expired, or revoked by the sale or a later recall)
 * says so there too, never a blank or a technical-issue screen.
 */
export function routeForFailure(error: unknown): string {
  if (isApiError(error) && error.status === 401) return `${ROUTES.recall}?reason=${REASON_OF_401[error.code] ?? RECALL_REASONS.locked}`;
  return hasHttpStatus(error) ? ROUTES.exception : ROUTES.declined;
}
