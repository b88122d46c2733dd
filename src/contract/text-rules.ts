/**
 * The widget's text rules, applied to a request body on the server (docs/security.md: the API
 * enforces the widget's rules). Every text of a body must be plain (contract/plain-text.ts: no
 * control, format or invisible character, so also none in a mobile, a model or an address); names
 * follow the name rule and e-mail addresses the e-mail rule (contract/name.ts, contract/email.ts), the
 * ones the widget's inputs use. A blank answer passes: a draft may be saved half filled in.
 */
import { isValidEmail } from './email';
import { isValidName } from './name';
import { isPlainText } from './plain-text';

/** Keys of a first name or a surname, wherever they sit (proposer, drivers, account holder, third party). */
const NAME_KEYS: ReadonlySet<string> = new Set(['forenames', 'surname', 'forename', 'tpa_forename', 'tpa_surname']);
const EMAIL_KEYS: ReadonlySet<string> = new Set(['email_address', 'tpa_email']);

/** Addresses, not text: the URL parser percent-encodes whatever they hold before it is used. */
const URL_KEYS: ReadonlySet<string> = new Set(['return_url']);

export interface TextProblem {
  /** Dotted path of the field, as the 400 answer's errors[] name fields ('risk.proposer.name.surname'). */
  path: string;
  message: string;
}

function problemOf(key: string, value: string): string | null {
  if (URL_KEYS.has(key)) return null;
  if (!isPlainText(value)) return 'expected text without control, line-break, format or invisible characters';
  if (value.trim() === '') return null;
  if (NAME_KEYS.has(key) && !isValidName(value)) return 'expected letters, spaces, hyphens and apostrophes only';
  if (EMAIL_KEYS.has(key) && !isValidEmail(value)) return 'expected an e-mail address';
  return null;
}

/** Every text of the body that breaks the widget's rules, by path; empty when all pass. */
export function textProblems(body: unknown, path: string[] = []): TextProblem[] {
  if (typeof body === 'string') {
    const key = [...path].reverse().find((segment) => !/^\d+$/.test(segment)) ?? '';
    const message = problemOf(key, body);
    return message ? [{ path: path.join('.'), message }] : [];
  }
  if (body === null || typeof body !== 'object') return [];
  return Object.entries(body).flatMap(([key, value]) => textProblems(value, [...path, key]));
}
