import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SessionExpiry } from '../../../../src/screens/session-expiry/session-expiry';
import { renderScreen } from '../../support/render-screen';

// A 3-second session (config accepts from 0.05 minutes for tests): the warning shows halfway.
const SHORT = { sessionTimeoutMinutes: 0.05 };

describe('Session expiry', { timeout: 20_000 }, () => {
  it('warns with the time left and a way to continue; continuing starts a full session again', async () => {
    const user = userEvent.setup();
    const { current } = renderScreen(<SessionExpiry />, { path: '/quote/create', config: SHORT });
    const dialog = await screen.findByRole('dialog', { name: 'Are you still there?' }, { timeout: 2500 });
    expect(dialog.textContent).toMatch(/Time left: 0:0[12]/);
    await user.click(screen.getByRole('button', { name: 'Continue my quote' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(current()).toBe('/quote/create');
  });

  it('left unanswered, clears the draft and the form’s place and goes to Expired', async () => {
    const { current, widget } = renderScreen(<SessionExpiry />, { path: '/quote/addons?uuid=x', config: SHORT });
    widget.stores.proposal.getState().setAnswer('risk.proposer.name.surname', 'Hartington');
    widget.stores.detailsForm.getState().reachAll();
    await waitFor(() => expect(current()).toBe('/quote/session-expired'), { timeout: 5000 });
    expect(widget.stores.proposal.getState().draft.risk.proposer.name.surname).toBeNull();
    expect(widget.stores.detailsForm.getState().furthest).toBe(1);
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('Hartington');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not run on the Expired screen itself', async () => {
    renderScreen(<SessionExpiry />, { path: '/quote/session-expired', config: SHORT });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
