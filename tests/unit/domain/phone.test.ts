import { describe, expect, it } from 'vitest';
import { blankPlaceholderMobile, isValidMobile, isValidPhone, maskPhoneValue } from '../../../src/domain/phone';

describe('isValidPhone', () => {
  it.each([
    '07700900982',
    '07700 900 982',
    '+447700900982',
    '+44 7700 900982',
    '01632 960001',
    '(01632) 960001',
    '020 7946 0018',
    '(020) 7946 0018',
    '+44 20 7946 0018',
    '0113 496 0000',
    '+44 113 496 0000',
    '01632 960001 #123',
    '01632960001#1234',
    '+44 20 7946 0018 #4567',
    '+447700900982#123',
  ])('accepts %j', (phone) => expect(isValidPhone(phone)).toBe(true));

  it.each([
    '',
    '7700900982',
    '0770090098',
    '077009009821',
    '+4407700900982',
    '+33 1 23 45 67 89',
    '01632 960001 #12',
    '01632 960001 #12345',
    '01632 960001 ext 123',
    '07700-900-982',
    'phone',
  ])('refuses %j', (phone) => expect(isValidPhone(phone)).toBe(false));
});

describe('isValidMobile', () => {
  it.each(['07700900982', '07700 900 982', '+447700900982', '+44 7700 900982'])('accepts %j', (m) => expect(isValidMobile(m)).toBe(true));

  it.each(['01632960001', '+442079460018', '0770090098', '+4477009009821', '07700900982#123', undefined])('refuses %j', (m) =>
    expect(isValidMobile(m)).toBe(false),
  );
});

describe('phone masks', () => {
  it('keeps digits and a leading plus, up to 13 characters', () => {
    expect(maskPhoneValue('+44 (7700) 900-982')).toBe('+447700900982');
    expect(maskPhoneValue('07700 900 982 99')).toBe('0770090098299');
    expect(maskPhoneValue('0770+0900')).toBe('07700900');
    expect(maskPhoneValue('+44770090098212345')).toBe('+447700900982');
    expect(maskPhoneValue(5)).toBe('');
  });

  it('blanks the placeholder mobile only', () => {
    expect(blankPlaceholderMobile('01000000000')).toBe('');
    expect(blankPlaceholderMobile('07700900982')).toBe('07700900982');
    expect(blankPlaceholderMobile(null)).toBe('');
  });
});
