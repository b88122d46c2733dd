/**
 * A copy before she pays (docs/product/regulation.md#a-copy-before-she-pays): the sandbox e-mails the
 * demands-and-needs statement and each document's title, version and address to the proposal's
 * address, limited as the quote e-mail is; an address it never issued is refused, nothing sent.
 */
import { describe, expect, it } from 'vitest';
import { MAX_EMAILS_PER_PROPOSAL } from '../../../demo/sandbox/server/email-limits';
import { Outbox } from '../../../demo/sandbox/server/outbox';
import { proposalWithDrivers } from '../../e2e/support/household';
import { payByCard, quoted } from './flow';
import { call, useSandbox } from './harness';

const app = useSandbox({ outbox: true });

async function quotedFor(email: string): Promise<string> {
  const draft = proposalWithDrivers(1, 0);
  draft.risk.proposer.email_address = email;
  return (await quoted(app.base, draft)).uuid;
}

const copies = async (to: string) =>
  (await new Outbox(app.dataDir).all()).filter((mail) => mail.to === to && /documents/.test(mail.subject));

describe('the copy before she pays', () => {
  it('e-mails the demands-and-needs statement and each document with its version to the proposal’s address', async () => {
    const uuid = await quotedFor('amelia.copy@example.com');
    const documents = [`${app.base}/sandbox/documents/ipid.html`, `${app.base}/sandbox/documents/wording/LE`];
    const res = await call(app.base, 'POST', `/api/proposal/${uuid}/send-documents-email`, { uuid, documents });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toEqual({ success: true });
    const [mail] = await copies('amelia.copy@example.com');
    expect(mail.subject).toMatch(/^Your car insurance documents for quote /);
    expect(mail.body).toContain('Your demands and needs');
    expect(mail.body).toContain('You have not bought this policy yet.');
    expect(mail.body).toContain(`Insurance Product Information Document: Private Car Insurance (version 2026-01): ${documents[0]}`);
    expect(mail.body).toContain(`Policy wording: Motor Legal Protection (version 2026-01): ${documents[1]}`);
  });

  it('refuses an address the insurer never issued, and sends nothing', async () => {
    const uuid = await quotedFor('amelia.elsewhere@example.com');
    const res = await call(app.base, 'POST', `/api/proposal/${uuid}/send-documents-email`, {
      uuid,
      documents: ['https://elsewhere.example/ipid.pdf'],
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.json)).toContain('documents.0');
    expect(await copies('amelia.elsewhere@example.com')).toEqual([]);
  });

  it('is limited as the quote e-mail is: past the proposal’s share it answers 429 with when to try again', async () => {
    const uuid = await quotedFor('amelia.often@example.com');
    const body = { uuid, documents: [`${app.base}/sandbox/documents/ipid.html`] };
    const statuses: number[] = [];
    for (let i = 0; i <= MAX_EMAILS_PER_PROPOSAL; i += 1)
      statuses.push((await call(app.base, 'POST', `/api/proposal/${uuid}/send-documents-email`, body)).status);
    expect(statuses).toEqual([...Array(MAX_EMAILS_PER_PROPOSAL).fill(200), 429]);
    expect(await copies('amelia.often@example.com')).toHaveLength(MAX_EMAILS_PER_PROPOSAL);
  });

  it('is refused once the policy is bought (the confirmation e-mail carries them then)', async () => {
    const uuid = await quotedFor('amelia.bought@example.com');
    const payment = await call(app.base, 'POST', `/api/proposal/${uuid}/quote/payment`, { return_url: 'https://brand.example/quote' });
    await payByCard(app.base, payment.json.payment_url, '4242424242424242');
    const res = await call(app.base, 'POST', `/api/proposal/${uuid}/send-documents-email`, { uuid, documents: [] });
    expect(res.status).toBe(409);
  });
});
