import { hasHttpStatus } from '../api/api-error';
import { ROUTES } from './routes';

/**
 * SPEC.md sections 4 and 8: a failed request with a response status other than 200 goes to
 * Exception; any other failure (network, time-out, a malformed answer) goes to Declined.
 */
export function routeForFailure(error: unknown): string {
  return hasHttpStatus(error) ? ROUTES.exception : ROUTES.declined;
}
