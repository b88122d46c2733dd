/**
 * The sandbox sends the quote e-mail when a quote is made (a service message), so
 * the Retrieve screen's "It's in your quote email" is true. Once per proposal, on a limit of its
 * own: a quote made never uses up the customer's own sends of "Save or email this quote".
 */
import { describe, expect, it } from 'vitest';
import { MAX_EMAILS_PER_PROPOSAL, MAX_QUOTE_MADE_EMAILS_PER_RECIPIENT } from '../../../demo/sandbox/server/email-limits';
import { Outbox } from '../../../demo/sandbox/server/outbox';
import { proposal } from '../../support/proposal';
import { quoted } from './flow';
import { call, useSandbox } from './harness';

const app = useSandbox({ publicOrigin: 'https://quotes.example' });

const mailsTo = async (to: string) => (await new Outbox(app.dataDir).all()).filter((mail) => mail.to === to);

describe('the e-mail sent when a quote is made', () => {
  it('goes to her address with the reference, the price and how to retrieve it, once however often she requotes', async () => {
    const to = 'made.once@example.com';
    const { uuid, res } = await quoted(
      app.base,
      proposal((p) => (p.risk.proposer.email_address = to)),
    );
    expect(res.status).toBe(200);
    const { reference, premium } = res.json.proposal.quote;
    const [mail, ...more] = await mailsTo(to);
    expect(more).toEqual([]);
    expect(mail.subject).toBe(`Your car insurance quote ${reference}`);
    expect(mail.body).toContain(`Your quote reference is ${reference}.`);
    expect(mail.body).toContain(`Total price: £${premium.toFixed(2)}`);
    expect(mail.body).toContain('https://quotes.example/#/quote/recall with your reference, postcode and date of birth');
    expect((await call(app.base, 'POST', `/api/proposal/${uuid}/requote`)).status).toBe(200);
    expect((await call(app.base, 'POST', '/json/proposal/re-quote', { uuid })).status).toBe(200);
    expect(await mailsTo(to)).toHaveLength(1);
  });

  it('does not use up her own sends of the quote e-mail', async () => {
    const to = 'own.sends@example.com';
    const { uuid } = await quoted(
      app.base,
      proposal((p) => (p.risk.proposer.email_address = to)),
    );
    const statuses: number[] = [];
    for (let i = 0; i <= MAX_EMAILS_PER_PROPOSAL; i += 1)
      statuses.push((await call(app.base, 'POST', `/api/proposal/${uuid}/send-quote-email`, { uuid })).status);
    expect(statuses).toEqual([...Array(MAX_EMAILS_PER_PROPOSAL).fill(200), 429]);
    expect(await mailsTo(to)).toHaveLength(1 + MAX_EMAILS_PER_PROPOSAL);
  });

  it('is not sent for a declined quote: there is nothing to retrieve', async () => {
    const to = 'declined@example.com';
    const { res } = await quoted(
      app.base,
      proposal((p) => {
        p.risk.proposer.email_address = to;
        p.risk.proposer.name.surname = 'Decline';
      }),
    );
    expect(res.status).toBe(200);
    expect(res.json.proposal.is_quoted).toBe(false);
    expect(await mailsTo(to)).toEqual([]);
  });

  it(`goes to one address at most ${MAX_QUOTE_MADE_EMAILS_PER_RECIPIENT} times an hour, and the quotes past that are still made`, async () => {
    const to = 'many.quotes@example.com';
    for (let i = 0; i < MAX_QUOTE_MADE_EMAILS_PER_RECIPIENT + 2; i += 1) {
      const { res } = await quoted(
        app.base,
        proposal((p) => (p.risk.proposer.email_address = to)),
      );
      expect(res.json.proposal.is_quoted).toBe(true);
    }
    expect(await mailsTo(to)).toHaveLength(MAX_QUOTE_MADE_EMAILS_PER_RECIPIENT);
  });
});
