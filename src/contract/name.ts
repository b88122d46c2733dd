import { isPlainText } from './plain-text';

export const NAME_MAX_LENGTH = 50;

// Letters from any alphabet (Zoë, Siân, José), each with the combining marks that follow it (an
// accent typed as a mark of its own, the vowel signs of Devanagari, Bengali or Tamil), spaces,
// hyphens and straight or curly apostrophes, starting with a letter so that "-" or "'" alone is not
// a name, and no mark without its letter. Nothing invisible (contract/plain-text.ts): the Hangul
// fillers are letters to Unicode but show nothing.
const NAME = /^\p{L}\p{M}*(?:\p{L}\p{M}*|[ '’-])*$/u;

/** A name as it is checked: composed (NFC: 'e' and a combining acute are the one letter 'é'), trimmed. */
const composed = (value: string) => value.normalize('NFC').trim();

/** True for a first name or surname: letters, spaces, hyphens, apostrophes; 1 to 50 characters. */
export function isValidName(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const name = composed(value);
  // Plain before trimming: trim() drops a byte order mark (U+FEFF) as a space.
  return name.length >= 1 && name.length <= NAME_MAX_LENGTH && isPlainText(value) && NAME.test(name);
}

/**
 * A name as it is stored and sent: composed (NFC), trimmed, with runs of spaces made one
 * (' sarah  jane ' -> 'sarah jane'). Tidied when the answers leave the form, never while typing (a
 * space between two first names would vanish mid-word). Anything but text is returned as it is.
 */
export function tidyName<T>(value: T): T | string {
  return typeof value === 'string' ? composed(value).replace(/\s+/g, ' ') : value;
}

/** True when the name is too long, so the message can say so rather than mention characters. */
export function isNameTooLong(value: unknown): boolean {
  return typeof value === 'string' && composed(value).length > NAME_MAX_LENGTH;
}

/** The derived salutation: title and surname ('Mrs Smith'); just the surname when there is no title. */
export function salutation(title: unknown, surname: unknown): string {
  return [title, surname]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .map((part) => part.trim())
    .join(' ');
}
