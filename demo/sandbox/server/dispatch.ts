/**
 * Runs one contract call: injected faults first, then body and query validation with the contract's
 * schemas, the handler, and a check that the answer itself keeps the contract (a sandbox bug
 * answers 500 rather than teaching the widget a wrong shape).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as v from 'valibot';
import { ENDPOINTS, readVersionTag, type EndpointDefinition, type EndpointKey } from '../../../src/contract/endpoints';
import { SERVER_ERROR_CODES } from '../../../src/contract/responses';
import { requestBodyOf } from '../../../src/contract/request-bodies';
import { textProblems } from '../../../src/contract/text-rules';
import { authorise } from './access-tokens';
import type { EndpointContext, EndpointHandler, EndpointHandlers } from './endpoint';
import { CREATION_CALLS } from './client-limits';
import { internal, invalid, issuesToErrors, refused, unacceptableText, validate } from './errors';
import { faultBody, malformedBody, sleep } from './faults';
import { HttpError, readJson, readNoBody, sendJson } from './http';
import type { Services } from './services';
import { canonicalUuid } from './store';

export interface DispatchInput {
  key: EndpointKey;
  params: Record<string, string>;
  url: URL;
  origin: string;
  /** Origins the insurer registered for the brand's pages (app.ts registeredOrigins). */
  returnOrigins: readonly string[];
}

const queryObject = (url: URL): Record<string, string> => Object.fromEntries(url.searchParams.entries());

/** The uuid a /json call names in its body, when it names one. */
const uuidOf = (raw: unknown): string | undefined => {
  const uuid = raw !== null && typeof raw === 'object' && Object.hasOwn(raw, 'uuid') ? (raw as { uuid: unknown }).uuid : undefined;
  return typeof uuid === 'string' ? uuid : undefined;
};

/**
 * A body with only the keys its schema names. A loose schema (recall: a partner passes its whole
 * request on) would keep the rest, and the text rules would walk them however deep: they are
 * dropped first, so nothing walks what no schema reads (docs/security.md#what-the-api-must-hold-to).
 */
function knownKeys(schema: v.GenericSchema, raw: unknown): unknown {
  const entries = (schema as { type: string; entries?: Record<string, unknown> }).entries;
  if (schema.type !== 'loose_object' || !entries || raw === null || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  return Object.fromEntries(
    Object.keys(entries).flatMap((key) => (Object.hasOwn(raw, key) ? [[key, (raw as Record<string, unknown>)[key]]] : [])),
  );
}

/** Calls whose body is all optional (quote accept) may send none; for any other, no body is a bad request. */
const BODY_OPTIONAL: ReadonlySet<EndpointKey> = new Set(['acceptQuote']);

/**
 * Identifiers in their one spelling at the edge (docs/security.md): a uuid in the path or a body
 * is lower-cased before any handler, lock or lookup sees it, so a mixed-case copy of a uuid is the
 * same proposal under the same lock, never a second one.
 */
function canonicalIds(input: DispatchInput, raw: unknown): void {
  if (input.params.uuid !== undefined) input.params.uuid = canonicalUuid(input.params.uuid);
  if (raw !== null && typeof raw === 'object' && typeof (raw as { uuid?: unknown }).uuid === 'string') {
    (raw as { uuid: string }).uuid = canonicalUuid((raw as { uuid: string }).uuid);
  }
}

/**
 * A write's If-Match (docs/api-team.md#versions): none is 428, not a single version tag 400. A
 * write without one is refused rather than applied blindly: a client that does not say what it was
 * based on is exactly the second tab that silently drops another's answers.
 */
function versionOf(req: IncomingMessage): number {
  const header = req.headers['if-match'];
  if (header === undefined) {
    throw new HttpError(428, {
      code: SERVER_ERROR_CODES.versionRequired,
      message: 'Send the proposal version this change is based on: If-Match: "<version>"',
    });
  }
  const version = readVersionTag(header);
  if (version === null) throw invalid([{ path: 'If-Match', message: 'expected one proposal version, e.g. "3"' }]);
  return version;
}

async function answer(input: DispatchInput, req: IncomingMessage, services: Services, handlers: EndpointHandlers): Promise<unknown> {
  const endpoint: EndpointDefinition = ENDPOINTS[input.key];
  const bodySchema = requestBodyOf(input.key);
  const raw = bodySchema ? await readJson(req, { allowEmpty: BODY_OPTIONAL.has(input.key) }) : await readNoBody(req);
  canonicalIds(input, raw);
  if (endpoint.auth) await authorise(services, req, input.params.uuid ?? uuidOf(raw), input.key);
  const ifMatch = endpoint.versioned ? versionOf(req) : undefined;
  const handler = handlers[input.key] as EndpointHandler<EndpointKey> | undefined;
  if (!handler) throw new HttpError(501, { code: 'not_implemented', message: `${input.key} is not implemented` });
  const body = bodySchema ? validate(bodySchema, knownKeys(bodySchema, raw ?? {})) : undefined;
  // The widget's text rules, on the server too: a request that skips the widget meets them here.
  const textErrors = textProblems(body);
  if (textErrors.length > 0) throw unacceptableText(textErrors);
  // Per client, once the call is known to be well formed (client-limits.ts).
  const kind = CREATION_CALLS[input.key];
  const refusal = kind && services.clientLimits.take(kind, req.socket.remoteAddress ?? 'unknown');
  if (refusal) throw refused(refusal);
  const ctx = {
    key: input.key,
    params: input.params,
    body,
    query: endpoint.query ? validate(endpoint.query, queryObject(input.url)) : undefined,
    req,
    ifMatch,
    origin: input.origin,
    returnOrigins: input.returnOrigins,
    services,
  } as EndpointContext<EndpointKey>;
  const answered = await handler(ctx);
  const checked = v.safeParse(endpoint.response, answered);
  if (!checked.success) {
    console.error(`sandbox: ${input.key} answer breaks the contract`, issuesToErrors(checked.issues));
    throw internal(`The sandbox answer to ${input.key} broke the contract`);
  }
  return answered;
}

export async function dispatch(
  input: DispatchInput,
  req: IncomingMessage,
  res: ServerResponse,
  services: Services,
  handlers: EndpointHandlers,
): Promise<void> {
  const fault = services.faults.take(input.key);
  if (fault?.delayMs) await sleep(fault.delayMs);
  if (fault?.status) {
    sendJson(res, fault.status, faultBody(fault.status));
    return;
  }
  try {
    const body = await answer(input, req, services, handlers);
    sendJson(res, 200, fault?.malformed ? malformedBody(body) : body);
  } catch (error) {
    if (error instanceof HttpError) {
      sendJson(res, error.status, error.body, error.headers);
      return;
    }
    console.error(`sandbox: ${input.key} failed`, error);
    const failure = internal();
    sendJson(res, failure.status, failure.body);
  }
}
