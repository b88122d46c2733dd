import type { ErrorBody } from '../contract/responses';

/** Codes the client itself gives a failure that has no server answer to read. */
export const CLIENT_ERROR_CODES = {
  network: 'network',
  timeout: 'timeout',
  malformed: 'malformed',
  /** A non-200 answer without a readable error body. */
  http: 'http_error',
} as const;

interface ApiErrorInit {
  endpoint: string;
  method: string;
  /** The path template ('/api/proposal/{uuid}'): never personal data. */
  path: string;
  /** HTTP status, or 0 when no usable answer arrived (network, time-out, malformed body). */
  status: number;
  code: string;
  detail: string;
  /** For a malformed answer: where in the body the contract was broken, e.g. 'proposal.quote.premium'. */
  fieldPath?: string;
  body?: ErrorBody;
  cause?: unknown;
}

/**
 * Every failed call rejects with this. Flows apply the rule on `status` (docs/product/transitions.md#a-failed-quote-call): present and not 200
 * means Exception, 0 (network, time-out, malformed) means Declined.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly endpoint: string;
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly code: string;
  readonly fieldPath: string | undefined;
  /** The server's own words (shown by the direct-debit form), never logged. */
  readonly serverMessage: string | undefined;
  readonly fieldErrors: NonNullable<ErrorBody['errors']>;
  /** On a 429: seconds until the call may be tried again (the API's retry_after). */
  readonly retryAfterSeconds: number | undefined;

  constructor(init: ApiErrorInit) {
    super(`${init.method} ${init.path}: ${init.detail}`, { cause: init.cause });
    this.endpoint = init.endpoint;
    this.method = init.method;
    this.path = init.path;
    this.status = init.status;
    this.code = init.code;
    this.fieldPath = init.fieldPath;
    this.serverMessage = init.body?.message;
    this.fieldErrors = init.body?.errors ?? [];
    this.retryAfterSeconds = init.body?.retry_after;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** True when the server answered with a status other than 200 (docs/product/transitions.md#a-failed-quote-call: go to Exception). */
export const hasHttpStatus = (error: unknown): boolean => isApiError(error) && error.status !== 0 && error.status !== 200;
