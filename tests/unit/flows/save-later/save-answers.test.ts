/**
 * Save and come back later (docs/product/transitions.md#saved-answers): what the dialog asks, what
 * is sent, the answers held in memory only after the session expired, and the link's answers restored.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyProposal } from '../../../../src/contract/proposal';
import { reopenAnswers as reopenOf, saveAnswers as saveOf, saveFormFor } from '../../../../src/flows/save-later/save-answers';
import { expireSession } from '../../../../src/flows/session/expire-session';
import { flushDeferredWrites } from '../../../../src/store/deferred-storage';
import { storedText } from '../../support/memory-session-storage';
import { apiError, purchaseWidget } from '../purchase/fixtures';
import { inWords } from '../../support/default-words';

const saveAnswers: typeof saveOf = (...args) => saveOf(...args).then(inWords);
const reopenAnswers: typeof reopenOf = (...args) => reopenOf(...args).then(inWords);
const PAGE = 'https://brand.example/quote#/quote/create';

/** Step 2 reached with a name, a date of birth and an e-mail: no address yet. */
function halfway() {
  const made = purchaseWidget();
  const draft = emptyProposal();
  draft.risk.proposer.name.surname = 'Hartington';
  draft.risk.proposer.date_of_birth = '1988-03-14';
  draft.risk.proposer.email_address = 'amelia@example.com';
  made.stores.proposal.getState().load(draft);
  made.stores.detailsForm.getState().advance();
  return made;
}

beforeEach(() => {
  vi.useFakeTimers();
  // Earlier tests' widgets' writes still waiting would land in this test's storage when it expires.
  flushDeferredWrites();
  sessionStorage.clear();
});

describe('saving answers', () => {
  it('asks her e-mail (hers filled in) and only the identity answers she has not given', () => {
    const { widget } = halfway();
    expect(saveFormFor(widget)).toEqual({
      form: { email: 'amelia@example.com', postcode: '', dob: '1988-03-14' },
      ask: { email: true, postcode: true, dob: false },
    });
  });

  it('sends the answers, not yet valid, with the step, her e-mail and identity, and the page', async () => {
    const { widget, api } = halfway();
    api.saveAnswers.mockResolvedValue({ expires_at: '2026-12-05T10:00:00.000Z' });
    await expect(saveAnswers(widget, { email: ' amelia@example.com ', postcode: 'ls6 2ab', dob: '1988-03-14' }, PAGE)).resolves.toEqual({
      kind: 'sent',
    });
    expect(api.saveAnswers).toHaveBeenCalledWith(
      expect.objectContaining({ step: 2, email_address: 'amelia@example.com', postcode: 'LS6 2AB', dob: '1988-03-14', page_url: PAGE }),
    );
    expect(api.saveAnswers.mock.calls[0][0].proposal.risk.proposer.name.surname).toBe('Hartington');
  });

  it('sends nothing while the form is wrong, and says when the mailbox has had its share', async () => {
    const { widget, api } = halfway();
    await expect(saveAnswers(widget, { email: 'amelia', postcode: '', dob: '1988-03-14' }, PAGE)).resolves.toEqual({
      kind: 'invalid',
      errors: { email: 'Enter an email address in the correct format, like name@example.com', postcode: 'Enter your postcode' },
    });
    expect(api.saveAnswers).not.toHaveBeenCalled();
    api.saveAnswers.mockRejectedValueOnce(Object.assign(apiError(429, 'rate_limited'), { retryAfterSeconds: 600 }));
    await expect(saveAnswers(widget, { email: 'a@example.com', postcode: 'LS6 2AB', dob: '1988-03-14' }, PAGE)).resolves.toEqual({
      kind: 'rate-limited',
      minutes: 10,
    });
  });
});

describe('after the session expired', () => {
  it('holds the answers in memory only, sends them only to her own address, then forgets them', async () => {
    const { widget, api, stores } = halfway();
    vi.advanceTimersByTime(1000);
    expireSession(widget);
    vi.advanceTimersByTime(1000);
    expect(storedText()).not.toContain('Hartington');
    expect(stores.detailsForm.getState().saving.expired?.step).toBe(2);
    // Her e-mail neither shown nor asked: the link goes to the address she gave.
    expect(saveFormFor(widget).ask.email).toBe(false);
    api.saveAnswers.mockResolvedValue({ expires_at: '2026-12-05T10:00:00.000Z' });
    await saveAnswers(widget, { ...saveFormFor(widget).form, postcode: 'LS6 2AB' }, PAGE);
    expect(api.saveAnswers.mock.calls[0][0].email_address).toBe('amelia@example.com');
    expect(api.saveAnswers.mock.calls[0][0].proposal.risk.proposer.name.surname).toBe('Hartington');
    expect(stores.detailsForm.getState().saving.expired).toBeNull();
    expect(JSON.stringify(stores.detailsForm.getState())).not.toContain('Hartington');
  });

  it('holds nothing when she gave no e-mail address to send them to', () => {
    const { widget, stores } = purchaseWidget();
    stores.proposal.getState().setAnswer('risk.proposer.name.surname', 'Hartington');
    expireSession(widget);
    expect(stores.detailsForm.getState().saving.expired).toBeNull();
  });
});

describe('opening the link', () => {
  it('restores the answers at her step, earlier steps reached, with her date of birth and postcode', async () => {
    const { widget, api, stores } = purchaseWidget();
    const saved = emptyProposal();
    saved.risk.proposer.name.surname = 'Hartington';
    api.reopenAnswers.mockResolvedValue({ proposal: saved, step: 3 });
    await expect(reopenAnswers(widget, 'c0de', { postcode: 'LS6 2AB', dob: '14/03/1988' })).resolves.toEqual({
      kind: 'route',
      to: '/quote/create',
    });
    expect(api.reopenAnswers).toHaveBeenCalledWith({ code: 'c0de', postcode: 'LS6 2AB', dob: '1988-03-14' });
    expect(stores.proposal.getState().draft.risk.proposer.name.surname).toBe('Hartington');
    expect(stores.detailsForm.getState()).toMatchObject({ current: 3, furthest: 3 });
  });

  it('says a wrong answer, the lock-out, and a link used or expired', async () => {
    const { widget, api } = purchaseWidget();
    const form = { postcode: 'LS6 2AB', dob: '1988-03-14' };
    api.reopenAnswers.mockRejectedValueOnce(apiError(404, 'not_found'));
    await expect(reopenAnswers(widget, 'c', form)).resolves.toEqual({ kind: 'not-found' });
    api.reopenAnswers.mockRejectedValueOnce(apiError(429, 'rate_limited'));
    await expect(reopenAnswers(widget, 'c', form)).resolves.toEqual({ kind: 'rate-limited', minutes: 15 });
    api.reopenAnswers.mockRejectedValueOnce(apiError(410, 'link_expired'));
    await expect(reopenAnswers(widget, 'c', form)).resolves.toEqual({ kind: 'route', to: '/quote/recall?reason=link-expired' });
  });
});
