import { isPlainText } from './plain-text';

// Deliberately loose, as docs/product/validation.md#what-is-checked asks: something@something.something with no spaces. The real check is
// the confirmation e-mail arriving; a strict pattern only turns away valid addresses.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Longest address the SMTP standard allows; anything longer cannot be delivered. */
const EMAIL_MAX_LENGTH = 254;

/** True for a plausible e-mail address (surrounding spaces ignored). */
export function isValidEmail(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const email = value.trim();
  // \s already refuses line breaks; plain text also refuses right-to-left marks, which \s does not.
  return email.length <= EMAIL_MAX_LENGTH && EMAIL.test(email) && isPlainText(email);
}
