import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expireSession } from '../../../../src/flows/session/expire-session';
import { createInactivityTimer, SESSION_WARNING_MS } from '../../../../src/flows/session/inactivity-timer';
import { storedText } from '../../support/memory-session-storage';
import { proposal } from '../../../support/purchase-proposal';
import { purchaseWidget } from '../purchase/fixtures';

const MINUTE = 60_000;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function timer(timeoutMs = 20 * MINUTE, isBusy?: () => boolean) {
  const onWarn = vi.fn();
  const onExpire = vi.fn();
  const handle = createInactivityTimer({ timeoutMs, onWarn, onExpire, isBusy });
  return { handle, onWarn, onExpire };
}

describe('createInactivityTimer', () => {
  it('warns 2 minutes before the end, then expires', () => {
    const { onWarn, onExpire } = timer();
    vi.advanceTimersByTime(18 * MINUTE - 1);
    expect(onWarn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onWarn).toHaveBeenCalledExactlyOnceWith(Date.now() + SESSION_WARNING_MS);
    vi.advanceTimersByTime(2 * MINUTE - 1);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it('starts the period again on activity before the warning', () => {
    const { handle, onWarn } = timer();
    vi.advanceTimersByTime(17 * MINUTE);
    handle.activity();
    vi.advanceTimersByTime(17 * MINUTE);
    expect(onWarn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(MINUTE);
    expect(onWarn).toHaveBeenCalledOnce();
  });

  it('once warned, only stay() extends the session', () => {
    const { handle, onWarn, onExpire } = timer();
    vi.advanceTimersByTime(19 * MINUTE);
    handle.activity();
    handle.stay();
    vi.advanceTimersByTime(17 * MINUTE);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(3 * MINUTE);
    expect(onWarn).toHaveBeenCalledTimes(2);
    handle.activity();
    vi.advanceTimersByTime(2 * MINUTE);
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it('counts the person as active while they are busy somewhere it cannot hear (the card frame)', () => {
    let busy = true;
    const { onWarn, onExpire } = timer(20 * MINUTE, () => busy);
    vi.advanceTimersByTime(60 * MINUTE);
    expect(onWarn).not.toHaveBeenCalled();
    busy = false;
    vi.advanceTimersByTime(20 * MINUTE);
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it('expires at once when it wakes late past the end (a sleeping laptop)', () => {
    const { handle, onWarn, onExpire } = timer();
    vi.setSystemTime(Date.now() + 45 * MINUTE);
    handle.check();
    expect(onExpire).toHaveBeenCalledOnce();
    expect(onWarn).not.toHaveBeenCalled();
  });

  it('warns halfway through a timeout shorter than the warning (tests use seconds)', () => {
    const { onWarn, onExpire } = timer(6_000);
    vi.advanceTimersByTime(3_000);
    expect(onWarn).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(3_000);
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it('does nothing once stopped', () => {
    const { handle, onWarn, onExpire } = timer();
    handle.stop();
    vi.advanceTimersByTime(60 * MINUTE);
    handle.stay();
    vi.advanceTimersByTime(60 * MINUTE);
    expect(onWarn).not.toHaveBeenCalled();
    expect(onExpire).not.toHaveBeenCalled();
  });
});

describe('expireSession', () => {
  it('forgets the draft and the form’s place, in memory and in storage, and goes to Expired', () => {
    const { widget, stores } = purchaseWidget();
    stores.proposal.getState().load(proposal((p) => (p.risk.proposer.name.surname = 'Hartington')));
    stores.detailsForm.getState().reachAll();
    stores.detailsForm.getState().open(5);
    vi.advanceTimersByTime(1000); // the stores write once typing pauses
    expect(storedText()).toContain('Hartington');
    expect(expireSession(widget)).toBe('/quote/session-expired');
    expect(stores.proposal.getState().draft.uuid).toBeNull();
    expect(stores.proposal.getState().draft.risk.proposer.name.surname).toBeNull();
    expect(stores.detailsForm.getState()).toMatchObject({ current: 1, furthest: 1 });
    expect(storedText()).not.toContain('Hartington');
  });
});
