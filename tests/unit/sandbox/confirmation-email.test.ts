import { describe, expect, it } from 'vitest';
import { proposalWithDrivers } from '../../e2e/support/household';
import { payByCard, quoted } from './flow';
import { call, useSandbox } from './harness';

const app = useSandbox({ publicOrigin: 'https://quotes.example', outbox: true });

describe('the confirmation e-mail', () => {
  it('is sent once, at accept, with her demands-and-needs statement in the widget’s words', async () => {
    const draft = proposalWithDrivers(1, 0);
    draft.risk.proposer.email_address = 'amelia.confirm@example.com';
    const { uuid, res } = await quoted(app.base, draft);
    const reference: string = res.json.proposal.quote.reference;
    const payment = await call(app.base, 'POST', `/api/proposal/${uuid}/quote/payment`, { return_url: 'https://brand.example/quote' });
    expect(payment.status, JSON.stringify(payment.json)).toBe(200);
    await payByCard(app.base, payment.json.payment_url, '4242424242424242');
    await call(app.base, 'POST', `/api/proposal/${uuid}/quote/accept`);
    await call(app.base, 'POST', `/api/proposal/${uuid}/quote/accept`);
    const outbox = await (await fetch(`${app.base}/sandbox/outbox`)).text();
    expect(outbox.split(`Your car insurance policy ${reference}`)).toHaveLength(2);
    expect(outbox).toContain('To amelia.confirm@example.com');
    for (const line of [
      'Your demands and needs',
      '- Comprehensive cover',
      '- Cover for Amelia Hart and Tom Hart to drive the car',
      '- To pay for the year in one payment',
      'This policy meets those demands and needs.',
      'We have not given you advice or a personal recommendation',
      'You can cancel within 14 days',
      'firm reference number 000000',
    ])
      expect(outbox).toContain(line);
  });
});

describe('the demo brand’s legal pages', () => {
  it('serves the privacy notice, complaints procedure and accessibility statement the config links by default, marked as the demo’s', async () => {
    for (const [name, words] of [
      ['privacy-notice.html', 'fraud prevention agencies'],
      ['complaints.html', 'Financial Ombudsman Service'],
      ['accessibility.html', 'large print'],
    ]) {
      const res = await fetch(`${app.base}/sandbox/documents/${name}`);
      expect(res.status, name).toBe(200);
      const html = await res.text();
      expect(html).toContain(words);
      expect(html).toContain('This is a demonstration.');
    }
    expect((await fetch(`${app.base}/sandbox/documents/constructor`)).status).toBe(404);
  });
});
