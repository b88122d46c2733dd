import { VERSION_HEADER, type HttpMethod } from '../contract/endpoints';

/** Why no answer could be read: the time limit passed, or the connection failed. */
export class TransportFailure extends Error {
  constructor(
    readonly code: 'timeout' | 'network',
    options: { cause: unknown },
  ) {
    super(code, options);
  }
}

export const NOT_JSON: unique symbol = Symbol('not JSON');

export interface Exchange {
  fetch: typeof fetch;
  url: string;
  method: HttpMethod;
  /** Already serialised JSON, or undefined for no body. */
  body: string | undefined;
  timeoutMs: number;
  /** The proposal's access token, sent as a bearer header (never in the URL). */
  accessToken?: string;
  /** The proposal version a write was based on, sent as If-Match (docs/api-team.md#versions). */
  ifMatch?: string;
}

/**
 * One HTTP exchange with a time limit covering the whole answer, body included. Resolves with the
 * status and the parsed JSON (NOT_JSON when the body is not JSON); rejects only with TransportFailure.
 */
export async function exchange({ fetch, url, method, body, timeoutMs, accessToken, ifMatch }: Exchange) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  if (ifMatch) headers[VERSION_HEADER] = ifMatch;
  try {
    // No cookies of the host page's (docs/api-team.md#the-calls: "no cookies"), and no referrer: the page address holds
    // the route, and the API needs neither.
    const response = await fetch(url, {
      method,
      headers,
      body,
      signal: controller.signal,
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    });
    const text = await response.text();
    return { status: response.status, ok: response.ok, json: parseJson(text) };
  } catch (cause) {
    throw new TransportFailure(controller.signal.aborted ? 'timeout' : 'network', { cause });
  } finally {
    clearTimeout(timer);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return NOT_JSON;
  }
}
