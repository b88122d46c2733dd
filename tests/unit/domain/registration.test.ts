import { describe, expect, it } from 'vitest';
import { displayRegistration, isValidRegistration, normaliseRegistration } from '../../../src/domain/registration';

describe('normaliseRegistration', () => {
  it('uppercases and removes every space', () => {
    expect(normaliseRegistration(' ab12 cde ')).toBe('AB12CDE');
    expect(normaliseRegistration('a 1 2 3 b c d')).toBe('A123BCD');
    expect(normaliseRegistration(undefined)).toBe('');
  });

  it('writes a current plate with its space', () => {
    expect(displayRegistration('ab12cde')).toBe('AB12 CDE');
    expect(displayRegistration('A123BCD')).toBe('A123BCD');
  });
});

describe('isValidRegistration', () => {
  it.each([
    ['current', 'AB12 CDE'],
    ['current, no space, lower case', 'ab12cde'],
    ['current, sandbox unknown car', 'ZZ99ZZZ'],
    ['prefix, one digit', 'A1 BCD'],
    ['prefix, three digits', 'A123 BCD'],
    ['suffix, one digit', 'ABC 1D'],
    ['suffix, three digits', 'ABC 123D'],
    ['dateless digits first', '1234 AB'],
    ['dateless digits first, 1 + 3', '1 ABC'],
    ['dateless letters first', 'AB 1234'],
    ['dateless 123 ABC', '123 ABC'],
    ['dateless ABC 123', 'ABC 123'],
    ['Northern Ireland', 'ABZ 1234'],
    ['Northern Ireland short', 'IJZ 12'],
  ])('accepts %s (%s)', (_, plate) => expect(isValidRegistration(plate)).toBe(true));

  it.each([
    ['empty', ''],
    ['only spaces', '   '],
    ['too long current', 'AB12 CDEF'],
    ['too long dateless (8)', 'ABC 12345'],
    ['digits only', '1234'],
    ['letters only', 'ABCDE'],
    ['current with 3 digits', 'AB123CDE'],
    ['prefix with 4 digits', 'A1234BCD'],
    ['suffix with two final letters', 'ABC 123DE'],
    ['symbols', 'AB12-CDE'],
    ['mixed order', 'A1B2C3'],
    ['non-string', 12345],
  ])('refuses %s (%j)', (_, plate) => expect(isValidRegistration(plate)).toBe(false));
});
