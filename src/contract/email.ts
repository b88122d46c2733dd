import { isPlainText } from './plain-text';

// Loose about the letters, as docs/product/validation.md#what-is-checked asks (the real check is the
// confirmation e-mail arriving; a strict pattern only turns away valid addresses): before the @, dot-
// separated runs of letters and digits of any script and the characters RFC 5322 allows unquoted
// (O'Brien's apostrophe, +tags); after it, a dotted domain of letters, digits and hyphens (and a
// trailing dot). Strict about what makes one address two or adds a header: no comma, semicolon,
// colon, space, quote or angle bracket ('attacker,victim@example.com', 'a@example.com;bcc:x').
const ATOM = "[\\p{L}\\p{M}\\p{N}!#$%&'*+/=?^_`{|}~-]+";
const EMAIL = new RegExp(`^${ATOM}(\\.${ATOM})*@([\\p{L}\\p{M}\\p{N}-]+\\.)+[\\p{L}\\p{M}\\p{N}-]+\\.?$`, 'u');

/** Longest address the SMTP standard allows; anything longer cannot be delivered. */
const EMAIL_MAX_LENGTH = 254;

/** True for a plausible e-mail address (surrounding spaces ignored). */
export function isValidEmail(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const email = value.trim();
  // Letters and digits include no line break, but the plain-text rule also refuses format and
  // invisible characters, even around it (trim() drops a byte order mark U+FEFF as a space).
  return email.length <= EMAIL_MAX_LENGTH && EMAIL.test(email) && isPlainText(value);
}
