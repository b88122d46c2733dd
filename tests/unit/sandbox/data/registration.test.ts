import { describe, expect, it } from 'vitest';
import { isValidRegistration, normaliseRegistration, registrationYear } from '../../../../demo/sandbox/data/registration';

const today = new Date(2026, 10, 21);

describe('UK registration formats', () => {
  it('normalises to uppercase with no spaces', () => {
    expect(normaliseRegistration(' ab12 cde ')).toBe('AB12CDE');
  });

  it.each(['AB12CDE', 'ab12 cde', 'K123ABC', 'A1BCD', 'ABC123D', 'ABC1D', '1ABC', '1234AB', 'A1', 'ABC1234'])('accepts %s', (reg) =>
    expect(isValidRegistration(reg)).toBe(true),
  );

  it.each(['', 'AB12CDEF', 'ABCDEFG', '1234567', 'AB-12CDE', 'A12345B', '12AB34'])('rejects %s', (reg) =>
    expect(isValidRegistration(reg)).toBe(false),
  );
});

describe('registrationYear', () => {
  it.each([
    ['AB12CDE', 2012],
    ['AB62CDE', 2012],
    ['LR24XYZ', 2024],
    ['LR74XYZ', 2024],
    ['BD51SMR', 2001],
    ['MA26ABC', 2026],
  ])('dates the current-style plate %s to %i', (reg, year) => expect(registrationYear(reg, today)).toBe(year));

  it('dates prefix and suffix plates by their year letter', () => {
    expect(registrationYear('K123ABC', today)).toBe(1992);
    expect(registrationYear('Y1ABC', today)).toBe(2001);
    expect(registrationYear('ABC123D', today)).toBe(1966);
    expect(registrationYear('XYZ9A', today)).toBe(1963);
  });

  it('gives no year for dateless plates, unused letters or age identifiers not yet issued', () => {
    expect(registrationYear('1ABC', today)).toBeNull();
    expect(registrationYear('Q123ABC', today)).toBeNull();
    expect(registrationYear('AB00CDE', today)).toBeNull();
    expect(registrationYear('AB27CDE', today)).toBeNull();
    expect(registrationYear('AB27CDE', new Date(2027, 3, 1))).toBe(2027);
  });
});
