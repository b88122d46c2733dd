import * as v from 'valibot';
import { REPEATER_MAX } from '../constants';
import type { Message } from '../../config/label-message';
import { ruleMessage } from './rule-message';

export interface RepeaterOptions {
  /** Most items allowed: REPEATER_MAX (5) unless given, e.g. MAX_MODIFICATIONS for modifications. */
  max?: number;
  /** Shown when the question is Yes and nothing was added, e.g. 'Add a claim, or answer No'. */
  emptyMessage: Message;
  maxMessage: Message;
}

/** The repeater rule on its own: at least one item when the answer is Yes (true), never more than max. */
export function repeaterIssue(
  answer: unknown,
  items: unknown,
  { max = REPEATER_MAX, emptyMessage, maxMessage }: RepeaterOptions,
): Message | null {
  const count = Array.isArray(items) ? items.length : 0;
  if (answer === true && count === 0) return emptyMessage;
  return count > max ? maxMessage : null;
}

/** Whether the Add button shows: only while fewer than max items exist. */
export function canAddItem(count: number, max: number = REPEATER_MAX): boolean {
  return count < max;
}

/**
 * repeater: for the object holding a Yes/No answer and its list (e.g. 'has_claims' and 'claims'),
 * reported on the list's field.
 */
export function repeater<TInput extends Record<string, unknown>>(answerKey: string, itemsKey: string, options: RepeaterOptions) {
  // Only an object holds the answer and its list; anything else (a schema that lets null through)
  // has nothing to check, and an issue there could not be forwarded to a field of it.
  const issueOf = (input: unknown) => {
    if (input === null || typeof input !== 'object') return null;
    const record = input as Record<string, unknown>;
    return repeaterIssue(record[answerKey], record[itemsKey], options);
  };
  const action = v.forward(
    v.partialCheck(
      [[answerKey], [itemsKey]],
      (input: Record<string, unknown>) => issueOf(input) === null,
      ruleMessage((issue: v.PartialCheckIssue<Record<string, unknown>>) => issueOf(issue.input) ?? ''),
    ),
    [itemsKey],
  );
  // The keys are only known at run time, so valibot cannot type the paths: widen to the caller's object.
  return action as unknown as v.BaseValidation<TInput, TInput, v.PartialCheckIssue<Record<string, unknown>>>;
}
