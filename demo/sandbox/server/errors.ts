/** The error answers of the contract (responses.ts ErrorBodySchema and SERVER_ERROR_CODES). */
import * as v from 'valibot';
import { SERVER_ERROR_CODES } from '../../../src/contract/responses';
import { HttpError } from './http';

export interface FieldError {
  path: string;
  message: string;
}

export const issuesToErrors = (issues: readonly v.BaseIssue<unknown>[]): FieldError[] =>
  issues.map((issue) => ({ path: v.getDotPath(issue) ?? '', message: issue.message }));

export const invalid = (errors: FieldError[], message = 'The request is not valid'): HttpError =>
  new HttpError(400, { code: SERVER_ERROR_CODES.invalidRequest, message, errors });

/**
 * 422: the body has the contract's shape but a text breaks the widget's rules (a control or
 * right-to-left character, a name with digits): errors[] names each field. 400 stays for a body
 * of the wrong shape, so a client can tell "cannot read" from "will not take".
 */
export const unacceptableText = (errors: FieldError[]): HttpError =>
  new HttpError(422, { code: SERVER_ERROR_CODES.invalidText, message: 'Some text is not accepted', errors });

export const notFound = (message = 'Not found'): HttpError => new HttpError(404, { code: SERVER_ERROR_CODES.notFound, message });

export const conflict = (code: string, message: string): HttpError => new HttpError(409, { code, message });

/** 429 with Retry-After (seconds), in the header and, for clients that cannot read headers, the body. */
export const tooManyAttempts = (seconds: number): HttpError =>
  new HttpError(
    429,
    { code: SERVER_ERROR_CODES.rateLimited, message: 'Too many attempts: please try again later', retry_after: seconds },
    { 'Retry-After': String(seconds) },
  );

/**
 * 503 with Retry-After: a limit's table is full of live counters, so the call is refused rather
 * than counted nowhere (server/bounded-table.ts). The code is the sandbox's; the widget reads the
 * status and says "try again later" as for any 5xx.
 */
export const limitsFull = (seconds: number): HttpError =>
  new HttpError(
    503,
    { code: 'limits_full', message: 'Too many requests just now: please try again later', retry_after: seconds },
    { 'Retry-After': String(seconds) },
  );

/** A limit's refusal: 429 past the limit, 503 when its table had no room. */
export const refused = (refusal: { retryAfter: number; full?: true }): HttpError =>
  refusal.full ? limitsFull(refusal.retryAfter) : tooManyAttempts(refusal.retryAfter);

export const internal = (message = 'Something went wrong'): HttpError => new HttpError(500, { code: SERVER_ERROR_CODES.internal, message });

/** Validates input with a contract schema, or throws the 400 listing every failing field. */
export function validate<const S extends v.GenericSchema>(schema: S, input: unknown, prefix = ''): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  throw invalid(issuesToErrors(result.issues).map((e) => ({ ...e, path: prefix && e.path ? `${prefix}.${e.path}` : prefix || e.path })));
}
