/** Small helpers over node's http objects: JSON and HTML answers, and reading a request body. */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** A failure that already knows its HTTP answer; routes throw it and the app writes it. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
  }
}

export const MAX_BODY_BYTES = 1_000_000;

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

export function sendText(res: ServerResponse, status: number, contentType: string, text: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': contentType, 'Cache-Control': 'no-store', 'Content-Length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { Location: location, 'Cache-Control': 'no-store', 'Content-Length': 0 });
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

/** An empty body reads as undefined (calls such as create-quote send none); anything else must be JSON. */
export async function readJson(req: IncomingMessage): Promise<unknown> {
  const text = await readBody(req);
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, { code: 'invalid_request', message: 'The request body is not valid JSON' });
  }
}

/** The origin the browser used, so links handed back (payment page, portal) work behind any host name. */
export function requestOrigin(req: IncomingMessage): string {
  const host = req.headers['x-forwarded-host'] ?? req.headers.host ?? 'localhost';
  const proto = req.headers['x-forwarded-proto'] ?? 'http';
  return `${String(proto).split(',')[0]}://${String(host).split(',')[0]}`;
}

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
