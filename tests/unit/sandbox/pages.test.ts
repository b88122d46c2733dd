import { describe, expect, it } from 'vitest';
import { proposal } from '../../support/proposal';
import { openPortal, payByCard, quoted } from './flow';
import { call, useSandbox } from './harness';

const app = useSandbox({ publicOrigin: 'https://quotes.example', outbox: true });

const page = async (path: string) => {
  const res = await fetch(`${app.base}${path}`);
  return { status: res.status, html: await res.text(), csp: res.headers.get('content-security-policy') };
};
const local = (url: string) => url.replace('https://quotes.example', '');

describe('sandbox pages', () => {
  it('lists a sent quote e-mail in the outbox', async () => {
    const { uuid, res } = await quoted(
      app.base,
      proposal((p) => {
        p.risk.proposer.email_address = 'jane@example.com';
      }),
    );
    expect((await call(app.base, 'POST', `/api/proposal/${uuid}/send-quote-email`, { uuid })).status).toBe(200);
    const outbox = await page('/sandbox/outbox');
    expect(outbox.html).toContain(`Your car insurance quote ${res.json.proposal.quote.reference}`);
    expect(outbox.html).toContain('To jane@example.com');
  });

  it('hands out links on the public origin, and every ipid url opens a document', async () => {
    const { res } = await quoted(app.base, proposal());
    const { quote } = res.json.proposal;
    const urls: string[] = [...quote.ipids, ...quote.addons.map((a: { ipid: { url: string } }) => a.ipid)].map((i) => i.url);
    for (const url of urls) {
      expect(url.startsWith('https://quotes.example/sandbox/documents/ipid/')).toBe(true);
      const doc = await page(local(url));
      expect(doc.status).toBe(200);
      expect(doc.html).toContain('Insurance Product Information Document');
    }
  });

  it('opens the portal for a bought policy only, by a single-use token that is not the reference', async () => {
    const { uuid, res } = await quoted(app.base, proposal());
    const reference: string = res.json.proposal.quote.reference;
    const link = `/api/proposal/${uuid}/generate-portal-link?uuid=${uuid}`;
    expect((await call(app.base, 'GET', link)).status).toBe(409);
    const payment = await call(app.base, 'POST', `/api/proposal/${uuid}/quote/payment`, { return_url: 'https://brand.example/quote' });
    await payByCard(app.base, payment.json.payment_url, '4242424242424242');
    await call(app.base, 'POST', `/api/proposal/${uuid}/quote/accept`);
    const portal = await openPortal(app.base, uuid);
    expect(portal.url).toMatch(/^https:\/\/quotes\.example\/sandbox\/portal\?token=[\w-]{32}$/);
    expect(portal.url).not.toContain(reference);
    expect(portal.html).toContain('Live');
    expect(portal.html).toContain('FIESTA ZETEC 1.25 5DR');
    // Used once, the link opens nothing; nor does the reference the old links carried.
    expect((await page(local(portal.url))).status).toBe(404);
    // Without a token it is only the portal's front door, where she signs in: nothing of the policy.
    const byReference = await page(`/sandbox/portal?ref=${reference}`);
    expect(byReference.html).toContain('Sign in to your policy');
    expect(byReference.html).not.toContain('FIESTA');
    expect((await page('/sandbox/portal?token=constructor')).status).toBe(404);
  });

  it('takes one payment however many times the form is sent at once', async () => {
    const { uuid } = await quoted(app.base, proposal());
    const payment = await call(app.base, 'POST', `/api/proposal/${uuid}/quote/payment`, { return_url: 'https://brand.example/quote' });
    const results = await Promise.all([1, 2, 3].map(() => payByCard(app.base, payment.json.payment_url, '4242424242424242')));
    expect(results.every((r) => r.status === 303)).toBe(true);
    await call(app.base, 'POST', `/api/proposal/${uuid}/quote/accept`);
    expect((await openPortal(app.base, uuid)).html.match(/by card ending 4242/g)).toHaveLength(1);
  });

  it('serves the card page with a strict CSP that allows the form to return', async () => {
    const { uuid } = await quoted(app.base, proposal());
    const payment = await call(app.base, 'POST', `/api/proposal/${uuid}/quote/payment`, { return_url: 'https://brand.example/quote' });
    const card = await page(local(payment.json.payment_url));
    expect(card.csp).toContain("default-src 'none'");
    expect(card.csp).toContain("form-action 'self' https://brand.example");
    for (const label of ['Card number', 'Expiry date', 'Security code (CVC)', 'Name on card'])
      expect(card.html).toContain(`>${label}</label>`);
    expect((await page('/sandbox/pay/not-a-token')).status).toBe(404);
  });
});
