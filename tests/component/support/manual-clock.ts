import { act } from '@testing-library/react';
import type { SessionClock } from '../../../src/screens/session-expiry/session-expiry';

/** A clock the test moves by hand: the session's timers run when it is advanced past them, never on their own. */
export function manualClock(): SessionClock & { advance(ms: number): void } {
  let time = 1_700_000_000_000;
  let nextId = 1;
  const timers = new Map<number, { at: number; run: () => void }>();
  return {
    now: () => time,
    schedule: (run, ms) => {
      timers.set(nextId, { at: time + ms, run });
      return nextId++;
    },
    cancel: (id) => void timers.delete(id as number),
    advance(ms) {
      const end = time + ms;
      for (;;) {
        const [due] = [...timers.entries()].filter(([, timer]) => timer.at <= end).sort((a, b) => a[1].at - b[1].at);
        if (!due) break;
        timers.delete(due[0]);
        time = due[1].at;
        act(() => due[1].run());
      }
      time = end;
    },
  };
}
