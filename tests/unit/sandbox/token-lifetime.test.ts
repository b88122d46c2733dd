/**
 * The access token ends with inactivity and with the sale
 * (docs/security.md#data-that-ends-with-the-sale). The sandbox reads its clock (services.now) from Date, which these tests move.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_IDLE_MINUTES } from '../../../src/contract/access-token-lifetime';
import { SERVER_ERROR_CODES } from '../../../src/contract/responses';
import { proposal } from '../../support/proposal';
import { payByCard, quoted } from './flow';
import { call, tokenFor, useSandbox } from './harness';

const app = useSandbox();
const MINUTE = 60_000;

/** Only Date is faked: sockets, timers and file writes run as usual. */
function clockAt(start: number): (minutes: number) => void {
  vi.useFakeTimers({ toFake: ['Date'], now: start });
  let now = start;
  return (minutes) => {
    now += minutes * MINUTE;
    vi.setSystemTime(now);
  };
}

afterEach(() => {
  vi.useRealTimers();
});

/** A quoted proposal, paid by card and accepted with its token: answers the uuid and that token. */
async function bought(): Promise<{ uuid: string; token: string }> {
  const { uuid } = await quoted(app.base, proposal());
  const token = tokenFor(uuid)!;
  const payment = await call(app.base, 'POST', `/api/proposal/${uuid}/quote/payment`, { return_url: `${app.base}/#/quote/thankyou` });
  expect(payment.status).toBe(200);
  expect((await payByCard(app.base, payment.json.payment_url, '4242 4242 4242 4242')).status).toBe(303);
  const accepted = await call(app.base, 'POST', `/api/proposal/${uuid}/quote/accept`, undefined, { token });
  expect(accepted.json.proposal.is_accepted).toBe(true);
  return { uuid, token };
}

const get = (uuid: string, token: string) => call(app.base, 'GET', `/api/proposal/${uuid}`, undefined, { token });

describe('an access token’s life', () => {
  it(`dies after ${ACCESS_TOKEN_IDLE_MINUTES} minutes without a call, and each call starts the period again`, async () => {
    const advance = clockAt(Date.UTC(2030, 0, 1, 9));
    const { uuid } = await quoted(app.base, proposal());
    const token = tokenFor(uuid)!;
    advance(ACCESS_TOKEN_IDLE_MINUTES - 1);
    expect((await get(uuid, token)).status).toBe(200);
    advance(ACCESS_TOKEN_IDLE_MINUTES - 1);
    expect((await get(uuid, token)).status).toBe(200);
    advance(ACCESS_TOKEN_IDLE_MINUTES);
    const dead = await get(uuid, token);
    expect(dead.status).toBe(401);
    expect(dead.json.code).toBe(SERVER_ERROR_CODES.tokenExpired);
    expect(dead.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
    // Dead for every call, a change included: nothing is saved with it.
    const change = await call(app.base, 'POST', `/api/proposal/${uuid}/requote`, undefined, { token });
    expect(change.status).toBe(401);
    expect(JSON.stringify(dead.json)).not.toContain('date_of_birth');
  });

  it('is revoked by the sale: the thank-you page may read it and ask for one portal link, then nothing', async () => {
    const { uuid, token } = await bought();
    // Nothing changes a bought policy with it.
    const change = await call(app.base, 'POST', `/api/proposal/${uuid}/requote`, undefined, { token });
    expect(change.status).toBe(401);
    expect(change.json.code).toBe(SERVER_ERROR_CODES.tokenRevoked);
    // The thank-you page (a customer whose accept answer was lost comes back to it) reads the policy once more.
    expect((await get(uuid, token)).json.data.proposal.is_accepted).toBe(true);
    const link = `/api/proposal/${uuid}/generate-portal-link?uuid=${uuid}`;
    const portal = await call(app.base, 'GET', link, undefined, { token });
    expect(portal.status).toBe(200);
    expect(portal.json.portal_url).toContain('/sandbox/portal?token=');
    // The portal link spent it: no more reads of her details, no second link.
    const after = await get(uuid, token);
    expect(after.status).toBe(401);
    expect(after.json.code).toBe(SERVER_ERROR_CODES.tokenRevoked);
    expect(JSON.stringify(after.json)).not.toMatch(/@|date_of_birth|mobile/);
    const again = await call(app.base, 'GET', link, undefined, { token });
    expect(again.status).toBe(401);
    expect(again.json.code).toBe(SERVER_ERROR_CODES.tokenRevoked);
  });

  it('lets the thank-you page finish only a few minutes after the sale', async () => {
    const advance = clockAt(Date.UTC(2030, 0, 2, 9));
    const { uuid, token } = await bought();
    advance(11);
    expect((await get(uuid, token)).status).toBe(401);
    const late = await call(app.base, 'GET', `/api/proposal/${uuid}/generate-portal-link?uuid=${uuid}`, undefined, { token });
    expect(late.status).toBe(401);
  });

  it('is revoked by a later recall, so only the newest token opens the proposal', async () => {
    const fixture = proposal((p) => {
      p.risk.proposer.address.postcode = 'TA1 1AA';
    });
    const { uuid, res } = await quoted(app.base, fixture);
    const tokens = [tokenFor(uuid)!];
    for (let i = 0; i < 3; i++) {
      const recall = await call(app.base, 'POST', '/api/proposal/recall', {
        reference: res.json.proposal.quote.reference,
        postcode: 'TA1 1AA',
        dob: fixture.risk.proposer.date_of_birth,
      });
      tokens.push(recall.json.access_token);
    }
    const answers = await Promise.all(tokens.map(async (token) => (await get(uuid, token)).status));
    expect(answers).toEqual([401, 401, 401, 200]);
  });

  it('still answers 404, not 401, to a token of another proposal', async () => {
    const one = await quoted(app.base, proposal());
    const other = await quoted(app.base, proposal());
    expect((await get(one.uuid, tokenFor(other.uuid)!)).status).toBe(404);
  });
});
