import { hasHttpStatus, isApiError } from '../api/api-error';
import { RECALL_REASONS, ROUTES } from './routes';

/**
 * SPEC.md sections 4 and 8: a failed request with a response status other than 200 goes to
 * Exception; any other failure (network, time-out, a malformed answer) goes to Declined. One
 * exception: a 401 means this browser has no access token for the quote (its link was opened on
 * another device, or shared), which is no technical issue: Retrieve a Quote opens it with the
 * customer's own details.
 */
export function routeForFailure(error: unknown): string {
  if (isApiError(error) && error.status === 401) return `${ROUTES.recall}?reason=${RECALL_REASONS.locked}`;
  return hasHttpStatus(error) ? ROUTES.exception : ROUTES.declined;
}
