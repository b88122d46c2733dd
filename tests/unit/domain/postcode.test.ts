import { describe, expect, it } from 'vitest';
import { isSamePostcode, isValidPostcode, normalisePostcode, postcodeForLookup } from '../../../src/domain/postcode';

describe('postcodes', () => {
  it('normalises case and spacing', () => {
    expect(normalisePostcode(' sw1a1aa ')).toBe('SW1A 1AA');
    expect(normalisePostcode('M1  1AE')).toBe('M1 1AE');
    expect(postcodeForLookup('sw1a 1aa')).toBe('SW1A1AA');
    expect(normalisePostcode(null)).toBe('');
  });

  it.each(['SW1A 1AA', 'sw1a1aa', 'M1 1AE', 'B33 8TH', 'CR2 6XH', 'DN55 1PT', 'W1A 0AX', 'EC1A 1BB', 'GIR 0AA', 'gir0aa', 'ZZ1 1ZZ'])(
    'accepts %j',
    (postcode) => expect(isValidPostcode(postcode)).toBe(true),
  );

  it.each(['', 'SW1A', '1AA', 'SW1A 1A', 'SW1A 1AAA', 'SW1A 1CA', 'SW1A 1AI', '12 3AB', 'ABC1 1AA', 'GIR 0AB', 'SW1A-1AA', 42])(
    'refuses %j',
    (postcode) => expect(isValidPostcode(postcode)).toBe(false),
  );

  it('compares postcodes however they are typed', () => {
    expect(isSamePostcode('sw1a1aa', 'SW1A 1AA')).toBe(true);
    expect(isSamePostcode('SW1A 1AA', 'SW1A 2AA')).toBe(false);
    expect(isSamePostcode('', '')).toBe(false);
  });
});
