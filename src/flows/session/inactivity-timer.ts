/** The warning shows this long before the session ends (WCAG 2.2.1: time to ask for more). */
export const SESSION_WARNING_MS = 2 * 60_000;

export interface InactivityTimerOptions {
  timeoutMs: number;
  /** How long before the end the warning shows; capped at half the timeout, so short test timeouts still warn. */
  warnBeforeMs?: number;
  onWarn: (expiresAt: number) => void;
  onExpire: () => void;
  /** Something the customer is busy with that sends no events here (typing in the card frame). */
  isBusy?: () => boolean;
  now?: () => number;
  schedule?: (run: () => void, ms: number) => unknown;
  cancel?: (handle: unknown) => void;
}

export interface InactivityTimer {
  /** A key press, click or touch: the session goes on, unless the warning is already showing. */
  activity(): void;
  /** The warning's 'Continue my quote': the session starts a full period again. */
  stay(): void;
  /** Re-checks the clock now (after a sleeping laptop or a hidden tab, timers fire late). */
  check(): void;
  stop(): void;
}

/**
 * Session expiry after inactivity. Activity only moves a deadline (no timer churn on every key);
 * one timer wakes at the next moment that matters and compares the wall clock, so a throttled
 * background tab still expires on time. Once warned, only an explicit stay() extends the session.
 */
export function createInactivityTimer(options: InactivityTimerOptions): InactivityTimer {
  const now = options.now ?? Date.now;
  const schedule = options.schedule ?? ((run, ms) => setTimeout(run, ms));
  const cancel = options.cancel ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  const warnBefore = Math.min(options.warnBeforeMs ?? SESSION_WARNING_MS, options.timeoutMs / 2);
  let deadline = now() + options.timeoutMs;
  let warned = false;
  let stopped = false;
  let handle: unknown = null;

  const arm = () => {
    if (handle !== null) cancel(handle);
    handle = stopped ? null : schedule(check, Math.max(0, (warned ? deadline : deadline - warnBefore) - now()));
  };
  const restart = () => {
    deadline = now() + options.timeoutMs;
    warned = false;
  };
  function check() {
    handle = null;
    if (stopped) return;
    if (!warned && options.isBusy?.()) restart();
    const left = deadline - now();
    if (left <= 0) {
      stopped = true;
      options.onExpire();
      return;
    }
    if (!warned && left <= warnBefore) {
      warned = true;
      options.onWarn(deadline);
    }
    arm();
  }

  arm();
  return {
    activity() {
      if (!warned && !stopped) deadline = now() + options.timeoutMs;
    },
    stay() {
      if (stopped) return;
      restart();
      arm();
    },
    check,
    stop() {
      stopped = true;
      if (handle !== null) cancel(handle);
      handle = null;
    },
  };
}
