import * as v from 'valibot';
import type { Message } from '../../config/label-message';
import { ruleMessage } from './rule-message';
import { isValidEmail } from '../../contract/email';
import { isNameTooLong, isValidName } from '../../contract/name';
import { isPlainText } from '../../contract/plain-text';
import { isValidMobile, isValidPhone } from '../phone';
import { isSamePostcode, isValidPostcode } from '../postcode';
import { isValidRegistration } from '../registration';
import { isBlank } from './required';

// Format rules let a blank value through: an optional field may stay empty, and a required one
// reports 'Enter ...' from required() instead of a format message.
function format<TInput>(test: (value: unknown) => boolean, message: Message | ((issue: v.CheckIssue<TInput>) => Message)) {
  return v.check<TInput, v.ErrorMessage<v.CheckIssue<TInput>>>((input) => isBlank(input) || test(input), ruleMessage(message));
}

/**
 * plain_text: no control, line-break, format or invisible characters (contract/plain-text.ts), the
 * rule the insurer's API applies to every text too, so what the form takes the API takes. Not let
 * through as blank: trim() makes a lone byte order mark (U+FEFF) look empty, and the API refuses it.
 */
export function plainText<TInput>(message: Message) {
  return v.check<TInput, v.ErrorMessage<v.CheckIssue<TInput>>>(isPlainText, ruleMessage(message));
}

/** The name rule's two messages: too long, and a character other than a letter, space, hyphen or apostrophe. */
export interface NameMessages {
  tooLong: Message;
  letters: Message;
}

/** name: letters, spaces, hyphens and apostrophes, up to NAME_MAX_LENGTH (contract/name.ts) characters. */
export function name<TInput>(messages: NameMessages) {
  return format<TInput>(isValidName, (issue) => (isNameTooLong(issue.input) ? messages.tooLong : messages.letters));
}

/** email: the loose e-mail pattern. */
export function email<TInput>(message: Message) {
  return format<TInput>(isValidEmail, message);
}

/** phone: a UK number in +44 or 0 form, optional #extension. */
export function phone<TInput>(message: Message) {
  return format<TInput>(isValidPhone, message);
}

/** A UK mobile number (07... or +447...). */
export function mobile<TInput>(message: Message) {
  return format<TInput>(isValidMobile, message);
}

/** postcode: a real UK postcode format (address search and manual address). */
export function postcode<TInput>(message: Message) {
  return format<TInput>(isValidPostcode, message);
}

/**
 * kept_postcode: where the car is kept overnight when that is not the home postcode, so it must
 * be a real postcode and, when the home postcode is known, a different one.
 */
export function keptPostcode<TInput>(homePostcode: () => unknown, message: Message, sameMessage: Message) {
  return format<TInput>(
    (value) => isValidPostcode(value) && !isSamePostcode(value, homePostcode()),
    (issue) => (isValidPostcode(issue.input) ? sameMessage : message),
  );
}

/** valid_reg: one of the UK number plate formats. */
export function validReg<TInput>(message: Message) {
  return format<TInput>(isValidRegistration, message);
}
