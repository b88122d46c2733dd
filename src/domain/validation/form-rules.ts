import * as v from 'valibot';
import { msg } from '../../config/label-message';
import { NAME_MAX_LENGTH } from '../../contract/name';
import { plainText } from './text-rules';

/**
 * What every form's rules share (the details form's questions, third party authority, the Direct
 * Debit form): one home, so no form reaches into another's folder for them.
 */

/** The name rule's messages for a first and a last name (any driver, the third party, the account holder). */
export const NAME_MESSAGES = {
  first: { tooLong: msg('error.firstNameLength', { max: NAME_MAX_LENGTH }), letters: msg('error.firstNameLetters') },
  last: { tooLong: msg('error.lastNameLength', { max: NAME_MAX_LENGTH }), letters: msg('error.lastNameLetters') },
} as const;

/**
 * A rule pipe over any answer; a form composes domain rules with it. Every answer is plain text
 * first: the API refuses control and right-to-left characters in any field (docs/security.md).
 */
export const rules = (...actions: v.PipeAction<unknown, unknown, v.BaseIssue<unknown>>[]) =>
  v.pipe(v.unknown(), plainText(msg('error.plainText')), ...actions);
