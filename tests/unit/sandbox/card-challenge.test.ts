/**
 * The card page's 3-D Secure test card (docs/testing.md): the bank's challenge comes
 * first and nothing is taken until its code; a refused code or Cancel fails the payment as a
 * declined card does. And every card page tells the widget's page its height, to that origin only.
 */
import { describe, expect, it } from 'vitest';
import { proposal } from '../../support/proposal';
import { payByCard, quoted } from './flow';
import { call, useSandbox } from './harness';

const app = useSandbox({ publicOrigin: 'https://quotes.example' });
const RETURN = 'https://brand.example/return.html?mq_origin=https%3A%2F%2Fshop.example';
const local = (url: string) => url.replace('https://quotes.example', app.base);

async function challenged() {
  const { uuid } = await quoted(app.base, proposal());
  const payment = await call(app.base, 'POST', `/api/proposal/${uuid}/quote/payment`, { return_url: RETURN });
  const page: string = payment.json.payment_url;
  const form = new URLSearchParams({ card_number: '4000 0027 6000 3184', expiry: '12/39', cvc: '123', name: 'J Driver' });
  const res = await post(page, form);
  return { uuid, page, res, purchased: async () => (await call(app.base, 'GET', `/api/proposal/${uuid}`)).json.data.proposal.is_purchased };
}

async function post(url: string, form: URLSearchParams) {
  const res = await fetch(local(url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
  return {
    status: res.status,
    html: await res.text(),
    location: res.headers.get('location'),
    csp: res.headers.get('content-security-policy'),
  };
}

const answer = (page: string, fields: Record<string, string>) => post(`${page}/challenge`, new URLSearchParams(fields));

describe('the 3-D Secure test card', () => {
  it('asks for the bank’s one-time code before taking anything, then pays with any 6 digits', async () => {
    const { page, res, purchased } = await challenged();
    expect(res.status).toBe(200);
    expect(res.html).toContain('<h1>Confirm your payment with your bank</h1>');
    expect(res.html).toContain('>One-time code</label>');
    expect(res.html).toContain('Cancel payment');
    await expect(purchased()).resolves.toBe(false);

    const wrong = await answer(page, { code: '12' });
    expect(wrong.status).toBe(400);
    expect(wrong.html).toContain('Enter the 6-digit code from your bank');
    await expect(purchased()).resolves.toBe(false);

    const paid = await answer(page, { code: '123456' });
    expect(paid).toMatchObject({ status: 303, location: RETURN });
    await expect(purchased()).resolves.toBe(true);
  });

  it('fails the payment on the refused code 000000 or Cancel, and another card may then pay', async () => {
    for (const fields of [{ code: '000000' }, { code: '', cancel: '1' }] as Record<string, string>[]) {
      const { page, purchased } = await challenged();
      expect(await answer(page, fields)).toMatchObject({ status: 303, location: RETURN });
      await expect(purchased()).resolves.toBe(false);
      // The challenge is spent: its code cannot be tried again without the card.
      expect((await answer(page, { code: '123456' })).status).toBe(404);
      expect((await payByCard(app.base, page, '4242424242424242')).status).toBe(303);
      await expect(purchased()).resolves.toBe(true);
    }
  });

  it('has no challenge to answer for a card that never asked', async () => {
    const { uuid } = await quoted(app.base, proposal());
    const payment = await call(app.base, 'POST', `/api/proposal/${uuid}/quote/payment`, { return_url: RETURN });
    expect((await answer(payment.json.payment_url, { code: '123456' })).status).toBe(404);
  });
});

describe('the card page’s height', () => {
  it('is posted by the page’s one nonce’d script, to the widget page’s origin only', async () => {
    const { res } = await challenged();
    const nonce = /script-src 'nonce-([^']+)'/.exec(res.csp ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(res.html).toContain(`<script nonce="${nonce}">`);
    expect(res.html).toContain("type: 'motorquote:card-frame-height'");
    expect(res.html).toContain('"https://shop.example")');
  });

  it('is not sent when the return address names no widget page', async () => {
    const { uuid } = await quoted(app.base, proposal());
    const payment = await call(app.base, 'POST', `/api/proposal/${uuid}/quote/payment`, { return_url: 'https://brand.example/quote' });
    const res = await fetch(local(payment.json.payment_url));
    expect(res.headers.get('content-security-policy')).not.toContain('script-src');
    expect(await res.text()).not.toContain('<script');
  });
});
