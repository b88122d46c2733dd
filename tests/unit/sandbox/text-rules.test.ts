/**
 * The API enforces the widget's rules: every text of a proposal is checked on the
 * server as the widget checks it, control and right-to-left characters refused with 422 naming the
 * field; the quote e-mail is limited per proposal and per recipient (429 with Retry-After).
 */
import { describe, expect, it } from 'vitest';
import { MAX_EMAILS_PER_PROPOSAL, MAX_EMAILS_PER_RECIPIENT } from '../../../demo/sandbox/server/email-limits';
import type { Proposal } from '../../../src/contract/proposal';
import { proposal } from '../../support/proposal';
import { createProposal, quoted } from './flow';
import { call, useSandbox } from './harness';

const app = useSandbox();

const RLO = '\u202E';

describe('text the widget refuses, the API refuses', () => {
  it('refuses a surname with line breaks, a link and a right-to-left override: 422 naming the field, nothing stored', async () => {
    const uuid = await createProposal(app.base, proposal());
    const bad = proposal((p) => {
      p.risk.proposer.name.surname = `Hart\r\n\r\nVisit https://evil.example/login ${RLO}fdp.exe`;
    });
    const res = await call(app.base, 'POST', `/api/proposal/${uuid}`, bad);
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({ code: 'invalid_text' });
    expect(res.json.errors.map((e: { path: string }) => e.path)).toEqual(['risk.proposer.name.surname']);
    const saved = await call(app.base, 'GET', `/api/proposal/${uuid}`);
    expect(saved.json.data.proposal.risk.proposer.name.surname).toBe('Hart');
  });

  it.each([
    ['risk.proposer.address.line_1', (p: Proposal) => (p.risk.proposer.address.line_1 = `1 High St\u2066`)],
    ['risk.proposer.email_address', (p: Proposal) => (p.risk.proposer.email_address = 'amelia@example.com\r\nBcc: all@example.com')],
    ['risk.proposer.email_address', (p: Proposal) => (p.risk.proposer.email_address = 'not an address')],
    ['risk.proposer.name.forenames', (p: Proposal) => (p.risk.proposer.name.forenames = 'Amelia2')],
    [
      'risk.vehicle.modifications.0.description',
      (p: Proposal) => (p.risk.vehicle.modifications = [{ type: '1', description: 'Spoiler\u200F' }]),
    ],
    ['risk.vehicle.model', (p: Proposal) => (p.risk.vehicle.model = 'Fiesta\u0085')],
    ['risk.userfields.tpa_surname', (p: Proposal) => (p.risk.userfields.tpa_surname = 'Smith <a href>')],
    ['risk.userfields.tpa_email', (p: Proposal) => (p.risk.userfields.tpa_email = `x${RLO}@example.com`)],
  ])('refuses bad text at %s with 422 naming it', async (path, spoil) => {
    const res = await call(app.base, 'POST', '/api/proposal', proposal(spoil));
    expect(res.status).toBe(422);
    expect(res.json.errors.map((e: { path: string }) => e.path)).toContain(path);
  });

  it('refuses a direct-debit account name with a control character', async () => {
    const { uuid } = await quoted(app.base, proposal());
    const res = await call(app.base, 'POST', `/api/proposal/${uuid}/pay-monthly`, {
      is_pay_monthly: true,
      direct_debit: {
        is_proposer_account_holder: true,
        account_name: 'J Driver\u0007',
        account_number: '12345619',
        sort_code: '401919',
        collection_day: '1',
        third_party: null,
      },
      credit_information_version: 'SECCI-2026.1.0a1b2c3d',
    });
    expect(res.status).toBe(422);
    expect(res.json.errors.map((e: { path: string }) => e.path)).toEqual(['direct_debit.account_name']);
  });

  it('takes what the widget takes: letters of any alphabet, hyphens, apostrophes, a plus address', async () => {
    const res = await call(
      app.base,
      'POST',
      '/api/proposal',
      proposal((p) => {
        p.risk.proposer.name.forenames = 'Zoë Siân';
        p.risk.proposer.name.surname = 'O’Brien-Núñez';
        p.risk.proposer.email_address = 'zoe+quotes@example.co.uk';
        p.risk.proposer.address.line_1 = 'Flat 2, 10 St. Mary’s Road';
      }),
    );
    expect(res.status).toBe(200);
  });
});

describe('the quote e-mail', () => {
  it(`is sent at most ${MAX_EMAILS_PER_PROPOSAL} times per proposal, then 429 with Retry-After`, async () => {
    const { uuid } = await quoted(app.base, proposal());
    const statuses: number[] = [];
    let last = await call(app.base, 'POST', `/api/proposal/${uuid}/send-quote-email`, { uuid });
    statuses.push(last.status);
    for (let i = 1; i < 25; i += 1) {
      last = await call(app.base, 'POST', `/api/proposal/${uuid}/send-quote-email`, { uuid });
      statuses.push(last.status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(MAX_EMAILS_PER_PROPOSAL);
    expect(statuses.slice(MAX_EMAILS_PER_PROPOSAL)).toEqual(Array(25 - MAX_EMAILS_PER_PROPOSAL).fill(429));
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(last.json).toMatchObject({ code: 'rate_limited', retry_after: Number(last.headers.get('retry-after')) });
  });

  it(`is sent at most ${MAX_EMAILS_PER_RECIPIENT} times to one address, whichever proposals ask`, async () => {
    const to = (p: Proposal) => (p.risk.proposer.email_address = 'one.recipient@example.com');
    const statuses: number[] = [];
    for (let i = 0; i < MAX_EMAILS_PER_RECIPIENT + 2; i += 1) {
      const { uuid } = await quoted(app.base, proposal(to));
      statuses.push((await call(app.base, 'POST', `/api/proposal/${uuid}/send-quote-email`, { uuid })).status);
    }
    expect(statuses).toEqual([...Array(MAX_EMAILS_PER_RECIPIENT).fill(200), 429, 429]);
  });
});

describe('nothing invisible, and names in every script', () => {
  it.each([
    ['risk.proposer.name.forenames', 'a name of Hangul fillers', (p: Proposal) => (p.risk.proposer.name.forenames = '\u3164\u3164')],
    ['risk.proposer.name.surname', 'a name of halfwidth Hangul fillers', (p: Proposal) => (p.risk.proposer.name.surname = '\uFFA0')],
    [
      'risk.proposer.name.surname',
      'a name of choseong and jungseong fillers',
      (p: Proposal) => (p.risk.proposer.name.surname = 'Hart\u115F\u1160'),
    ],
    ['risk.proposer.address.line_1', 'a zero-width space', (p: Proposal) => (p.risk.proposer.address.line_1 = '1 High\u200B St')],
    ['risk.proposer.address.line_2', 'a word joiner', (p: Proposal) => (p.risk.proposer.address.line_2 = 'Old\u2060Town')],
    ['risk.vehicle.model', 'a byte order mark', (p: Proposal) => (p.risk.vehicle.model = '\uFEFFFiesta')],
    ['risk.vehicle.model', 'a soft hyphen', (p: Proposal) => (p.risk.vehicle.model = 'Fi\u00ADesta')],
    ['risk.vehicle.model', 'tag characters', (p: Proposal) => (p.risk.vehicle.model = 'Fiesta\u{E0020}\u{E0041}\u{E007F}')],
    ['risk.proposer.email_address', 'a zero-width space', (p: Proposal) => (p.risk.proposer.email_address = 'amelia\u200B@example.com')],
    [
      'risk.proposer.phone_numbers.mobile',
      'a byte order mark',
      (p: Proposal) => (p.risk.proposer.phone_numbers = { mobile: '07700900982\uFEFF', other: null, home: null }),
    ],
    ['risk.proposer.email_address', 'a comma', (p: Proposal) => (p.risk.proposer.email_address = 'attacker,victim@example.com')],
    ['risk.proposer.email_address', 'a semicolon and a header', (p: Proposal) => (p.risk.proposer.email_address = 'a@example.com;bcc:x')],
    ['risk.proposer.email_address', 'quotes and a space', (p: Proposal) => (p.risk.proposer.email_address = '"a b"@example.com')],
  ])('refuses %s holding %s: 422 naming it', async (path, _holding, spoil) => {
    const res = await call(app.base, 'POST', '/api/proposal', proposal(spoil));
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({ code: 'invalid_text' });
    expect(res.json.errors.map((e: { path: string }) => e.path)).toContain(path);
  });

  it('takes a combining accent (José, composed when checked) and names with vowel signs: Devanagari, Bengali, Tamil', async () => {
    for (const [forenames, surname] of [
      ['Jose\u0301', 'Núñez'],
      ['प्रिया', 'शर्मा'],
      ['সুমিত', 'বন্দ্যোপাধ্যায়'],
      ['கார்த்திக்', 'சுப்பிரமணியன்'],
    ]) {
      const res = await call(
        app.base,
        'POST',
        '/api/proposal',
        proposal((p) => {
          p.risk.proposer.name.forenames = forenames;
          p.risk.proposer.name.surname = surname;
        }),
      );
      expect(res.status, `${forenames} ${surname}`).toBe(200);
    }
  });
});
