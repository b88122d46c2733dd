/**
 * The brand's e-mails carry only what the insurer wrote (docs/security.md#what-the-api-must-hold-to):
 * the car as its vehicle record names it, never the proposal's own make and model; a make, model or
 * description holding a link is refused; her other words plain and without links.
 */
import { describe, expect, it } from 'vitest';
import { holdsLink, mailText } from '../../../demo/sandbox/routes/mail-text';
import { Outbox } from '../../../demo/sandbox/server/outbox';
import { proposal } from '../../support/proposal';
import { quoted } from './flow';
import { call, useSandbox } from './harness';

const app = useSandbox();

const mailsTo = async (to: string) => (await new Outbox(app.dataDir).all()).filter((mail) => mail.to === to);
const PHISH = 'your payment failed, re-enter card at https://evil.example/pay';

describe('a make and model of a stranger’s words', () => {
  it('a model holding a link is refused (422) and nothing is stored or sent', async () => {
    const to = 'model.link@example.com';
    const res = await call(
      app.base,
      'POST',
      '/api/proposal',
      proposal((p) => {
        p.risk.proposer.email_address = to;
        p.risk.vehicle.manufacturer = 'Action needed:';
        p.risk.vehicle.model = PHISH;
      }),
    );
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({ code: 'invalid_text', errors: [{ path: 'risk.vehicle.model' }] });
    expect(await mailsTo(to)).toEqual([]);
  });

  it('a make without a link is stored, but the e-mails name the car as its vehicle record does', async () => {
    const to = 'make.words@example.com';
    const { uuid, res } = await quoted(
      app.base,
      proposal((p) => {
        p.risk.proposer.email_address = to;
        p.risk.vehicle.manufacturer = 'Action needed:';
        p.risk.vehicle.model = 'Sign in again';
      }),
    );
    expect(res.status).toBe(200);
    expect((await call(app.base, 'POST', `/api/proposal/${uuid}/send-quote-email`, { uuid })).status).toBe(200);
    const mails = await mailsTo(to);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.body).toContain('Thank you for your quote for your Ford Fiesta.');
      expect(mail.body).not.toContain('Action needed');
      expect(mail.body).not.toContain('Sign in again');
    }
  });

  it('a car with no vehicle record is not named at all', async () => {
    const to = 'no.record@example.com';
    await quoted(
      app.base,
      proposal((p) => {
        p.risk.proposer.email_address = to;
        p.risk.vehicle.abi_code = '99999999';
        p.risk.vehicle.manufacturer = 'Action needed:';
      }),
    );
    const [mail] = await mailsTo(to);
    expect(mail.body).toContain('Thank you for your quote.');
    expect(mail.body).not.toContain('Action needed');
  });
});

describe('her other words in an e-mail', () => {
  it('a title holding a link reaches the e-mail without it', async () => {
    const to = 'title.link@example.com';
    await quoted(
      app.base,
      proposal((p) => {
        p.risk.proposer.email_address = to;
        p.risk.proposer.name!.title = 'www.evil.example/login';
      }),
    );
    const [mail] = await mailsTo(to);
    expect(mail.body).not.toMatch(/evil|www\./);
  });

  it('are stripped of links in every form a mail client makes one of, and of markup', () => {
    for (const link of [
      'https://evil.example/pay',
      'HTTP://EVIL.EXAMPLE',
      'www.evil.example',
      'evil.example/login',
      'mailto:x@evil.example',
    ])
      expect(holdsLink(`see ${link} now`), link).toBe(true);
    expect(mailText(`re-enter card at https://evil.example/pay now`)).toBe('re-enter card at now');
    expect(mailText('<a href=x>Hart</a> & Co')).toBe('a href=xHart/a Co');
    expect(mailText("O'Neil-Smith")).toBe("O'Neil-Smith");
    // Real cars are no links: a Honda's 'E:HEV' stays.
    expect(holdsLink('HR-V ELEGANCE 1.5 E:HEV 5DR')).toBe(false);
  });
});
