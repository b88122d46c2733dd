/**
 * Single-use, expiring tokens for the customer portal link. The link goes into an e-mail or a new tab,
 * so it must not carry the quote reference (which, with a postcode and a date of birth, recalls the
 * quote) and must stop working once used or after a while, as a bank's sign-in link does.
 */
import { randomBytes } from 'node:crypto';

export const PORTAL_LINK_TTL_MS = 15 * 60_000;
/** Outstanding links kept at most; the oldest go first, so issuing links cannot grow memory without end. */
const MAX_OUTSTANDING = 10_000;

export class PortalLinks {
  private readonly tokens = new Map<string, { uuid: string; expiresAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  issue(uuid: string): string {
    const now = this.now();
    for (const [token, entry] of this.tokens) if (entry.expiresAt <= now) this.tokens.delete(token);
    while (this.tokens.size >= MAX_OUTSTANDING) this.tokens.delete(this.tokens.keys().next().value as string);
    const token = randomBytes(24).toString('base64url');
    this.tokens.set(token, { uuid, expiresAt: now + PORTAL_LINK_TTL_MS });
    return token;
  }

  /** The proposal the token opens, once: a second use, an expired or an unknown token answers null. */
  redeem(token: string): string | null {
    const entry = this.tokens.get(token);
    this.tokens.delete(token);
    return entry && entry.expiresAt > this.now() ? entry.uuid : null;
  }
}
