import { useCallback, useEffect, useRef } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { Owner, Question } from '../../details-form/model/question';
import { askQuestion, questionError } from '../../details-form/model/ask';
import { tidyAnswer } from '../../details-form/flows/actions';
import { useAfterPress } from '../../ui/after-press';
import { useSettledErrors } from '../../ui/use-form-state';
import { useDetailsForm, useProposal, useWidget } from '../../hooks/widget-context';
import type { Message } from '../../config/label-message';
import { isBlank } from '../../domain/validation/required';
import { getPath } from '../../store/proposal/path';

const NO_ERRORS: Readonly<Record<string, Message>> = {};

/**
 * Everything one field needs, each selected on its own so typing into one field re-renders that
 * field only: whether it shows, its value (or the date text typed so far), and its error, revealed
 * once touched or once its step's Continue was pressed, after the 300 ms pause for typed inputs.
 * `form`: the questions of the item the field belongs to (a driver's, a claim's, in their modal).
 */
export function useQuestion(
  question: Question,
  owner: Owner,
  step: number,
  driverIndex: number | null = null,
  typed = false,
  form: Question[] | null = null,
) {
  const { stores } = useWidget();
  // One selector for what the answers decide (a driver's form has 45 fields, each run on every
  // store change): one subscription and one context look-up per field, not six, and a hidden
  // field stops at its path. useShallow keeps the previous object when every part is unchanged.
  const { path, shown, value, allowed, min, max } = useProposal(useShallow((s) => askQuestion(s, question, owner, driverIndex)));
  const attempted = useDetailsForm((s) => Boolean(s.attempted[step]));
  const revealed = useDetailsForm((s) => Boolean(s.touched[path])) || attempted;
  // Only a revealed error is shown, so only then is it worked out: validating every field of the
  // step on each keystroke in any of them was most of the typing cost on a throttled phone. In an
  // item's modal (a driver, a claim) the item is checked whole once per change, a check its line
  // in the list behind the modal needs too (the engine remembers it: details-form/model/ask.ts): every field reads from it.
  // A message is a value each check builds anew (an item's number, a date's limit, a driver's
  // wording): one saying the same as the last is kept, so the field does not render again on every
  // change to the store, as zustand's useShallow keeps an equal object.
  const last = useRef<Message | null>(null);
  const error = useProposal((s) => {
    if (!revealed || !shown) return null;
    const next = questionError(s, question, path, owner, driverIndex, form);
    return JSON.stringify(next) === JSON.stringify(last.current) ? last.current : (last.current = next);
  });
  // The shared error timing (ui/use-form-state.ts): a typed field's error after a pause, at once
  // when she leaves it or when a press reveals it (its step's Continue, an item's Save or Continue).
  const { settledError, flush } = useSettledErrors(error === null ? NO_ERRORS : { [path]: error }, typed);
  useEffect(() => {
    if (revealed) flush();
  }, [revealed, attempted, flush]);
  const afterPress = useAfterPress();
  // Leaving the field reveals its error, which pushes everything below it down: when a press took
  // the focus (of a button, a radio, another field), not before that press's click has acted.
  const touch = useCallback(
    () =>
      afterPress(() => {
        tidyAnswer({ stores }, path);
        // GOV.UK's timing: a question tabbed past unanswered waits for Continue; one she answered is checked as she leaves it.
        const { draft, raw } = stores.proposal.getState();
        if (!isBlank(getPath(draft, path)) || raw[path]) stores.detailsForm.getState().touch(path);
        flush();
      }),
    [stores, path, afterPress, flush],
  );
  const setAnswer = useCallback((next: unknown) => stores.proposal.getState().setAnswer(path, next), [stores, path]);
  const setDate = useCallback((text: string) => stores.proposal.getState().setDate(path, text), [stores, path]);
  return { path, shown, value, allowed, min, max, error: revealed ? settledError(path) : null, touch, setAnswer, setDate };
}

/** A field's element id from its path, shared by the field and the error summary's link. */
export const fieldId = (path: string) => `mq-${path.replace(/\./g, '-')}`;
