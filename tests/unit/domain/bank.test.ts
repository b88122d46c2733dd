import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { formatSortCode, isValidAccountNumber, isValidSortCode, sortCodeForRequest } from '../../../src/domain/bank';
import { salutation } from '../../../src/contract/name';
import { accountNumber, sortCode } from '../../../src/domain/validation/bank-rules';
import { validateField } from '../../../src/domain/validation/validate-field';

describe('bank details', () => {
  it('needs an 8-digit account number', () => {
    expect(isValidAccountNumber('00733445')).toBe(true);
    expect(isValidAccountNumber('0073 3445')).toBe(true);
    expect(isValidAccountNumber('0073344')).toBe(false);
    expect(isValidAccountNumber('007334456')).toBe(false);
    expect(isValidAccountNumber('0073344a')).toBe(false);
  });

  it('reads a sort code with or without hyphens, and sends it without', () => {
    expect(isValidSortCode('30-94-30')).toBe(true);
    expect(isValidSortCode('309430')).toBe(true);
    expect(isValidSortCode('30 94 30')).toBe(true);
    expect(isValidSortCode('30-94-3')).toBe(false);
    expect(isValidSortCode('30--9430')).toBe(false);
    expect(sortCodeForRequest('30-94-30')).toBe('309430');
    expect(formatSortCode('309430')).toBe('30-94-30');
    expect(formatSortCode('3094')).toBe('3094');
  });

  it('has rules that let blanks through for required()', () => {
    const account = 'Enter an account number of 8 digits, like 00733445';
    const sort = 'Enter a valid sort code, like 30-94-30';
    expect(validateField(v.pipe(v.unknown(), accountNumber(account)), '')).toBeNull();
    expect(validateField(v.pipe(v.unknown(), accountNumber(account)), '123')).toBe(account);
    expect(validateField(v.pipe(v.unknown(), sortCode(sort)), '30-94-3')).toBe(sort);
  });
});

describe('salutation', () => {
  it('joins title and surname', () => {
    expect(salutation('Mrs', 'Smith')).toBe('Mrs Smith');
    expect(salutation(null, ' Smith ')).toBe('Smith');
    expect(salutation('Dr', '')).toBe('Dr');
  });
});
