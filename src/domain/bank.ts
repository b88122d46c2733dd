const digits = (value: unknown) => (typeof value === 'string' ? value.replace(/[\s-]/g, '') : '');

/** True for exactly 8 digits (spaces ignored). */
export function isValidAccountNumber(value: unknown): boolean {
  return typeof value === 'string' && /^\d{8}$/.test(value.replace(/\s/g, ''));
}

/** True for 6 digits, typed as 112233, 11-22-33 or 11 22 33. */
export function isValidSortCode(value: unknown): boolean {
  return typeof value === 'string' && /^\d{2}([-\s]?\d{2}){2}$/.test(value.trim());
}

/** The sort code as the API wants it: hyphens and spaces removed ('112233'). */
export function sortCodeForRequest(value: unknown): string {
  return digits(value);
}

/** The sort code as shown: '11-22-33'; unchanged when it is not 6 digits. */
export function formatSortCode(value: unknown): string {
  const code = digits(value);
  if (/^\d{6}$/.test(code)) return `${code.slice(0, 2)}-${code.slice(2, 4)}-${code.slice(4)}`;
  return typeof value === 'string' ? value : '';
}
