/**
 * The sandbox's own pages at the edge: the card page may be framed only by the
 * widget's pages, and the outbox, which lists every customer's mail, is served only when turned on
 * and only to this machine.
 */
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { outboxPages } from '../../../demo/sandbox/routes/outbox-page';
import { proposal } from '../../support/proposal';
import { quoted } from './flow';
import { call, removeDir, startSandbox, useSandbox } from './harness';

const app = useSandbox({ allowedOrigins: ['https://widget.brand.example'] });

describe('the card page', () => {
  it('may be framed only by the widget’s pages: its return page’s origin, the page it names and the allowed origins', async () => {
    const { uuid } = await quoted(app.base, proposal());
    const returnUrl = 'https://cdn.brand.example/motor-quote-return.html?mq_uuid=x&mq_nonce=y&mq_origin=https%3A%2F%2Fquotes.brand.example';
    const payment = await call(app.base, 'POST', `/api/proposal/${uuid}/quote/payment`, { return_url: returnUrl });
    const page = await fetch(payment.json.payment_url);
    const csp = page.headers.get('content-security-policy') ?? '';
    const ancestors = /frame-ancestors ([^;]+)/.exec(csp)?.[1].split(' ');
    expect(ancestors?.sort()).toEqual(['https://cdn.brand.example', 'https://quotes.brand.example', 'https://widget.brand.example']);
    expect(csp).not.toContain('evil.example');
  });
});

describe('the outbox', () => {
  it('is not served unless the sandbox is started with it, and the index does not link to it', async () => {
    const { uuid } = await quoted(app.base, proposal());
    expect((await call(app.base, 'POST', `/api/proposal/${uuid}/send-quote-email`, { uuid })).status).toBe(200);
    const outbox = await fetch(`${app.base}/sandbox/outbox`);
    expect(outbox.status).toBe(404);
    expect(await outbox.text()).not.toContain('amelia.hart@example.com');
    expect(await (await fetch(`${app.base}/sandbox`)).text()).not.toContain('/sandbox/outbox');
  });

  it('when on, is shown to this machine and linked from the index', async () => {
    const local = await startSandbox({ outbox: true });
    try {
      const { uuid } = await quoted(local.base, proposal());
      await call(local.base, 'POST', `/api/proposal/${uuid}/send-quote-email`, { uuid });
      const outbox = await fetch(`${local.base}/sandbox/outbox`);
      expect(outbox.status).toBe(200);
      expect(await outbox.text()).toContain('To amelia.hart@example.com');
      expect(await (await fetch(`${local.base}/sandbox`)).text()).toContain('href="/sandbox/outbox"');
    } finally {
      await local.stop();
      removeDir(local.dataDir);
    }
  });

  it('when on, lists nobody’s mail to a stranger on another machine', async () => {
    let status = 0;
    let body = '';
    const res = {
      writeHead: (s: number) => {
        status = s;
        return res;
      },
      end: (text: string) => {
        body = text;
      },
    };
    const services = { outbox: { all: async () => [{ at: 'now', to: 'amelia.hart@example.com', subject: 'Your quote', body: 'secret' }] } };
    for (const remoteAddress of ['203.0.113.9', '::ffff:198.51.100.7', '2001:db8::1']) {
      await outboxPages[0]!.handle({
        req: { socket: { remoteAddress } } as unknown as IncomingMessage,
        res: res as never,
        url: new URL('http://sandbox.invalid/sandbox/outbox'),
        params: {},
        origin: 'https://sandbox.example',
        services: services as never,
        options: { allowedOrigins: '*', returnOrigins: [], outbox: true },
      });
      expect(status).toBe(404);
      expect(body).not.toContain('amelia');
    }
  });
});
