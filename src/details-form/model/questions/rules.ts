import * as v from 'valibot';
import type { Message } from '../../../config/label-message';
import { ruleMessage } from '../../../domain/validation/rule-message';
import { repeaterIssue, type RepeaterOptions } from '../../../domain/validation/repeater';
import { rules } from '../../../domain/validation/form-rules';

// Every form's shared rules (domain/validation/form-rules.ts), under the names the questions use.
export { NAME_MESSAGES, rules } from '../../../domain/validation/form-rules';

/** docs/product/validation.md#repeaters's repeater rule for a list asked because its question was answered Yes: at least one, at most max. */
export const listRule = (options: RepeaterOptions) =>
  rules(
    v.check(
      (items) => repeaterIssue(true, items, options) === null,
      ruleMessage((issue: v.CheckIssue<unknown>) => repeaterIssue(true, issue.input, options) ?? ''),
    ),
  );

/** A whole number from min to max (points, months, units): blank passes, required() reports that. */
export const wholeNumber = (min: number, max: number, message: Message) =>
  v.check<unknown, string>(
    (input) =>
      input === null ||
      input === undefined ||
      input === '' ||
      (Number.isInteger(input) && (input as number) >= min && (input as number) <= max),
    ruleMessage(message),
  );
