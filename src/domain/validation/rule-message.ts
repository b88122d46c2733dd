import type * as v from 'valibot';
import type { Message } from '../../config/label-message';

/*
 * The one place a rule's message crosses valibot (docs/labels.md#validation-messages). valibot types
 * an issue's message as text, yet hands on the value a rule gives it unchanged (valibot 1.x's
 * _addIssue: `issue.message = typeof message === 'function' ? message(issue) : message`). So a rule
 * gives its message as the value it is, and validate-field.ts reads it back as it was: nothing is
 * encoded into text or parsed out of it. tests/unit/domain/validation/rule-message.test.ts fails if
 * a valibot release stops carrying it so.
 */

/** A rule's message, or a function of its issue giving one, as valibot's types want it. */
export function ruleMessage(message: Message): string;
export function ruleMessage<TIssue>(message: (issue: TIssue) => Message): (issue: TIssue) => string;
export function ruleMessage<TIssue extends v.BaseIssue<unknown>>(message: Message | ((issue: TIssue) => Message)): v.ErrorMessage<TIssue>;
export function ruleMessage(message: unknown) {
  return message;
}

/** The message a rule gave an issue. */
export const messageOf = (issue: v.BaseIssue<unknown>) => issue.message as unknown as Message;
