/** Save and come back later (docs/product/transitions.md#saved-answers): from the warning, on Expired, and the link's identity screen. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { emptyProposal } from '../../../../src/contract/proposal';
import { Expired } from '../../../../src/screens/end-states/expired';
import { ResumeScreen } from '../../../../src/screens/recall/resume-screen';
import { SaveLaterDialog } from '../../../../src/screens/session-expiry/save-later-dialog';
import { SessionExpiry } from '../../../../src/screens/session-expiry/session-expiry';
import { renderScreen } from '../../support/render-screen';
import { manualClock } from '../../support/manual-clock';
import { reply } from '../../support/fake-fetch';

const SAVED = { 'POST /api/saved-answers': () => ({ expires_at: '2026-12-05T10:00:00.000Z' }) };

describe('Save and come back later', () => {
  it('on the warning: asks what her answers lack, refuses an empty postcode, then says the link is sent', async () => {
    const user = userEvent.setup();
    const clock = manualClock();
    const { widget, calls } = renderScreen(<SessionExpiry clock={clock} />, {
      path: '/quote/create',
      config: { sessionTimeoutMinutes: 0.05 },
      routes: SAVED,
    });
    widget.stores.proposal.getState().setAnswer('risk.proposer.email_address', 'amelia@example.com');
    clock.advance(1500);
    const warning = await screen.findByRole('dialog', { name: 'Are you still there?' });
    await user.click(within(warning).getByRole('button', { name: 'Save and come back later' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save your answers' });
    expect(screen.queryByRole('dialog', { name: 'Are you still there?' })).toBeNull();
    expect((within(dialog).getByLabelText('Email address') as HTMLInputElement).value).toBe('amelia@example.com');
    expect(within(dialog).getByLabelText('Date of birth')).not.toBeNull();
    await user.type(within(dialog).getByLabelText('Date of birth'), '14031988');
    await user.click(within(dialog).getByRole('button', { name: 'Email me a link' }));
    expect(await within(dialog).findByRole('link', { name: 'Enter your postcode' })).not.toBeNull();
    expect(calls).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Postcode'), 'LS6 2AB');
    await user.click(within(dialog).getByRole('button', { name: 'Email me a link' }));
    expect((await screen.findByRole('dialog', { name: 'Your answers are saved' })).textContent).toContain('It works once, within 7 days.');
    expect(calls[0].body).toMatchObject({ email_address: 'amelia@example.com', postcode: 'LS6 2AB', dob: '1988-03-14', step: 1 });
  });

  it('on Expired: offered once for answers held in memory, never showing or asking her e-mail', async () => {
    const user = userEvent.setup();
    const draft = emptyProposal();
    draft.risk.proposer.email_address = 'amelia@example.com';
    draft.risk.proposer.date_of_birth = '1988-03-14';
    draft.risk.proposer.address.postcode = 'LS6 2AB';
    const { widget, calls } = renderScreen(
      <>
        <Expired />
        <SaveLaterDialog />
      </>,
      { path: '/quote/session-expired', routes: SAVED },
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save and come back later' })).toBeNull());
    widget.stores.detailsForm.getState().setSaving({ open: false, expired: { draft, step: 2 } });
    await user.click(await screen.findByRole('button', { name: 'Save and come back later' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save your answers' });
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(dialog.textContent).not.toContain('amelia@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Email me a link' }));
    await screen.findByRole('dialog', { name: 'Your answers are saved' });
    expect(calls[0].body).toMatchObject({ email_address: 'amelia@example.com', step: 2 });
    expect(screen.queryByRole('button', { name: 'Save and come back later' })).toBeNull();
  });
});

describe('Open your saved answers', () => {
  const setup = (reopen: Parameters<typeof renderScreen>[1]['routes']) =>
    renderScreen(<Route path="/quote/resume" component={ResumeScreen} />, { path: '/quote/resume?code=c0de', routes: reopen });

  it('asks only her date of birth and postcode, says when they do not match, and opens her answers when they do', async () => {
    const user = userEvent.setup();
    let answers = 0;
    const saved = emptyProposal();
    saved.risk.proposer.name.surname = 'Hartington';
    const { calls, current, widget } = setup({
      'POST /api/saved-answers/reopen': () => ((answers += 1) === 1 ? reply(404, { code: 'not_found' }) : { proposal: saved, step: 2 }),
    });
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Open your saved answers' }));
    expect(screen.queryByLabelText('Quote reference')).toBeNull();
    await user.type(screen.getByLabelText('Postcode'), 'LS6 2AB');
    await user.type(screen.getByLabelText('Date of birth'), '14031988');
    await user.click(screen.getByRole('button', { name: 'Open my answers' }));
    expect(await screen.findByText(/Those details don’t match/)).not.toBeNull();
    expect((screen.getByLabelText('Postcode') as HTMLInputElement).value).toBe('LS6 2AB');
    await user.click(screen.getByRole('button', { name: 'Open my answers' }));
    await waitFor(() => expect(current()).toBe('/quote/create'));
    expect(calls[1].body).toEqual({ code: 'c0de', postcode: 'LS6 2AB', dob: '1988-03-14' });
    expect(widget.stores.proposal.getState().draft.risk.proposer.name.surname).toBe('Hartington');
    expect(widget.stores.detailsForm.getState().current).toBe(2);
  });
});
