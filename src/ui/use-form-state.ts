import { useCallback, useEffect, useState } from 'react';
import { afterPress, useAfterPress } from './after-press';
import type { SummaryError } from './error-summary';
import type { Message } from '../config/label-message';

/** Checks run this long after typing stops (docs/product/validation.md#what-is-checked). */
export const VALIDATION_DELAY_MS = 300;

/**
 * Every form's error timing in one place (docs/product/validation.md#when-an-error-shows): the
 * details form and its item modals, third party authority, the Direct Debit form, the summary and
 * Retrieve a quote all show an error at the same moments.
 */

type Errors<F extends string> = Partial<Record<F, Message>>;

/**
 * The errors as she should see them while typing: a new or changed error waits for a 300 ms pause
 * (each keystroke restarts the wait), a fixed one clears at once; `typed` false shows them at once
 * (a choice of the details form). A pause that ends mid-click waits for the click (ui/after-press.ts): an error appearing
 * between the press on Continue and its release would move the button from under the pointer.
 * `flush` shows the current errors at once: she left a field, or pressed the form's button.
 */
export function useSettledErrors<F extends string>(errors: Errors<F>, typed = true) {
  // Compared as text: a new object saying the same (a message is a value, rebuilt by each check) must not restart the pause.
  const now = JSON.stringify(errors);
  const [settled, setSettled] = useState(now);
  const [flushes, setFlushes] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => afterPress(() => setSettled(now)), VALIDATION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [now]);
  // The errors of the render the flush causes: leaving a field first reveals it, and only then does
  // the details form run its rules.
  useEffect(() => setSettled(now), [flushes]); // eslint-disable-line react-hooks/exhaustive-deps
  const shown: Errors<F> = settled === now ? errors : JSON.parse(settled);
  return {
    settledError: (field: F): Message | null => {
      const error = errors[field] ?? null;
      return error && typed && shown !== errors && JSON.stringify(shown[field]) !== JSON.stringify(error) ? null : error;
    },
    flush: useCallback(() => setFlushes((count) => count + 1), []),
  };
}

/**
 * The error summary of a form's primary action (Continue, Save): the problems it was refused for,
 * each linking to its field. Given the form's errors `now`, a problem fixed since leaves the list and
 * a changed one is reworded, but nothing joins it until the next press. Every refused press gives a
 * new focus key, so the summary takes focus again even when the list is the same (ui/error-summary.tsx).
 */
export function useErrorSummary<F extends string>(fieldId: (field: F) => string, now?: Errors<F>) {
  const [[refused, focusKey], setRefused] = useState<[Errors<F>, number]>([{}, 0]);
  const show = useCallback((errors: Errors<F>) => setRefused(([, key]) => [errors, key + 1]), []);
  const errors: SummaryError[] = [];
  for (const field of Object.keys(refused) as F[]) {
    const message = (now ?? refused)[field];
    if (message) errors.push({ id: fieldId(field), message });
  }
  return { summary: { errors, focusKey }, show };
}

interface FormStateOptions<F extends string> {
  /** What the form's rules say now, one message per field, in page order. */
  errors: Errors<F>;
  /** The id of a field's control: where the summary's link takes her. */
  fieldId: (field: F) => string;
}

/**
 * A form's state apart from its answers: the fields she has left, the presses of its primary
 * action, which errors show, and its error summary. An error shows once its field was left
 * (`touch`: on blur, and on change for a choice, whose error then shows at once) or once the primary action was pressed and refused (`attempt`),
 * never while she is still typing her first answer.
 */
export function useFormState<F extends string>({ errors, fieldId }: FormStateOptions<F>) {
  const [touched, setTouched] = useState<Partial<Record<F, true>>>({});
  const [attempted, setAttempted] = useState(false);
  const { settledError, flush } = useSettledErrors(errors);
  const { summary, show } = useErrorSummary(fieldId, errors);
  const whenReleased = useAfterPress();
  return {
    summary,
    /** The field's error as it shows now, or null. */
    error: (field: F) => (attempted || touched[field] ? settledError(field) : null),
    // Leaving a field reveals its error, which pushes what is below it down: when a press took the
    // focus, not before that press's click has acted.
    touch: (field: F) =>
      whenReleased(() => {
        setTouched((marks) => ({ ...marks, [field]: true }));
        flush();
      }),
    /** The primary action was pressed and refused (for `refused`): every error shows at once, listed in the summary. */
    attempt: (refused = errors) => {
      setAttempted(true);
      flush();
      show(refused);
    },
  };
}

export type FormState<F extends string> = ReturnType<typeof useFormState<F>>;
