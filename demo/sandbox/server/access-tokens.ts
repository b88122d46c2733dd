/**
 * Proposal access tokens: handed out by create and recall, carried as `Authorization: Bearer` on
 * every later call for that proposal. Only their SHA-256 is stored, as a password would be; a few
 * stay valid at once so a recall on a second device does not lock out the first.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { SERVER_ERROR_CODES } from '../../../src/api/contract/responses';
import { notFound } from './errors';
import { HttpError } from './http';
import type { SandboxState } from './records';
import type { Services } from './services';

/** Tokens kept valid per proposal; the oldest is dropped when another is granted. */
const MAX_ACCESS_TOKENS = 5;

const hash = (token: string): Buffer => createHash('sha256').update(token).digest();

/** A new token for the proposal; its hash joins the record (the caller saves the record). */
export function grantAccess(sandbox: SandboxState): string {
  const token = randomBytes(32).toString('base64url');
  sandbox.access_tokens = [hash(token).toString('hex'), ...(sandbox.access_tokens ?? [])].slice(0, MAX_ACCESS_TOKENS);
  return token;
}

const holds = (sandbox: SandboxState, token: string): boolean => {
  const presented = hash(token);
  // Every stored hash is compared, in constant time each, so timing says nothing about which matched.
  return (sandbox.access_tokens ?? []).reduce((found, stored) => timingSafeEqual(Buffer.from(stored, 'hex'), presented) || found, false);
};

function bearerToken(req: IncomingMessage): string | null {
  const match = /^Bearer ([\w-]{1,256})$/.exec(String(req.headers.authorization ?? '').trim());
  return match ? match[1] : null;
}

const unauthorized = (): HttpError =>
  new HttpError(
    401,
    { code: SERVER_ERROR_CODES.unauthorized, message: 'Send the proposal’s access token as Authorization: Bearer' },
    { 'WWW-Authenticate': 'Bearer' },
  );

/**
 * Lets the call through only with the proposal's token. No token: 401 whatever the uuid. A wrong
 * token and an unknown uuid answer the same 404, so a caller cannot learn which proposals exist.
 */
export async function authorise(services: Services, req: IncomingMessage, uuid: string | undefined): Promise<void> {
  const token = bearerToken(req);
  if (!token) throw unauthorized();
  if (uuid === undefined) return;
  const record = await services.store.get(uuid);
  if (!record || !holds(record.sandbox, token)) throw notFound(`No proposal ${uuid}`);
}
