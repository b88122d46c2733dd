import { describe, expect, it } from 'vitest';
import { asksEducationLevel, isDirect, partnerFor, showSpecialOffers } from '../../../src/domain/partners';

describe('partners', () => {
  it.each([
    ['105', 'compare-cover'],
    ['114', 'quote-hound'],
    ['112', 'price-wise'],
    ['115', 'market-meerkat'],
    ['104', 'go-switch'],
  ])('maps aggregator %s to %s', (code, id) => {
    expect(partnerFor(code)?.id).toBe(id);
  });

  it('has no partner for direct or unknown sources', () => {
    expect(partnerFor('Website')).toBeNull();
    expect(partnerFor('999')).toBeNull();
    expect(partnerFor(null)).toBeNull();
    expect(partnerFor(105)?.id).toBe('compare-cover');
  });

  it("treats 'Website' and empty as direct", () => {
    for (const sob of ['Website', '', '  ', null, undefined]) {
      expect(isDirect(sob)).toBe(true);
      expect(showSpecialOffers(sob)).toBe(false);
      expect(asksEducationLevel(sob)).toBe(true);
    }
    expect(isDirect('105')).toBe(false);
    expect(showSpecialOffers('105')).toBe(true);
    expect(asksEducationLevel('114')).toBe(false);
  });
});
