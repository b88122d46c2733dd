import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { required } from '../../../../src/domain/validation/required';
import { email, keptPostcode, mobile, name, phone, postcode, validReg } from '../../../../src/domain/validation/text-rules';
import { validateField } from '../../../../src/domain/validation/validate-field';

const check = (action: v.PipeAction<unknown, unknown, v.BaseIssue<unknown>>, value: unknown) =>
  validateField(v.pipe(v.unknown(), action), value);

describe('format rules', () => {
  it('let blank values through for required() to report', () => {
    for (const rule of [name(), email(), phone(), mobile(), postcode(), keptPostcode(), validReg()]) {
      expect(check(rule, '')).toBeNull();
      expect(check(rule, null)).toBeNull();
    }
  });

  it('report required before format when both are in the pipe', () => {
    const schema = v.pipe(v.unknown(), required('Enter your email address'), email());
    expect(validateField(schema, '')).toBe('Enter your email address');
    expect(validateField(schema, 'nope')).toBe('Enter an email address in the correct format, like name@example.com');
  });

  it('name: explains characters or length', () => {
    expect(check(name('First name'), 'J0')).toBe('First name must only include letters, spaces, hyphens and apostrophes');
    expect(check(name('Last name'), 'a'.repeat(51))).toBe('Last name must be 50 characters or fewer');
    expect(check(name(), "O'Brien-Smith")).toBeNull();
  });

  it('phone and mobile', () => {
    expect(check(phone(), '01632 960001 #123')).toBeNull();
    expect(check(phone(), '12345')).toMatch(/^Enter a telephone number/);
    expect(check(mobile(), '+447700900982')).toBeNull();
    expect(check(mobile(), '01632960001')).toMatch(/^Enter a UK mobile number/);
  });

  it('postcode', () => {
    expect(check(postcode(), 'sw1a1aa')).toBeNull();
    expect(check(postcode(), 'SW1A')).toBe('Enter a real postcode, like SW1A 1AA');
  });

  it('kept_postcode: real, and different from home when home is known', () => {
    const rule = keptPostcode(() => 'M1 1AE');
    expect(check(rule, 'B33 8TH')).toBeNull();
    expect(check(rule, 'm11ae')).toBe('Enter a postcode different from your home postcode, or answer Yes to the question above');
    expect(check(rule, 'B33')).toBe('Enter the postcode where the car is kept overnight, like SW1A 1AA');
    expect(check(keptPostcode(), 'M1 1AE')).toBeNull();
  });

  it('valid_reg', () => {
    expect(check(validReg(), 'ab12 cde')).toBeNull();
    expect(check(validReg(), 'AB12 CDEF')).toBe('Enter a registration number in the correct format, like AB12 CDE');
  });

  it('take a custom message', () => {
    expect(check(email('Enter their email address in the correct format'), 'x')).toBe(
      'Enter their email address in the correct format',
    );
  });
});
