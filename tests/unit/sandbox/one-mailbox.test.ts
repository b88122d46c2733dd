/**
 * One mailbox, one cap (docs/security.md#what-the-api-must-hold-to): every spelling of an address
 * counts against the limit of the one mailbox it reaches, and the quote e-mail goes only to the
 * address the proposal holds.
 */
import { describe, expect, it } from 'vitest';
import { MAX_EMAILS_PER_RECIPIENT, MAX_QUOTE_MADE_EMAILS_PER_RECIPIENT } from '../../../demo/sandbox/server/email-limits';
import { mailboxKey } from '../../../demo/sandbox/server/mailbox';
import { Outbox } from '../../../demo/sandbox/server/outbox';
import { proposal } from '../../support/proposal';
import { quoted } from './flow';
import { call, useSandbox } from './harness';

const app = useSandbox();

/** Five spellings of one Gmail mailbox (and two more), as the attack sent them. */
const SPELLINGS = [
  'victim@gmail.com',
  'victim+1@gmail.com',
  'v.ictim@gmail.com',
  'victim@googlemail.com',
  'victim@GMAIL.COM.',
  'Vic.Tim+quotes@GoogleMail.com',
  'VICTIM@gmail.com',
];

const mailsToVictim = async () => (await new Outbox(app.dataDir).all()).filter((mail) => mailboxKey(mail.to) === 'victim@gmail.com');

describe('the mailbox an address reaches', () => {
  it('is one for case, a trailing dot, a +tag, and Gmail’s dots and googlemail.com', () => {
    expect(new Set(SPELLINGS.map(mailboxKey))).toEqual(new Set(['victim@gmail.com']));
    // Dots count outside Gmail; a +tag and case do not.
    expect(mailboxKey('a.b@example.com')).toBe('a.b@example.com');
    expect(mailboxKey('A.B+news@Example.COM.')).toBe('a.b@example.com');
  });
});

describe('the quote e-mail to one mailbox under many spellings', () => {
  it('meets one cap: the e-mails a quote made sends, then the ones asked for', async () => {
    const uuids: string[] = [];
    for (const address of SPELLINGS) {
      const { uuid, res } = await quoted(
        app.base,
        proposal((p) => (p.risk.proposer.email_address = address)),
      );
      expect(res.status).toBe(200);
      uuids.push(uuid);
    }
    expect(await mailsToVictim()).toHaveLength(MAX_QUOTE_MADE_EMAILS_PER_RECIPIENT);
    const statuses: number[] = [];
    for (const uuid of uuids)
      for (let i = 0; i < 3; i += 1)
        statuses.push((await call(app.base, 'POST', `/api/proposal/${uuid}/send-quote-email`, { uuid })).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(MAX_EMAILS_PER_RECIPIENT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(statuses.length - MAX_EMAILS_PER_RECIPIENT);
    const mails = await mailsToVictim();
    expect(mails).toHaveLength(MAX_QUOTE_MADE_EMAILS_PER_RECIPIENT + MAX_EMAILS_PER_RECIPIENT);
    // Each went to the address as its proposal holds it, never to a rewritten one.
    for (const mail of mails) expect(SPELLINGS).toContain(mail.to);
  }, 30_000);
});

describe('the quote e-mail’s recipient', () => {
  it('is only the address the proposal holds: a body naming another is refused and nothing is sent', async () => {
    const { uuid } = await quoted(
      app.base,
      proposal((p) => (p.risk.proposer.email_address = 'holder@example.com')),
    );
    const before = (await new Outbox(app.dataDir).all()).length;
    const other = await call(app.base, 'POST', `/api/proposal/${uuid}/send-quote-email`, { uuid, email_address: 'stranger@example.com' });
    expect(other.status).toBe(422);
    expect(other.json).toMatchObject({ code: 'recipient_not_on_proposal', errors: [{ path: 'email_address' }] });
    expect(await new Outbox(app.dataDir).all()).toHaveLength(before);
    const same = await call(app.base, 'POST', `/api/proposal/${uuid}/send-quote-email`, { uuid, email_address: 'Holder@Example.com' });
    expect(same.status).toBe(200);
    const last = (await new Outbox(app.dataDir).all()).at(-1);
    expect(last?.to).toBe('holder@example.com');
  });
});
