/**
 * The attacks on the sandbox a hostile caller can make, each answered 4xx (never 500) and with bounded work:
 * prototype keys in paths, header-unsafe return addresses, oversized or mistyped bodies.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emptyClaim } from '../../../src/contract/claim';
import { proposal } from '../../support/proposal';
import { openPortal, payByCard, quoted } from './flow';
import { call, useSandbox } from './harness';

const app = useSandbox();

const referred = () =>
  proposal((p) => {
    p.risk.proposer.name.surname = 'Refer';
  });

describe('hostile requests to the sandbox', () => {
  it('does not take a payment for a prototype key: /sandbox/pay/{uuid}.constructor finds no session', async () => {
    const { uuid } = await quoted(app.base, referred());
    // The payment request of a referred quote is refused, so it has no session at all.
    expect((await call(app.base, 'POST', `/api/proposal/${uuid}/quote/payment`, { return_url: 'https://brand.example/q' })).status).toBe(
      409,
    );
    for (const key of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const paid = await payByCard(app.base, `${app.base}/sandbox/pay/${uuid}.${key}`, '4242424242424242');
      expect(paid.status).toBe(404);
      expect((await fetch(`${app.base}/sandbox/pay/${uuid}.${key}`)).status).toBe(404);
    }
    const proposal = (await call(app.base, 'GET', `/api/proposal/${uuid}`)).json.data.proposal;
    expect(proposal.is_purchased).toBe(false);
  });

  it('answers 404 for documents named after Object members', async () => {
    for (const code of ['constructor', '__proto__', 'toString', 'valueOf']) {
      expect((await fetch(`${app.base}/sandbox/documents/ipid/${code}`)).status).toBe(404);
    }
  });

  it('redirects to a return_url with characters not allowed in a header, percent-encoded', async () => {
    const { uuid } = await quoted(app.base, proposal());
    const returnUrl = 'https://brand.example/quote/é?note=\u2028\u0085';
    const payment = await call(app.base, 'POST', `/api/proposal/${uuid}/quote/payment`, { return_url: returnUrl });
    expect(payment.status).toBe(200);
    const paid = await payByCard(app.base, payment.json.payment_url, '4242424242424242');
    expect(paid).toEqual({ status: 303, location: new URL(returnUrl).href });
  });

  it('refuses a body that is not application/json with 415, and stores nothing for it', async () => {
    const form = await fetch(`${app.base}/api/proposal`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify(proposal()),
    });
    expect(form.status).toBe(415);
    expect((await form.json()).code).toBe('unsupported_media_type');
    const fault = await fetch(`${app.base}/sandbox/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({ endpoint: 'status', status: 500 }),
    });
    expect(fault.status).toBe(415);
    expect((await call(app.base, 'GET', '/json/status')).status).toBe(200);
  });

  it('answers 400 to an empty body on create, rather than storing an empty proposal', async () => {
    const res = await fetch(`${app.base}/api/proposal`, { method: 'POST', headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(400);
    const bare = await fetch(`${app.base}/api/proposal`, { method: 'POST' });
    expect(bare.status).toBe(400);
  });

  it('refuses a 900 KB first name and a list past its size, naming the field', async () => {
    const long = await call(
      app.base,
      'POST',
      '/api/proposal',
      proposal((p) => {
        p.risk.proposer.name.forenames = 'A'.repeat(900_000);
      }),
    );
    expect(long.status).toBe(400);
    expect(long.json.errors.map((e: { path: string }) => e.path)).toContain('risk.proposer.name.forenames');
    const many = await call(
      app.base,
      'POST',
      '/api/proposal',
      proposal((p) => {
        p.risk.proposer.driver_details.claims = Array.from({ length: 100 }, emptyClaim);
      }),
    );
    expect(many.status).toBe(400);
    expect(many.json.errors.map((e: { path: string }) => e.path)).toContain('risk.proposer.driver_details.claims');
  });

  it('shows the portal for a stored policy whose add-ons lack premiums and whose payment lacks an amount', async () => {
    const { uuid } = await quoted(app.base, proposal());
    const payment = await call(app.base, 'POST', `/api/proposal/${uuid}/quote/payment`, { return_url: 'https://brand.example/q' });
    await payByCard(app.base, payment.json.payment_url, '4242424242424242');
    await call(app.base, 'POST', `/api/proposal/${uuid}/quote/accept`);
    // As an older sandbox, or the prototype-key payment above, could have written it.
    const file = join(app.dataDir, 'proposals', `${uuid}.json`);
    const record = JSON.parse(readFileSync(file, 'utf8'));
    for (const addon of [...record.proposal.addons, ...record.proposal.quote.addons]) delete addon.premium;
    record.sandbox.payments.push({ at: 'x', last4: '4242', outcome: 'succeeded' });
    writeFileSync(file, JSON.stringify(record));
    const portal = await openPortal(app.base, uuid);
    expect(portal.status).toBe(200);
    expect(portal.html).toContain('Live');
  });
});
