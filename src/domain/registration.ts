/** UK number plates: the lookup sends them uppercased with spaces removed; the mask allows 7 characters. */
const REGISTRATION_MAX_LENGTH = 7;

/**
 * The formats accepted, checked on the normalised form (Z is allowed everywhere: the sandbox's
 * unknown car ZZ99ZZZ must be a valid format). Northern Ireland plates (e.g. ABZ 1234) are the
 * letters-then-digits dateless form.
 */
const REGISTRATION_FORMATS: readonly { name: string; pattern: RegExp; example: string }[] = [
  { name: 'current', pattern: /^[A-Z]{2}\d{2}[A-Z]{3}$/, example: 'AB12 CDE' },
  { name: 'prefix', pattern: /^[A-Z]\d{1,3}[A-Z]{3}$/, example: 'A123 BCD' },
  { name: 'suffix', pattern: /^[A-Z]{3}\d{1,3}[A-Z]$/, example: 'ABC 123D' },
  { name: 'dateless digits first', pattern: /^\d{1,4}[A-Z]{1,3}$/, example: '1234 AB' },
  { name: 'dateless letters first', pattern: /^[A-Z]{1,3}\d{1,4}$/, example: 'AB 1234' },
];

/** Uppercase with every space removed: 'ab12 cde' -> 'AB12CDE'. */
export function normaliseRegistration(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\s+/g, '').toUpperCase() : '';
}

/** True when the plate, once normalised, has at most 7 characters and matches one UK format. */
export function isValidRegistration(value: unknown): boolean {
  const plate = normaliseRegistration(value);
  return plate.length > 0 && plate.length <= REGISTRATION_MAX_LENGTH && REGISTRATION_FORMATS.some(({ pattern }) => pattern.test(plate));
}

/** How people write a plate: 'AB12CDE' -> 'AB12 CDE' for the current format, otherwise unchanged. */
export function displayRegistration(value: unknown): string {
  const plate = normaliseRegistration(value);
  return /^[A-Z]{2}\d{2}[A-Z]{3}$/.test(plate) ? `${plate.slice(0, 4)} ${plate.slice(4)}` : plate;
}
