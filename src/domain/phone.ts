import { PLACEHOLDER_MOBILE } from './constants';

/** The phone mask's longest value: a leading digit or plus followed by 12 digits. */
const PHONE_MAX_LENGTH = 13;

// A UK number in +44 or leading-0 form, grouped 4+3+3, 3+3+4 or 2+4+4 after the prefix, with optional
// spaces, the trunk code optionally in parentheses, and an optional '#' extension of 3 or 4 digits.
const PHONE =
  /^(((\+44\s?\d{4}|\(?0\d{4}\)?)\s?\d{3}\s?\d{3})|((\+44\s?\d{3}|\(?0\d{3}\)?)\s?\d{3}\s?\d{4})|((\+44\s?\d{2}|\(?0\d{2}\)?)\s?\d{4}\s?\d{4}))(\s?#(\d{4}|\d{3}))?$/;

// UK mobiles: 07 followed by 9 digits, or +44 7 followed by 9 digits, with optional spaces.
const MOBILE = /^(\+44\s?7\d{3}|\(?07\d{3}\)?)\s?\d{3}\s?\d{3}$/;

/** True for a UK phone number in +44 or 0 form, optionally with a #extension of 3 or 4 digits. */
export function isValidPhone(value: unknown): boolean {
  return typeof value === 'string' && PHONE.test(value.trim());
}

/** True for a UK mobile number: 07... or +447... */
export function isValidMobile(value: unknown): boolean {
  return typeof value === 'string' && MOBILE.test(value.trim());
}

/** What the phone mask keeps: digits, a plus only in first place, at most 13 characters. */
export function maskPhoneValue(value: unknown): string {
  if (typeof value !== 'string') return '';
  const kept = value.replace(/[^\d+]/g, '');
  const plus = kept.startsWith('+') ? '+' : '';
  return (plus + kept.replace(/\+/g, '')).slice(0, PHONE_MAX_LENGTH);
}

/** The server's placeholder mobile (01000000000) is shown as an empty field. */
export function blankPlaceholderMobile(value: unknown): string {
  if (typeof value !== 'string') return '';
  return maskPhoneValue(value) === PLACEHOLDER_MOBILE ? '' : value;
}
