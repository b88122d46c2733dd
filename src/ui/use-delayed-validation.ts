import { useEffect, useMemo, useRef } from 'react';

/** Checks run this long after typing stops (docs/product/validation.md#what-is-checked). */
export const VALIDATION_DELAY_MS = 300;

export interface DelayedValidation<T> {
  /** For typing: reports after the user pauses for the delay; each keystroke restarts the wait. */
  later: (value: T) => void;
  /** For blur and for choices (selects, radios, ticks): reports at once, dropping a pending report. */
  now: (value: T) => void;
  cancel: () => void;
}

/**
 * SPEC's validation timing: input fields validate after a 300 ms pause, blur and change at once.
 * The returned object is stable, so memoised fields that receive its functions do not re-render.
 */
export function useDelayedValidation<T>(report: (value: T) => void, delayMs = VALIDATION_DELAY_MS): DelayedValidation<T> {
  const reportRef = useRef(report);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    reportRef.current = report;
  }, [report]);

  const api = useMemo<DelayedValidation<T>>(() => {
    const cancel = () => {
      clearTimeout(timer.current);
      timer.current = undefined;
    };
    return {
      cancel,
      later: (value) => {
        cancel();
        timer.current = setTimeout(() => {
          timer.current = undefined;
          reportRef.current(value);
        }, delayMs);
      },
      now: (value) => {
        cancel();
        reportRef.current(value);
      },
    };
  }, [delayMs]);

  useEffect(() => api.cancel, [api]);
  return api;
}
