/**
 * CORS for the API calls, as a public API that a page on another origin calls from the browser
 * answers it: an allow-list of origins (or '*'), never credentials (the widget sends no cookies; its
 * bearer token is a header, which needs no `Access-Control-Allow-Credentials`).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** '*' lets any origin call; a list names the origins allowed, as `scheme://host[:port]`. */
export type AllowedOrigins = '*' | readonly string[];

/** The methods of the contract (src/contract/endpoints.ts HttpMethod). */
const ALLOWED_METHODS = 'GET, POST';
/**
 * The request headers the client sends (src/api/transport.ts: Accept, Content-Type), the bearer
 * token's Authorization and a write's If-Match (its proposal version). Accept is CORS-safelisted, but naming it costs nothing and covers a value
 * a browser would not safelist.
 */
const ALLOWED_HEADERS = 'Accept, Authorization, Content-Type, If-Match';
/** Seconds a browser may reuse a preflight: Chromium caps at 7200, Firefox at 86400. */
const MAX_AGE_SECONDS = 7200;

/** The Access-Control-Allow-Origin to send for this request's Origin, or undefined for none. */
function allowedOrigin(origin: string | undefined, allowed: AllowedOrigins): string | undefined {
  if (allowed === '*') return '*';
  if (!origin) return undefined;
  return allowed.includes(origin) ? origin : undefined;
}

/**
 * Adds the CORS answer to `res` (through setHeader, so the route's own writeHead keeps them) and
 * answers a preflight itself. Returns true when the request was a preflight and is answered.
 */
export function applyCors(req: IncomingMessage, res: ServerResponse, allowed: AllowedOrigins): boolean {
  const origin = req.headers.origin;
  const allow = allowedOrigin(origin, allowed);
  // The answer differs by Origin, so a cache between the API and the browser must key on it.
  res.setHeader('Vary', 'Origin');
  if (allow) res.setHeader('Access-Control-Allow-Origin', allow);
  const preflight = req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined;
  if (!preflight) return false;
  if (!allow) {
    // A refused preflight: no Access-Control-* header at all, so the browser blocks the call.
    res.writeHead(403, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(JSON.stringify({ code: 'origin_not_allowed', message: `${origin ?? 'This origin'} may not call this API from a browser` }));
    return true;
  }
  res.writeHead(204, {
    'Access-Control-Allow-Methods': ALLOWED_METHODS,
    'Access-Control-Allow-Headers': ALLOWED_HEADERS,
    'Access-Control-Max-Age': String(MAX_AGE_SECONDS),
    'Content-Length': '0',
  });
  res.end();
  return true;
}
