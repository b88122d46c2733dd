export const NAME_MAX_LENGTH = 50;

// Letters from any alphabet (Zoë, Siân, José), spaces, hyphens and straight or curly apostrophes,
// starting with a letter so that "-" or "'" alone is not a name.
const NAME = /^\p{L}[\p{L} '’-]*$/u;

/** True for a first name or surname: letters, spaces, hyphens, apostrophes; 1 to 50 characters. */
export function isValidName(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const name = value.trim();
  return name.length >= 1 && name.length <= NAME_MAX_LENGTH && NAME.test(name);
}

/**
 * A name as it is stored and sent: trimmed, with runs of spaces made one (' sarah  jane ' ->
 * 'sarah jane'). Tidied when the answers leave the form, never while typing (a space between two
 * first names would vanish mid-word). Anything but text is returned as it is.
 */
export function tidyName<T>(value: T): T | string {
  return typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : value;
}

/** True when the name is too long, so the message can say so rather than mention characters. */
export function isNameTooLong(value: unknown): boolean {
  return typeof value === 'string' && value.trim().length > NAME_MAX_LENGTH;
}

/** The derived salutation: title and surname ('Mrs Smith'); just the surname when there is no title. */
export function salutation(title: unknown, surname: unknown): string {
  return [title, surname]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .map((part) => part.trim())
    .join(' ');
}
