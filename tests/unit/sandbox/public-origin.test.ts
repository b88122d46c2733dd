/** Links the sandbox hands out come from its own configuration, never from the request's headers. */
import { describe, expect, it } from 'vitest';
import { PORTAL_LINK_TTL_MS, PortalLinks } from '../../../demo/sandbox/server/portal-links';
import { proposal } from '../../support/proposal';
import { createProposal } from './flow';
import { call, removeDir, startSandbox, useSandbox } from './harness';

const app = useSandbox({ outbox: true });

const SPOOFED = { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https', Forwarded: 'host=evil.example' };

describe('links from configuration', () => {
  it('puts the address it listens on in the card page link and the quote e-mail, whatever X-Forwarded-Host says', async () => {
    const uuid = await createProposal(app.base, proposal());
    await call(app.base, 'POST', `/api/proposal/${uuid}/quote`, undefined, { headers: SPOOFED });
    const payment = await call(
      app.base,
      'POST',
      `/api/proposal/${uuid}/quote/payment`,
      { return_url: 'https://brand.example/q' },
      { headers: SPOOFED },
    );
    expect(payment.json.payment_url.startsWith(`${app.base}/sandbox/pay/`)).toBe(true);
    const sent = await call(app.base, 'POST', `/api/proposal/${uuid}/send-quote-email`, { uuid }, { headers: SPOOFED });
    expect(sent.status).toBe(200);
    const outbox = await (await fetch(`${app.base}/sandbox/outbox`)).text();
    expect(outbox).toContain(`${app.base}/#/quote/recall`);
    expect(outbox).not.toContain('evil.example');
  });

  it('uses publicOrigin when it is configured', async () => {
    const configured = await startSandbox({ publicOrigin: 'https://quotes.example' });
    const uuid = await createProposal(configured.base, proposal());
    await call(configured.base, 'POST', `/api/proposal/${uuid}/quote`, undefined, { headers: SPOOFED });
    const payment = await call(
      configured.base,
      'POST',
      `/api/proposal/${uuid}/quote/payment`,
      { return_url: 'https://brand.example/q' },
      { headers: SPOOFED },
    );
    expect(payment.json.payment_url.startsWith('https://quotes.example/sandbox/pay/')).toBe(true);
    await configured.stop();
    removeDir(configured.dataDir);
  });

  it('opens a portal link once, and not after it has expired', () => {
    let now = 1_000_000;
    const links = new PortalLinks(() => now);
    const once = links.issue('uuid-1');
    expect(links.redeem(once)).toBe('uuid-1');
    expect(links.redeem(once)).toBeNull();
    const late = links.issue('uuid-1');
    now += PORTAL_LINK_TTL_MS;
    expect(links.redeem(late)).toBeNull();
    expect(links.redeem('constructor')).toBeNull();
  });
});
