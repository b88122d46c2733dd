/** Small helpers over node's http objects: JSON and HTML answers, and reading a request body. */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** A failure that already knows its HTTP answer; routes throw it and the app writes it. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(`HTTP ${status}`);
  }
}

const MAX_BODY_BYTES = 1_000_000;

/**
 * On every sandbox answer: no MIME sniffing, and no referrer (pages and links carry the uuid or a
 * token). Answers are never cached: most hold personal data.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
};

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    ...SECURITY_HEADERS,
    ...headers,
  });
  res.end(text);
}

export function sendText(
  res: ServerResponse,
  status: number,
  contentType: string,
  text: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'Content-Type': contentType, 'Content-Length': Buffer.byteLength(text), ...SECURITY_HEADERS, ...headers });
  res.end(text);
}

/** location must be an absolute URL; its serialisation is percent-encoded ASCII, always safe in a header. */
export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { Location: new URL(location).href, 'Content-Length': 0, ...SECURITY_HEADERS });
  res.end();
}

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, { code: 'too_large', message: 'Request body too large' });
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Nesting allowed in a JSON body: the contract's deepest path (a driver's claim in a proposal) is
 * under 10 levels, so 32 is room to spare. Deeper is 400 before JSON.parse builds it, so no walk
 * of a body (validation, the text rules) ever meets a depth that overflows the stack.
 */
export const MAX_JSON_DEPTH = 32;

/** The deepest nesting of a JSON text, counted by a loop (never by recursion), strings skipped. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i += 1; // a backslash escapes the next character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) deepest = Math.max(deepest, ++depth);
    else if (c === 125 || c === 93) depth -= 1;
  }
  return deepest;
}

const isJson = (req: IncomingMessage): boolean =>
  String(req.headers['content-type'] ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase() === 'application/json';

// A body of another type is what a form or a no-cors fetch from any other site can send without a
// CORS preflight, so the API refuses it rather than acting on it.
const unsupported = (): HttpError => new HttpError(415, { code: 'unsupported_media_type', message: 'Send the body as application/json' });

/**
 * The JSON body. An empty body reads as undefined only where the caller allows it (calls such as
 * create-quote send none); any other body must be application/json and parse.
 */
export async function readJson(req: IncomingMessage, options: { allowEmpty?: boolean } = {}): Promise<unknown> {
  const text = await readBody(req);
  if (text.trim() === '') {
    if (options.allowEmpty) return undefined;
    throw new HttpError(400, { code: 'invalid_request', message: 'The request needs a JSON body' });
  }
  if (!isJson(req)) throw unsupported();
  if (jsonDepth(text) > MAX_JSON_DEPTH)
    throw new HttpError(400, { code: 'invalid_request', message: `The request body is nested more than ${MAX_JSON_DEPTH} deep` });
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, { code: 'invalid_request', message: 'The request body is not valid JSON' });
  }
}

/** For calls that take no body: nothing, or JSON that is ignored; never a form or text body. */
export async function readNoBody(req: IncomingMessage): Promise<void> {
  const text = await readBody(req);
  if (text.trim() !== '' && !isJson(req)) throw unsupported();
}

/**
 * The request's address, read against a fixed base (a target of '//host' or '//%' is a path here,
 * not another host or a parse error); null when it cannot be read at all.
 */
export function requestUrl(req: IncomingMessage): URL | null {
  try {
    return new URL(`http://sandbox.invalid${(req.url ?? '/').startsWith('/') ? (req.url ?? '/') : `/${req.url}`}`);
  } catch {
    return null;
  }
}

/**
 * The address this server was reached on, from the socket (never from Host or X-Forwarded-*, which
 * any client sets): the default public origin when the sandbox is given none.
 */
export function listeningOrigin(req: IncomingMessage): string {
  const address = req.socket.localAddress ?? '127.0.0.1';
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return `http://${v4.includes(':') ? `[${v4}]` : v4}:${req.socket.localPort}`;
}

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
