import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { required } from '../../../../src/domain/validation/required';
import { email, keptPostcode, mobile, name, phone, plainText, postcode, validReg } from '../../../../src/domain/validation/text-rules';
import { validateField } from '../../../../src/domain/validation/validate-field';

const check = (action: v.PipeAction<unknown, unknown, v.BaseIssue<unknown>>, value: unknown) =>
  validateField(v.pipe(v.unknown(), action), value);

// A rule carries no words of its own (the journey passes label messages): these stand in for them.
const EMAIL = 'Enter an email address in the correct format, like name@example.com';
const PHONE = 'Enter a telephone number, like 01632 960 001 or +44 808 157 0192';
const MOBILE = 'Enter a UK mobile number, like 07700 900 982 or +44 7700 900 982';
const POSTCODE = 'Enter a real postcode, like SW1A 1AA';
const KEPT = 'Enter the postcode where the car is kept overnight, like SW1A 1AA';
const KEPT_SAME = 'Enter a postcode different from your home postcode, or answer Yes to the question above';
const REG = 'Enter a registration number in the correct format, like AB12 CDE';
const nameMessages = (label: string) => ({
  tooLong: `${label} must be 50 characters or fewer`,
  letters: `${label} must only include letters, spaces, hyphens and apostrophes`,
});

describe('plain text (the rule the API applies to every text)', () => {
  const PLAIN = 'Remove the line break or hidden formatting character from this answer';
  it.each(['a\nb', 'a\r', 'tab\there', 'bell\u0007', 'c1\u0085', 'rlo\u202E', 'lri\u2066', 'rlm\u200F', 'alm\u061C', 'ls\u2028'])(
    'refuses %j',
    (value) => expect(check(plainText(PLAIN), value)).toBe(PLAIN),
  );

  it('takes letters of any alphabet, punctuation and emoji, and a blank for required() to report', () => {
    for (const value of ['Zoë O’Brien-Núñez', 'Flat 2, 10 St. Mary’s Road', 'Żółć 🚗', '', null])
      expect(check(plainText(PLAIN), value)).toBeNull();
  });

  it('is part of the e-mail rule: a right-to-left override in an address is refused', () => {
    expect(check(email(EMAIL), 'x\u202E@example.com')).toBe(EMAIL);
  });
});

describe('format rules', () => {
  it('let blank values through for required() to report', () => {
    for (const rule of [
      name(nameMessages('Name')),
      email(EMAIL),
      phone(PHONE),
      mobile(MOBILE),
      postcode(POSTCODE),
      keptPostcode(() => null, KEPT, KEPT_SAME),
      validReg(REG),
    ]) {
      expect(check(rule, '')).toBeNull();
      expect(check(rule, null)).toBeNull();
    }
  });

  it('report required before format when both are in the pipe', () => {
    const schema = v.pipe(v.unknown(), required('Enter your email address'), email(EMAIL));
    expect(validateField(schema, '')).toBe('Enter your email address');
    expect(validateField(schema, 'nope')).toBe('Enter an email address in the correct format, like name@example.com');
  });

  it('name: explains characters or length', () => {
    expect(check(name(nameMessages('First name')), 'J0')).toBe('First name must only include letters, spaces, hyphens and apostrophes');
    expect(check(name(nameMessages('Last name')), 'a'.repeat(51))).toBe('Last name must be 50 characters or fewer');
    expect(check(name(nameMessages('Name')), "O'Brien-Smith")).toBeNull();
  });

  it('phone and mobile', () => {
    expect(check(phone(PHONE), '01632 960001 #123')).toBeNull();
    expect(check(phone(PHONE), '12345')).toMatch(/^Enter a telephone number/);
    expect(check(mobile(MOBILE), '+447700900982')).toBeNull();
    expect(check(mobile(MOBILE), '01632960001')).toMatch(/^Enter a UK mobile number/);
  });

  it('postcode', () => {
    expect(check(postcode(POSTCODE), 'sw1a1aa')).toBeNull();
    expect(check(postcode(POSTCODE), 'SW1A')).toBe('Enter a real postcode, like SW1A 1AA');
  });

  it('kept_postcode: real, and different from home when home is known', () => {
    const rule = keptPostcode(() => 'M1 1AE', KEPT, KEPT_SAME);
    expect(check(rule, 'B33 8TH')).toBeNull();
    expect(check(rule, 'm11ae')).toBe('Enter a postcode different from your home postcode, or answer Yes to the question above');
    expect(check(rule, 'B33')).toBe('Enter the postcode where the car is kept overnight, like SW1A 1AA');
    expect(
      check(
        keptPostcode(() => null, KEPT, KEPT_SAME),
        'M1 1AE',
      ),
    ).toBeNull();
  });

  it('valid_reg', () => {
    expect(check(validReg(REG), 'ab12 cde')).toBeNull();
    expect(check(validReg(REG), 'AB12 CDEF')).toBe('Enter a registration number in the correct format, like AB12 CDE');
  });

  it('take a custom message', () => {
    expect(check(email('Enter their email address in the correct format'), 'x')).toBe('Enter their email address in the correct format');
  });
});
