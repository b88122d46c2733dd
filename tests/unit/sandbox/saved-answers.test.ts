/**
 * Save and come back later (docs/api-team.md#saved-answers): answers not yet valid for quoting are
 * kept, e-mailed as a link that holds nothing of hers, open once for her date of birth and postcode,
 * and not after SAVED_ANSWERS_DAYS on the sandbox's movable clock.
 */
import { describe, expect, it } from 'vitest';
import { emptyProposal } from '../../../src/contract/proposal';
import { SAVED_ANSWERS_DAYS } from '../../../src/domain/constants';
import { Outbox } from '../../../demo/sandbox/server/outbox';
import { call, useSandbox } from './harness';

const app = useSandbox();

/** Steps 1 and 2 half done: a name and a date of birth, no address yet. */
function partialAnswers() {
  const draft = emptyProposal();
  draft.risk.proposer.name.forenames = 'Amelia';
  draft.risk.proposer.date_of_birth = '1987-04-12';
  return draft;
}

const save = (email: string, change: Record<string, unknown> = {}) =>
  call(app.base, 'POST', '/api/saved-answers', {
    proposal: partialAnswers(),
    step: 2,
    email_address: email,
    postcode: 'TA1 1AA',
    dob: '1987-04-12',
    page_url: 'https://brand.example/quote#/quote/create',
    ...change,
  });

const reopen = (code: string, dob = '1987-04-12', postcode = 'ta11aa') =>
  call(app.base, 'POST', '/api/saved-answers/reopen', { code, postcode, dob });

/** The link in the last e-mail to `to`, and its code. */
async function linkTo(to: string): Promise<{ link: string; code: string }> {
  const mail = (await new Outbox(app.dataDir).all()).filter((m) => m.to === to).at(-1);
  const link = /https:\/\/\S+/.exec(mail?.body ?? '')?.[0] ?? '';
  return { link, code: new URLSearchParams(link.split('?')[1]).get('code') ?? '' };
}

describe('saving answers to come back later', () => {
  it('e-mails a link to the brand’s page that holds a code and nothing of hers, expiring in a week', async () => {
    const res = await save('amelia.save@example.com');
    expect(res.status).toBe(200);
    const days = (Date.parse(res.json.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(SAVED_ANSWERS_DAYS - 0.01);
    expect(days).toBeLessThan(SAVED_ANSWERS_DAYS + 0.01);
    const { link, code } = await linkTo('amelia.save@example.com');
    expect(link).toMatch(/^https:\/\/brand\.example\/quote#\/quote\/resume\?code=[\w-]{32}$/);
    for (const personal of ['Amelia', '1987', 'TA1', 'amelia']) expect(link).not.toContain(personal);
    expect(code).not.toBe('');
  });

  it('refuses a page that is not the brand’s, and a postcode that is not one', async () => {
    expect((await save('a@example.com', { page_url: 'https://evil.example/' })).status).toBe(400);
    expect((await save('a@example.com', { postcode: 'NOT A POSTCODE' })).status).toBe(400);
  });
});

describe('opening saved answers', () => {
  it('needs her date of birth and postcode, restores the answers and step, then the link is spent', async () => {
    await save('amelia.open@example.com');
    const { code } = await linkTo('amelia.open@example.com');
    const wrong = await reopen(code, '1987-04-13');
    expect(wrong.status).toBe(404);
    expect(wrong.json.proposal).toBeUndefined();
    const opened = await reopen(code);
    expect(opened.status).toBe(200);
    expect(opened.json.step).toBe(2);
    expect(opened.json.proposal.risk.proposer.name.forenames).toBe('Amelia');
    const again = await reopen(code);
    expect(again.status).toBe(410);
    expect(again.json.code).toBe('link_expired');
  });

  it('locks the link after five wrong answers, even to the right one, as recall does', async () => {
    await save('amelia.guess@example.com');
    const { code } = await linkTo('amelia.guess@example.com');
    for (let i = 1; i <= 5; i += 1) expect((await reopen(code, `1990-01-0${i}`)).status).toBe(404);
    const locked = await reopen(code);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('does not open once the week has passed on the sandbox’s clock', async () => {
    await save('amelia.late@example.com');
    const { code } = await linkTo('amelia.late@example.com');
    await call(app.base, 'POST', '/sandbox/clock', { advance_minutes: SAVED_ANSWERS_DAYS * 24 * 60 + 1 });
    try {
      expect((await reopen(code)).status).toBe(410);
    } finally {
      await call(app.base, 'DELETE', '/sandbox/clock');
    }
  });
});
