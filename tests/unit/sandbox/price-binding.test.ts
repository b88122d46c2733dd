/**
 * What is paid is what is insured: every write names the version it was
 * based on, and a card payment session is bound to one priced version of the quote.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAYMENT_SESSION_TTL_MS } from '../../../demo/sandbox/routes/payment-session';
import { proposal } from '../../support/proposal';
import { payByCard, payMonthly, quoted, signAgreement } from './flow';
import { call, startSandbox, removeDir, useSandbox, versionFor } from './harness';

const app = useSandbox();
const RETURN_URL = 'https://brand.example/quote';
const LEGAL = 'LE';

const pageAt = async (base: string, paymentUrl: string, init?: RequestInit) => {
  const res = await fetch(paymentUrl.replace(/^https?:\/\/[^/]+/, base), { redirect: 'manual', ...init });
  return { status: res.status, html: await res.text(), location: res.headers.get('location') };
};

const server = async (base: string, uuid: string) => (await call(base, 'GET', `/api/proposal/${uuid}`)).json.data.proposal;

const monthlyOption = (isPayMonthly: boolean) => ({
  check: true,
  has_email_consent: false,
  is_pay_monthly: isPayMonthly,
  consent_to_auto_renew: true,
  risk: { vehicle: { registration: 'AB12CDE' }, userfields: { has_third_party_authority: false } },
});

const directDebit = {
  account_name: 'J Driver',
  account_number: '31926819',
  sort_code: '601613',
  collection_day: '05',
  is_proposer_account_holder: true,
  third_party: null,
};

describe('proposal versions (optimistic concurrency)', () => {
  it('starts at 1 and moves on each write that changes what is priced', async () => {
    const { uuid, res } = await quoted(app.base, proposal());
    expect(res.json.proposal.version).toBe(2);
    const addons = await call(app.base, 'POST', `/api/proposal/${uuid}/addons`, { addons: [{ code: LEGAL }] });
    expect(addons.json.proposal.version).toBe(3);
    // Reading, paying and accepting do not move it: the payment's own version stays current.
    const payment = await call(app.base, 'POST', `/api/proposal/${uuid}/quote/payment`, { return_url: RETURN_URL });
    await payByCard(app.base, payment.json.payment_url, '4242424242424242');
    const accepted = await call(app.base, 'POST', `/api/proposal/${uuid}/quote/accept`);
    expect(accepted.json.proposal).toMatchObject({ version: 3, is_accepted: true });
  });

  it('refuses a write based on an older version with 412 stale_version, and changes nothing', async () => {
    const { uuid } = await quoted(app.base, proposal());
    const tabB = versionFor(uuid)!;
    // Tab A declares a claim-free change that moves the price and re-quotes...
    await call(app.base, 'POST', `/api/proposal/${uuid}/addons`, { addons: [{ code: LEGAL }] });
    const latest = await server(app.base, uuid);
    // ...tab B, holding the older copy, saves its own answers over it.
    const stale = await call(
      app.base,
      'POST',
      `/api/proposal/${uuid}`,
      proposal((p) => {
        p.risk.total_mileage = 12_000;
      }),
      { version: tabB },
    );
    expect(stale.status).toBe(412);
    expect(stale.json.code).toBe('stale_version');
    expect(await server(app.base, uuid)).toEqual(latest);
    for (const [path, body] of [
      [`/api/proposal/${uuid}/requote`, undefined],
      [`/api/proposal/${uuid}/payment-option`, monthlyOption(true)],
      [`/api/proposal/${uuid}/quote/payment`, { return_url: RETURN_URL }],
      ['/json/proposal/update', { uuid, start_date: latest.risk.start_date }],
    ] as const) {
      expect((await call(app.base, 'POST', path, body, { version: tabB })).status, path).toBe(412);
    }
  });

  it('refuses a write without a version with 428 version_required', async () => {
    const { uuid } = await quoted(app.base, proposal());
    const res = await call(app.base, 'POST', `/api/proposal/${uuid}/addons`, { addons: [] }, { version: null });
    expect(res.status).toBe(428);
    expect(res.json.code).toBe('version_required');
    const bad = await call(
      app.base,
      'POST',
      `/api/proposal/${uuid}/addons`,
      { addons: [] },
      { headers: { 'If-Match': '*' }, version: null },
    );
    expect(bad.status).toBe(400);
  });

  it('lets one of two writes based on the same version land, never both', async () => {
    const { uuid } = await quoted(app.base, proposal());
    const [a, b] = await Promise.all([
      call(app.base, 'POST', `/api/proposal/${uuid}/addons`, { addons: [{ code: LEGAL }] }),
      call(app.base, 'POST', `/api/proposal/${uuid}/payment-option`, monthlyOption(true)),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 412]);
  });
});

describe('a payment bound to one priced version', () => {
  it('refuses to take money once the price changed after the card page opened, and accept makes no policy', async () => {
    const { uuid } = await quoted(app.base, proposal());
    const payment = await call(app.base, 'POST', `/api/proposal/${uuid}/quote/payment`, { return_url: RETURN_URL });
    expect((await pageAt(app.base, payment.json.payment_url)).status).toBe(200);
    // In the same quote, another window adds Legal cover: the price moves.
    expect((await call(app.base, 'POST', `/api/proposal/${uuid}/addons`, { addons: [{ code: LEGAL }] })).status).toBe(200);
    const shown = await pageAt(app.base, payment.json.payment_url);
    expect(shown.status).toBe(409);
    expect(shown.html).toContain('The price has changed');
    expect(shown.html).toContain(`href="${RETURN_URL}"`);
    const paid = await payByCard(app.base, payment.json.payment_url, '4242424242424242');
    expect(paid.status).toBe(409);
    const after = await server(app.base, uuid);
    expect(after.is_purchased).toBe(false);
    const accept = await call(app.base, 'POST', `/api/proposal/${uuid}/quote/accept`);
    expect(accept.json.proposal.is_accepted).toBe(false);
    // A new card page shows the new amount and can be paid.
    const fresh = await call(app.base, 'POST', `/api/proposal/${uuid}/quote/payment`, { return_url: RETURN_URL });
    expect((await pageAt(app.base, fresh.json.payment_url)).html).toContain(`£${after.quote.premium.toFixed(2)}`);
    expect((await payByCard(app.base, fresh.json.payment_url, '4242424242424242')).status).toBe(303);
    expect((await call(app.base, 'POST', `/api/proposal/${uuid}/quote/accept`)).json.proposal.is_accepted).toBe(true);
  });

  it('does not let the monthly deposit buy the annual policy', async () => {
    const { uuid } = await quoted(
      app.base,
      proposal((p) => {
        p.risk.proposer.address.postcode = 'TA1 1AA';
      }),
    );
    const p = `/api/proposal/${uuid}`;
    expect((await call(app.base, 'POST', `${p}/payment-option`, monthlyOption(true))).status).toBe(200);
    expect((await payMonthly(app.base, uuid, directDebit)).status).toBe(200);
    expect((await signAgreement(app.base, uuid)).status).toBe(200);
    const deposit = await call(app.base, 'POST', `${p}/quote/payment`, { return_url: RETURN_URL });
    expect((await call(app.base, 'POST', `${p}/payment-option`, monthlyOption(false))).status).toBe(200);
    expect((await payByCard(app.base, deposit.json.payment_url, '4242424242424242')).status).toBe(409);
    expect(await server(app.base, uuid)).toMatchObject({ is_purchased: false, is_accepted: false });
    expect((await call(app.base, 'POST', `${p}/quote/accept`)).json.proposal.is_accepted).toBe(false);
  });

  it('accept refuses with 409 price_changed when what was paid is not what is due now', async () => {
    const { uuid } = await quoted(app.base, proposal());
    const payment = await call(app.base, 'POST', `/api/proposal/${uuid}/quote/payment`, { return_url: RETURN_URL });
    expect((await payByCard(app.base, payment.json.payment_url, '4242424242424242')).status).toBe(303);
    // A payment that raced a price change some other way (the store written behind the API's back):
    // paid at the old premium, the quote now dearer.
    const file = join(app.dataDir, 'proposals', `${uuid}.json`);
    const record = JSON.parse(readFileSync(file, 'utf8'));
    record.proposal.quote.premium += 168.98;
    record.proposal.version += 1;
    writeFileSync(file, JSON.stringify(record));
    const accept = await call(app.base, 'POST', `/api/proposal/${uuid}/quote/accept`, {}, { version: record.proposal.version });
    expect(accept.status).toBe(409);
    expect(accept.json.code).toBe('price_changed');
    expect((await server(app.base, uuid)).is_accepted).toBe(false);
  });

  it('closes a card page after 30 minutes on the sandbox clock', async () => {
    let now = Date.parse('2030-01-01T09:00:00Z');
    const clocked = await startSandbox({
      clock: { today: () => new Date(now).toISOString().slice(0, 10), now: () => new Date(now).toISOString() },
    });
    try {
      const { uuid } = await quoted(
        clocked.base,
        proposal((p) => {
          p.risk.start_date = '2030-01-02';
        }),
      );
      const payment = await call(clocked.base, 'POST', `/api/proposal/${uuid}/quote/payment`, { return_url: RETURN_URL });
      now += PAYMENT_SESSION_TTL_MS - 1000;
      expect((await pageAt(clocked.base, payment.json.payment_url)).status).toBe(200);
      now += 1000;
      const expired = await pageAt(clocked.base, payment.json.payment_url);
      expect(expired.status).toBe(410);
      expect(expired.html).toContain('This payment page has expired');
      expect((await payByCard(clocked.base, payment.json.payment_url, '4242424242424242')).status).toBe(410);
      // Read from the insurer's own record: 30 idle minutes have also ended her access token.
      const stored = JSON.parse(readFileSync(join(clocked.dataDir, 'proposals', `${uuid}.json`), 'utf8'));
      expect(stored.proposal.is_purchased).toBe(false);
    } finally {
      await clocked.stop();
      removeDir(clocked.dataDir);
    }
  });
});
