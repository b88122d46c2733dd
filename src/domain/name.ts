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
