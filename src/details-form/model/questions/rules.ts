import * as v from 'valibot';
import { msg } from '../../../config/label-message';
import { NAME_MAX_LENGTH } from '../../../domain/name';
import { repeaterIssue, type RepeaterOptions } from '../../../domain/validation/repeater';
import { plainText } from '../../../domain/validation/text-rules';

/** The name rule's messages for a first and a last name (any driver, the third party, the account holder). */
export const NAME_MESSAGES = {
  first: { tooLong: msg('error.firstNameLength', { max: NAME_MAX_LENGTH }), letters: msg('error.firstNameLetters') },
  last: { tooLong: msg('error.lastNameLength', { max: NAME_MAX_LENGTH }), letters: msg('error.lastNameLetters') },
} as const;

/**
 * A rule pipe over any answer; questions compose domain rules with it. Every answer is plain text
 * first: the API refuses control and right-to-left characters in any field (docs/security.md).
 */
export const rules = (...actions: v.PipeAction<unknown, unknown, v.BaseIssue<unknown>>[]) =>
  v.pipe(v.unknown(), plainText(msg('error.plainText')), ...actions);

/** docs/product/validation.md's repeater rule for a list asked because its question was answered Yes: at least one, at most max. */
export const listRule = (options: RepeaterOptions) =>
  rules(
    v.check(
      (items) => repeaterIssue(true, items, options) === null,
      (issue) => repeaterIssue(true, issue.input, options) ?? '',
    ),
  );

/** A whole number from min to max (points, months, units): blank passes, required() reports that. */
export const wholeNumber = (min: number, max: number, message: string) =>
  v.check<unknown, string>(
    (input) =>
      input === null ||
      input === undefined ||
      input === '' ||
      (Number.isInteger(input) && (input as number) >= min && (input as number) <= max),
    message,
  );
