/**
 * A UK postcode: outward code (area letters, district digit, optional digit or letter) and inward
 * code (sector digit, two unit letters; the unit never uses C, I, K, M, O or V). GIR 0AA is the one
 * historic exception. Checked on the normalised form.
 */
const POSTCODE = /^(GIR 0AA|[A-Z]{1,2}\d[A-Z\d]? \d[ABD-HJLNP-UW-Z]{2})$/;

/** Uppercase with one space before the inward code: ' sw1a1aa ' -> 'SW1A 1AA'. */
export function normalisePostcode(value: unknown): string {
  if (typeof value !== 'string') return '';
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
}

/**
 * A postcode as it is stored and sent: the standard form ('m1 1ae' -> 'M1 1AE'); a blank one is null.
 * Tidied when the answers leave the form, never while typing (the space would jump as she types).
 */
export function tidyPostcode<T>(value: T): T | string | null {
  if (typeof value !== 'string') return value;
  return normalisePostcode(value) || null;
}

/** The address lookup's form: uppercase with spaces removed ('SW1A1AA'). */
export function postcodeForLookup(value: unknown): string {
  return normalisePostcode(value).replace(/ /g, '');
}

/** True for a well-formed UK postcode, with or without its space and in any case. */
export function isValidPostcode(value: unknown): boolean {
  return POSTCODE.test(normalisePostcode(value));
}

/** True when both are valid and name the same postcode however they are typed. */
export function isSamePostcode(a: unknown, b: unknown): boolean {
  return isValidPostcode(a) && normalisePostcode(a) === normalisePostcode(b);
}
