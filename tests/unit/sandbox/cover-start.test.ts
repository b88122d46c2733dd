/**
 * Cover starts when it is bought (docs/product/regulation.md#cover-start-and-a-bought-policy): with
 * the sandbox's own clock moved (POST /sandbox/clock) past midnight or three days, the card page and
 * accept refuse a start date before the insurer's today, and a payment already taken is refunded.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { proposal } from '../../support/proposal';
import { expectRecallOpened, payByCard, quoted } from './flow';
import { call, useSandbox } from './harness';

const app = useSandbox();
const RETURN_URL = 'https://brand.example/quote';
const CARD = '4242424242424242';

const moveClock = async (body: { now: string } | { advance_minutes: number }) => {
  const res = await fetch(`${app.base}/sandbox/clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { now: string; today: string };
};

/** The insurer's own record of the proposal, as a back office would read it. */
const stored = (uuid: string) => JSON.parse(readFileSync(join(app.dataDir, 'proposals', `${uuid}.json`), 'utf8'));

const pageAt = async (paymentUrl: string) => {
  const res = await fetch(paymentUrl.replace(/^https?:\/\/[^/]+/, app.base), { redirect: 'manual' });
  return { status: res.status, html: await res.text() };
};

/** A quote starting on `start`, with its card page open. */
async function cardPageOpen(start: string) {
  const fixture = proposal((p) => {
    p.risk.start_date = start;
  });
  const { uuid, res } = await quoted(app.base, fixture);
  expect(res.json).toMatchObject({ proposal: { is_quoted: true } });
  const payment = await call(app.base, 'POST', `/api/proposal/${uuid}/quote/payment`, { return_url: RETURN_URL });
  expect(payment.status).toBe(200);
  return { uuid, fixture, reference: res.json.proposal.quote.reference as string, paymentUrl: payment.json.payment_url as string };
}

describe('the sandbox clock', () => {
  it('says its time and the day in London, moves on, and goes back', async () => {
    expect(await moveClock({ now: '2030-07-10T23:30:00Z' })).toEqual({
      now: expect.stringMatching(/^2030-07-10T23:3/),
      today: '2030-07-11',
    });
    expect((await moveClock({ advance_minutes: 3 * 24 * 60 })).today).toBe('2030-07-14');
    const reset = await fetch(`${app.base}/sandbox/clock`, { method: 'DELETE' });
    expect(((await reset.json()) as { now: string }).now.slice(0, 4)).toBe(String(new Date().getUTCFullYear()));
    const wrong = await fetch(`${app.base}/sandbox/clock`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ now: 'tomorrow' }),
    });
    expect(wrong.status).toBe(400);
  });
});

describe('cover never starts before the day it is bought', () => {
  it('paid today, accepted after midnight: refused start_date_passed, the payment refunded, no policy', async () => {
    await moveClock({ now: '2030-03-10T23:50:00Z' });
    const { uuid, paymentUrl } = await cardPageOpen('2030-03-10');
    expect((await payByCard(app.base, paymentUrl, CARD)).status).toBe(303);
    await moveClock({ advance_minutes: 15 });
    const accept = await call(app.base, 'POST', `/api/proposal/${uuid}/quote/accept`, {});
    expect(accept.status).toBe(422);
    expect(accept.json.code).toBe('start_date_passed');
    const record = stored(uuid);
    expect(record.proposal).toMatchObject({ is_accepted: false, is_purchased: false });
    expect(record.sandbox.accepted_at).toBeNull();
    expect(record.sandbox.payments).toEqual([
      expect.objectContaining({
        outcome: 'succeeded',
        refunded_at: expect.stringMatching(/^2030-03-11T00:0/),
        refund_reason: 'start_date_passed',
      }),
    ]);
  });

  it('paid, three days later recalled and accepted: refused, refunded', async () => {
    await moveClock({ now: '2030-03-12T10:00:00Z' });
    const { uuid, fixture, reference, paymentUrl } = await cardPageOpen('2030-03-12');
    expect((await payByCard(app.base, paymentUrl, CARD)).status).toBe(303);
    await moveClock({ advance_minutes: 3 * 24 * 60 });
    const recall = await call(app.base, 'POST', '/api/proposal/recall', {
      reference,
      postcode: fixture.risk.proposer.address.postcode,
      dob: fixture.risk.proposer.date_of_birth,
    });
    const { access_token: token } = expectRecallOpened(recall.json);
    const accept = await call(app.base, 'POST', `/api/proposal/${uuid}/quote/accept`, {}, { token });
    expect(accept.status).toBe(422);
    expect(accept.json.code).toBe('start_date_passed');
    expect(stored(uuid).sandbox.payments[0].refunded_at).toMatch(/^2030-03-15/);
    expect(stored(uuid).proposal.is_accepted).toBe(false);
  });

  it('judges the day in London: 00:05 BST is the next day though UTC is not', async () => {
    await moveClock({ now: '2030-07-10T22:50:00Z' });
    const { uuid, paymentUrl } = await cardPageOpen('2030-07-10');
    expect((await payByCard(app.base, paymentUrl, CARD)).status).toBe(303);
    await moveClock({ now: '2030-07-10T23:05:00Z' });
    expect((await call(app.base, 'POST', `/api/proposal/${uuid}/quote/accept`, {})).json.code).toBe('start_date_passed');
  });

  it('the card page opened before midnight takes nothing after it, and says so', async () => {
    await moveClock({ now: '2030-03-20T23:55:00Z' });
    const { uuid, paymentUrl } = await cardPageOpen('2030-03-20');
    await moveClock({ advance_minutes: 10 });
    const page = await pageAt(paymentUrl);
    expect(page.status).toBe(422);
    expect(page.html).toContain('Nothing has been taken from your card');
    expect((await payByCard(app.base, paymentUrl, CARD)).status).toBe(422);
    expect(stored(uuid).sandbox.payments).toEqual([]);
    expect(stored(uuid).proposal.is_purchased).toBe(false);
  });

  it('no card page for a start date the insurer’s day has passed', async () => {
    await moveClock({ now: '2030-03-25T23:55:00Z' });
    const { uuid } = await cardPageOpen('2030-03-25');
    await moveClock({ advance_minutes: 10 });
    const payment = await call(app.base, 'POST', `/api/proposal/${uuid}/quote/payment`, { return_url: RETURN_URL });
    expect(payment.status).toBe(422);
    expect(payment.json.code).toBe('start_date_passed');
  });

  it('after the refusal, today’s date is re-quoted, paid and bought', async () => {
    // 23:50 in London (BST), where the insurer's day is counted.
    await moveClock({ now: '2030-04-01T22:50:00Z' });
    const { uuid, paymentUrl } = await cardPageOpen('2030-04-01');
    await payByCard(app.base, paymentUrl, CARD);
    const { today } = await moveClock({ advance_minutes: 15 });
    expect((await call(app.base, 'POST', `/api/proposal/${uuid}/quote/accept`, {})).status).toBe(422);
    const update = await call(app.base, 'POST', '/json/proposal/update', { uuid, start_date: today });
    expect(update.status).toBe(200);
    expect((await call(app.base, 'POST', '/json/proposal/re-quote', { uuid })).status).toBe(200);
    const again = await call(app.base, 'POST', `/api/proposal/${uuid}/quote/payment`, { return_url: RETURN_URL });
    expect((await payByCard(app.base, again.json.payment_url, CARD)).status).toBe(303);
    const accept = await call(app.base, 'POST', `/api/proposal/${uuid}/quote/accept`, {});
    expect(accept.status).toBe(200);
    expect(accept.json.proposal).toMatchObject({ is_accepted: true, risk: { start_date: '2030-04-02' } });
    const payments = stored(uuid).sandbox.payments;
    expect(payments.map((p: { refunded_at?: string }) => Boolean(p.refunded_at))).toEqual([true, false]);
  });
});
