import { useCallback, useEffect, useRef, useState } from 'react';
import { VALIDATION_DELAY_MS } from '../domain/constants';
import { afterPress, useAfterPress } from './after-press';
import type { SummaryError } from './error-summary';

/**
 * Every form's error timing in one place (docs/product/validation.md#when-an-error-shows): the
 * details form and its item modals, third party authority, the Direct Debit form, the summary and
 * Retrieve a quote all show an error at the same moments.
 */

type Errors<F extends string> = Partial<Record<F, string>>;

const sameErrors = (a: Readonly<Record<string, string | undefined>>, b: Readonly<Record<string, string | undefined>>) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
};

/**
 * The errors as she should see them while typing: a typed field's new or changed error waits for a
 * 300 ms pause (each keystroke restarts the wait), a fixed one clears at once, a choice's shows at
 * once. A pause that ends mid-click waits for the click (ui/after-press.ts): an error appearing
 * between the press on Continue and its release would move the button from under the pointer.
 * `flush` shows a field's current error at once (she left it), or every field's (a press).
 */
export function useSettledErrors<F extends string>(errors: Errors<F>, typed: (field: F) => boolean, delayMs = VALIDATION_DELAY_MS) {
  const [settled, setSettled] = useState<Errors<F>>(errors);
  const latest = useRef(errors);
  // Only a change of what the rules say restarts the pause, not a new object saying the same.
  const [current, setCurrent] = useState(errors);
  if (current !== errors && !sameErrors(current, errors)) setCurrent(errors);

  useEffect(() => {
    latest.current = current;
    // A fixed error goes at once; the rest wait for the pause.
    setSettled((shown) => {
      const kept = Object.fromEntries(Object.entries(shown).filter(([field]) => current[field as F] !== undefined)) as Errors<F>;
      return sameErrors(kept, shown) ? shown : kept;
    });
    const timer = setTimeout(() => afterPress(() => setSettled(latest.current)), delayMs);
    return () => clearTimeout(timer);
  }, [current, delayMs]);

  // A flush shows the errors of the render it causes: leaving a field first reveals it, and only
  // then are its rules run (the details form checks a field once it is revealed).
  const pending = useRef<Set<F> | 'all'>(new Set());
  const [flushes, setFlushes] = useState(0);
  useEffect(() => {
    const fields = pending.current;
    pending.current = new Set();
    if (fields !== 'all' && fields.size === 0) return;
    const now = latest.current;
    setSettled((shown) => {
      if (fields === 'all') return now;
      const next = { ...shown };
      for (const field of fields) next[field] = now[field];
      return next;
    });
  }, [flushes]);
  const flush = useCallback((field?: F) => {
    if (field === undefined) pending.current = 'all';
    else if (pending.current !== 'all') pending.current.add(field);
    setFlushes((count) => count + 1);
  }, []);

  const settledError = (field: F): string | null => {
    const now = current[field] ?? null;
    return now === null || !typed(field) ? now : (settled[field] ?? null);
  };
  return { settledError, flush };
}

/**
 * The error summary of a form's primary action (Continue, Save): the problems it was refused for,
 * each linking to its field. Given the form's errors now, a problem fixed since leaves the list and
 * a changed one is reworded, but nothing is added until the next press. Every refused press gives a
 * new focus key, so the summary takes focus again even when the list is the same (ui/error-summary.tsx).
 */
export function useErrorSummary<F extends string>(fieldId: (field: F) => string, now?: Errors<F>) {
  const [refused, setRefused] = useState<{ errors: Errors<F>; focusKey: number }>({ errors: {}, focusKey: 0 });
  const show = useCallback((errors: Errors<F>) => setRefused((previous) => ({ errors, focusKey: previous.focusKey + 1 })), []);
  const clear = useCallback(() => setRefused((previous) => ({ ...previous, errors: {} })), []);
  const errors: SummaryError[] = [];
  for (const [field, message] of Object.entries(refused.errors) as [F, string][]) {
    const current = now ? now[field] : message;
    if (current) errors.push({ id: fieldId(field), message: current });
  }
  return { summary: { errors, focusKey: refused.focusKey }, show, clear };
}

interface FormStateOptions<F extends string> {
  /** What the form's rules say now, one message per field, in page order. */
  errors: Errors<F>;
  /** The id of a field's control: where the summary's link takes her. */
  fieldId: (field: F) => string;
  /** Fields she types into (their errors wait for a pause); the rest are choices. */
  typed: (field: F) => boolean;
}

/**
 * A form's state apart from its answers: the fields she has left, the presses of its primary
 * action, which errors show, and its error summary. An error shows once its field was left
 * (`touch`, on blur or on a choice) or once the primary action was pressed (`attempt`), never while
 * she is still typing her first answer.
 */
export function useFormState<F extends string>({ errors, fieldId, typed }: FormStateOptions<F>) {
  const [touched, setTouched] = useState<Partial<Record<F, true>>>({});
  const [attempts, setAttempts] = useState(0);
  const { settledError, flush } = useSettledErrors(errors, typed);
  const { summary, show } = useErrorSummary(fieldId, errors);
  const whenReleased = useAfterPress();
  const errorsNow = useRef(errors);
  useEffect(() => {
    errorsNow.current = errors;
  }, [errors]);

  // Leaving a field reveals its error, which pushes what is below it down: when a press took the
  // focus, not before that press's click has acted.
  const touch = useCallback(
    (field: F) =>
      whenReleased(() => {
        setTouched((marks) => (marks[field] ? marks : { ...marks, [field]: true }));
        flush(field);
      }),
    [whenReleased, flush],
  );

  /** The primary action was pressed and refused: every error shows at once, listed in the summary. */
  const attempt = useCallback(
    (refused: Errors<F> = errorsNow.current) => {
      setAttempts((count) => count + 1);
      flush();
      show(refused);
    },
    [flush, show],
  );

  return {
    attempts,
    touch,
    attempt,
    /** The field's error as it shows now, or null. */
    error: (field: F) => (attempts > 0 || touched[field] ? settledError(field) : null),
    summary,
  };
}

export type FormState<F extends string> = ReturnType<typeof useFormState<F>>;
