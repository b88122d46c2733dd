/**
 * Proposal access tokens: handed out by create and recall, carried as `Authorization: Bearer` on
 * every later call for that proposal. Only their SHA-256 is stored, as a password would be.
 *
 * A token's life (docs/security.md#data-that-ends-with-the-sale): it dies after ACCESS_TOKEN_IDLE_MINUTES
 * without an authorised call (each call starts the period again, on the sandbox's clock); a recall
 * revokes every older token, so the customer who proves who she is holds the only live one; the
 * accepted policy revokes them all, except that the accepting token may finish the thank-you page
 * for a few minutes: read the bought proposal and ask for one portal link, which spends it
 * (after-sale lives in the portal). A dead token answers 401 with
 * token_expired or token_revoked, so the widget can say why; a wrong token still answers 404.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { ACCESS_TOKEN_IDLE_MINUTES } from '../../../src/contract/access-token-lifetime';
import type { EndpointKey } from '../../../src/contract/endpoints';
import { SERVER_ERROR_CODES } from '../../../src/contract/responses';
import { notFound } from './errors';
import { HttpError } from './http';
import type { SandboxState } from './records';
import type { Services } from './services';

const IDLE_MS = ACCESS_TOKEN_IDLE_MINUTES * 60_000;
/** How long after the sale the accepting token may still finish the thank-you page. */
const PORTAL_GRANT_MS = 10 * 60_000;
/**
 * What the token that bought the policy may still do, for those minutes, until it asks for the
 * portal link: read the bought proposal (a customer whose accept answer was lost comes back to the
 * thank-you page, which reads it to confirm) and ask for that one link.
 */
const AFTER_SALE: ReadonlySet<EndpointKey> = new Set(['getProposal', 'generatePortalLink']);

/**
 * A sale is final (docs/product/regulation.md#cover-start-and-a-bought-policy): whatever token is
 * presented, an accepted proposal answers only the after-sale calls (AFTER_SALE: the confirmation
 * the thank-you page reads, the portal link); every other call is refused 409 sale_closed. A bound
 * policy is changed by the insurer's mid-term adjustment, in its portal, not by this API.
 */
const saleClosed = (): HttpError =>
  new HttpError(409, {
    code: SERVER_ERROR_CODES.saleClosed,
    message: 'This policy is bought: it can no longer be changed here. Manage it in the customer portal',
  });
/** Withdrawn hashes remembered (to say 'revoked' rather than 'not found'); older ones answer 404. */
const MAX_REVOKED = 20;

const hash = (token: string): string => createHash('sha256').update(token).digest('hex');

const withdraw = (sandbox: SandboxState, hashes: string[]): void => {
  sandbox.access_revoked = [...hashes, ...(sandbox.access_revoked ?? [])].slice(0, MAX_REVOKED);
};

/**
 * A new token for the proposal, and the only live one: a recall revokes every token handed out
 * before it (a second device's tab then lands on Retrieve a Quote with a notice). The caller saves
 * the record.
 */
export function grantAccess(sandbox: SandboxState, now: string): string {
  const token = randomBytes(32).toString('base64url');
  const granted = hash(token);
  withdraw(sandbox, sandbox.access_tokens ?? []);
  sandbox.access_tokens = [granted];
  sandbox.access_used_at = { [granted]: now };
  return token;
}

function bearerToken(req: IncomingMessage): string | null {
  const match = /^Bearer ([\w-]{1,256})$/.exec(String(req.headers.authorization ?? '').trim());
  return match ? match[1] : null;
}

/**
 * The sale ends the proposal's tokens (the accepted policy is managed in the portal): all are revoked,
 * and the one that accepted may finish the thank-you page (AFTER_SALE). The caller saves the record.
 */
export function endAccessAfterSale(sandbox: SandboxState, req: IncomingMessage, now: string): void {
  const token = bearerToken(req);
  withdraw(sandbox, sandbox.access_tokens ?? []);
  sandbox.access_tokens = [];
  sandbox.access_used_at = {};
  sandbox.portal_grant = token ? { hash: hash(token), until: new Date(Date.parse(now) + PORTAL_GRANT_MS).toISOString() } : null;
}

// Every stored hash is compared, in constant time each, so timing says nothing about which matched.
const among = (hashes: readonly string[] | undefined, presented: string): boolean =>
  (hashes ?? []).reduce((found, stored) => timingSafeEqual(Buffer.from(stored, 'hex'), Buffer.from(presented, 'hex')) || found, false);

const unauthorized = (): HttpError =>
  new HttpError(
    401,
    { code: SERVER_ERROR_CODES.unauthorized, message: 'Send the proposal’s access token as Authorization: Bearer' },
    { 'WWW-Authenticate': 'Bearer' },
  );

// RFC 6750: a token that is no longer valid answers error="invalid_token".
const dead = (code: string, message: string): HttpError =>
  new HttpError(401, { code, message }, { 'WWW-Authenticate': 'Bearer error="invalid_token"' });

const expired = (): HttpError =>
  dead(
    SERVER_ERROR_CODES.tokenExpired,
    `The access token was not used for ${ACCESS_TOKEN_IDLE_MINUTES} minutes; recall the proposal for a new one`,
  );
const revoked = (): HttpError =>
  dead(SERVER_ERROR_CODES.tokenRevoked, 'The access token was withdrawn (the policy was bought, or a later recall replaced it)');

/**
 * Lets the call through only with a live token of the proposal, and starts its idle period again.
 * No token: 401 whatever the uuid. A token of this proposal that has expired or was revoked: 401 with
 * its code. A wrong token and an unknown uuid answer the same 404, so a caller cannot learn which
 * proposals exist.
 */
export async function authorise(services: Services, req: IncomingMessage, uuid: string | undefined, key?: EndpointKey): Promise<void> {
  const token = bearerToken(req);
  if (!token) throw unauthorized();
  if (uuid === undefined) return;
  const presented = hash(token);
  const found = await services.store.get(uuid);
  if (!found) throw notFound(`No proposal ${uuid}`);
  // Checked and refreshed under the proposal's lock, so a call racing the sale or a recall sees one state.
  await services.store.withLock(found.proposal.uuid, async () => {
    const record = await services.store.get(uuid);
    if (!record) throw notFound(`No proposal ${uuid}`);
    const { sandbox } = record;
    const now = services.now();
    const grant = sandbox.portal_grant;
    if (grant && key !== undefined && AFTER_SALE.has(key) && among([grant.hash], presented)) {
      if (Date.parse(now) >= Date.parse(grant.until)) throw revoked();
      if (key === 'generatePortalLink') {
        // The portal link is the thank-you page's last call: the token is spent.
        sandbox.portal_grant = null;
        withdraw(sandbox, [grant.hash]);
        await services.store.put(record);
      }
      return;
    }
    if (among(sandbox.access_tokens, presented)) {
      const usedAt = Date.parse(sandbox.access_used_at?.[presented] ?? '');
      if (!(Date.parse(now) - usedAt < IDLE_MS)) throw expired();
      if (record.proposal.is_accepted && !(key !== undefined && AFTER_SALE.has(key))) throw saleClosed();
      sandbox.access_used_at = { ...sandbox.access_used_at, [presented]: now };
      await services.store.put(record);
      return;
    }
    if (among(sandbox.access_revoked, presented) || (grant && among([grant.hash], presented))) throw revoked();
    throw notFound(`No proposal ${uuid}`);
  });
}
