/**
 * The card page answers only the origins the insurer registered for the brand
 * (docs/security.md#what-the-api-must-hold-to): a return_url elsewhere is refused (422), and the
 * card page's frame-ancestors, form-action and redirect name registered origins only.
 */
import { describe, expect, it } from 'vitest';
import { proposal } from '../../support/proposal';
import { payByCard, quoted } from './flow';
import { call, useSandbox } from './harness';

const BRAND = 'https://brand.example';
const WIDGET = 'https://quotes.brand.example';
const app = useSandbox({ returnOrigins: [BRAND, WIDGET] });

const ancestorsOf = (csp: string): string[] => /frame-ancestors ([^;]+)/.exec(csp)?.[1].trim().split(' ') ?? [];

describe('a card payment’s return_url', () => {
  it('on an origin nobody registered is refused (422) and no card page is made', async () => {
    const { uuid } = await quoted(app.base, proposal());
    for (const returnUrl of [
      'https://evil.example/pay?mq_origin=https%3A%2F%2Fevil.example',
      'https://brand.example.evil.example/',
      'http://brand.example/q',
    ]) {
      const res = await call(app.base, 'POST', `/api/proposal/${uuid}/quote/payment`, { return_url: returnUrl });
      expect(res.status, returnUrl).toBe(422);
      expect(res.json).toMatchObject({ code: 'return_url_not_registered', errors: [{ path: 'return_url' }] });
    }
  });

  it('on a registered origin gives a card page framed by, posting to and returning to registered origins only', async () => {
    const { uuid } = await quoted(app.base, proposal());
    const returnUrl = `${BRAND}/return.html?mq_origin=${encodeURIComponent(WIDGET)}`;
    const payment = await call(app.base, 'POST', `/api/proposal/${uuid}/quote/payment`, { return_url: returnUrl });
    expect(payment.status).toBe(200);
    const csp = (await fetch(payment.json.payment_url)).headers.get('content-security-policy') ?? '';
    expect(ancestorsOf(csp).sort()).toEqual([BRAND, WIDGET]);
    expect(csp).toContain(`form-action 'self' ${BRAND};`);
    expect((await payByCard(app.base, payment.json.payment_url, '4242424242424242')).location).toBe(returnUrl);
  });

  it('naming an unregistered widget page (mq_origin) leaves it out of frame-ancestors and the height message', async () => {
    const { uuid } = await quoted(app.base, proposal());
    const returnUrl = `${BRAND}/return.html?mq_origin=${encodeURIComponent('https://evil.example')}`;
    const payment = await call(app.base, 'POST', `/api/proposal/${uuid}/quote/payment`, { return_url: returnUrl });
    expect(payment.status).toBe(200);
    const page = await fetch(payment.json.payment_url);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(ancestorsOf(csp)).toEqual([BRAND]);
    expect(csp).not.toContain('evil.example');
    expect(await page.text()).not.toContain('evil.example');
  });
});
