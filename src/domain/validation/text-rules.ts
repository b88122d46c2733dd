import * as v from 'valibot';
import { isValidEmail } from '../email';
import { isNameTooLong, isValidName, NAME_MAX_LENGTH } from '../name';
import { isValidMobile, isValidPhone } from '../phone';
import { isSamePostcode, isValidPostcode } from '../postcode';
import { isValidRegistration } from '../registration';
import { isBlank } from './required';

// Format rules let a blank value through: an optional field may stay empty, and a required one
// reports 'Enter ...' from required() instead of a format message.
function format<TInput>(test: (value: unknown) => boolean, message: v.ErrorMessage<v.CheckIssue<TInput>>) {
  return v.check<TInput, v.ErrorMessage<v.CheckIssue<TInput>>>((input) => isBlank(input) || test(input), message);
}

/** The name rule's two messages: too long, and a character other than a letter, space, hyphen or apostrophe. */
export interface NameMessages {
  tooLong: string;
  letters: string;
}

/** name: letters, spaces, hyphens and apostrophes, up to 50 characters. A label starts the default messages. */
export function name<TInput>(label: string | NameMessages = 'Name') {
  const messages = typeof label === 'string'
    ? { tooLong: `${label} must be ${NAME_MAX_LENGTH} characters or fewer`, letters: `${label} must only include letters, spaces, hyphens and apostrophes` }
    : label;
  return format<TInput>(isValidName, (issue) => (isNameTooLong(issue.input) ? messages.tooLong : messages.letters));
}

/** email: the loose e-mail pattern. */
export function email<TInput>(message = 'Enter an email address in the correct format, like name@example.com') {
  return format<TInput>(isValidEmail, message);
}

/** phone: a UK number in +44 or 0 form, optional #extension. */
export function phone<TInput>(message = 'Enter a telephone number, like 01632 960 001 or +44 808 157 0192') {
  return format<TInput>(isValidPhone, message);
}

/** A UK mobile number (07... or +447...). */
export function mobile<TInput>(message = 'Enter a UK mobile number, like 07700 900 982 or +44 7700 900 982') {
  return format<TInput>(isValidMobile, message);
}

/** postcode: a real UK postcode format (address search and manual address). */
export function postcode<TInput>(message = 'Enter a real postcode, like SW1A 1AA') {
  return format<TInput>(isValidPostcode, message);
}

/**
 * kept_postcode: where the car is kept overnight when that is not the home postcode, so it must
 * be a real postcode and, when the home postcode is known, a different one.
 */
export function keptPostcode<TInput>(
  homePostcode: () => unknown = () => null,
  message = 'Enter the postcode where the car is kept overnight, like SW1A 1AA',
  sameMessage = 'Enter a postcode different from your home postcode, or answer Yes to the question above',
) {
  return format<TInput>(
    (value) => isValidPostcode(value) && !isSamePostcode(value, homePostcode()),
    (issue) => (isValidPostcode(issue.input) ? sameMessage : message),
  );
}

/** valid_reg: one of the UK number plate formats. */
export function validReg<TInput>(message = 'Enter a registration number in the correct format, like AB12 CDE') {
  return format<TInput>(isValidRegistration, message);
}
