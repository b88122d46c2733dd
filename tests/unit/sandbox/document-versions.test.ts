import { describe, expect, it } from 'vitest';
import { proposalWithDrivers } from '../../e2e/support/household';
import { payByCard, quoted } from './flow';
import { call, useSandbox } from './harness';

const app = useSandbox({ publicOrigin: 'https://quotes.example', outbox: true });

async function paid(email: string): Promise<string> {
  const draft = proposalWithDrivers(1, 0);
  draft.risk.proposer.email_address = email;
  const { uuid } = await quoted(app.base, draft);
  const payment = await call(app.base, 'POST', `/api/proposal/${uuid}/quote/payment`, { return_url: 'https://brand.example/quote' });
  await payByCard(app.base, payment.json.payment_url, '4242424242424242');
  return uuid;
}

describe('document versions', () => {
  it('serves each add-on’s IPID and wording with its version, header and visible line, and lists them in the index', async () => {
    for (const path of ['/sandbox/documents/ipid/LE', '/sandbox/documents/wording/SAB3', '/sandbox/documents/policy-wording.html']) {
      const res = await fetch(`${app.base}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('document-version'), path).toBe('2026-01');
      expect(await res.text()).toContain('Version 2026-01');
    }
    const index: { path: string; version: string }[] = await (await fetch(`${app.base}/sandbox/documents/index.json`)).json();
    expect(index).toContainEqual(expect.objectContaining({ path: '/sandbox/documents/wording/KEY', version: '2026-01' }));
  });

  it('records at accept the version of each document she was shown, and lists them in the confirmation e-mail', async () => {
    const uuid = await paid('amelia.versions@example.com');
    const documents = [`${app.base}/sandbox/documents/ipid.html`, `${app.base}/sandbox/documents/ipid/LE`];
    const res = await call(app.base, 'POST', `/api/proposal/${uuid}/quote/accept`, { documents });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.proposal.documents).toEqual([
      { url: documents[0], title: 'Insurance Product Information Document: Private Car Insurance', version: '2026-01' },
      { url: documents[1], title: 'IPID: Motor Legal Protection', version: '2026-01' },
    ]);
    const outbox = await (await fetch(`${app.base}/sandbox/outbox`)).text();
    expect(outbox).toContain('IPID: Motor Legal Protection (version 2026-01)');
  });

  it('refuses at accept a document address the insurer never issued', async () => {
    const uuid = await paid('amelia.unknown@example.com');
    const res = await call(app.base, 'POST', `/api/proposal/${uuid}/quote/accept`, { documents: ['https://elsewhere.example/ipid.pdf'] });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.json)).toContain('documents.0');
  });
});
