import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SessionExpiry } from '../../../../src/screens/session-expiry/session-expiry';
import { renderScreen } from '../../support/render-screen';
import { manualClock } from '../../support/manual-clock';

// A 3-second session (config accepts from 0.05 minutes for tests): the warning shows halfway.
const SHORT = { sessionTimeoutMinutes: 0.05 };

describe('Session expiry', () => {
  it('warns with the time left and a way to continue; continuing starts a full session again', async () => {
    const user = userEvent.setup();
    const clock = manualClock();
    const { current } = renderScreen(<SessionExpiry clock={clock} />, { path: '/quote/create', config: SHORT });
    clock.advance(1400);
    expect(screen.queryByRole('dialog')).toBeNull();
    clock.advance(100);
    const dialog = await screen.findByRole('dialog', { name: 'Are you still there?' });
    expect(dialog.textContent).toMatch(/Time left: 0:02/);
    await user.click(screen.getByRole('button', { name: 'Continue my quote' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Past the old deadline: the session started again at the click, so nothing shows.
    clock.advance(1400);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(current()).toBe('/quote/create');
  });

  it('left unanswered, clears the draft and the form’s place and goes to Expired', async () => {
    const clock = manualClock();
    const { current, widget } = renderScreen(<SessionExpiry clock={clock} />, { path: '/quote/addons?uuid=x', config: SHORT });
    widget.stores.proposal.getState().setAnswer('risk.proposer.name.surname', 'Hartington');
    widget.stores.detailsForm.getState().reachAll();
    clock.advance(1500);
    expect(await screen.findByRole('dialog')).toBeVisible();
    clock.advance(1500);
    expect(current()).toBe('/quote/session-expired');
    expect(widget.stores.proposal.getState().draft.risk.proposer.name.surname).toBeNull();
    expect(widget.stores.detailsForm.getState().furthest).toBe(1);
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('Hartington');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not run on the Expired screen itself', () => {
    const clock = manualClock();
    renderScreen(<SessionExpiry clock={clock} />, { path: '/quote/session-expired', config: SHORT });
    clock.advance(60_000);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
