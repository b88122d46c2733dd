import { describe, expect, it } from 'vitest';
import { ncdAfterClaims, ncdDiscountPercent, ncdStepBackTable, ncdYears } from '../../../src/domain/ncd';

describe('ncdDiscountPercent', () => {
  // Index = claim-free years 0..25.
  const expected = [0, 8, 8, 8, 9, 9, 9, 9, 12, 15, 15, 16, 17, 17, 18, 18, 19, 20, 20, 20, 20, 20, 20, 20, 20, 20];

  it.each(expected.map((percent, years) => [years, percent]))('%i years -> %i%%', (years, percent) => {
    expect(ncdDiscountPercent(years)).toBe(percent);
  });

  it('reads option values and ignores nonsense', () => {
    expect(ncdDiscountPercent('20+')).toBe(20);
    expect(ncdDiscountPercent('9')).toBe(15);
    expect(ncdDiscountPercent(-3)).toBe(0);
    expect(ncdDiscountPercent(null)).toBe(0);
    expect(ncdYears('abc')).toBe(0);
    expect(ncdYears(7.9)).toBe(7);
  });
});

describe('step back', () => {
  it("matches docs/product/constants.md#no-claims-step-back's example: 2 years -> 0 unprotected, 1 protected, after 1 claim", () => {
    expect(ncdAfterClaims(2, 1, false)).toBe(0);
    expect(ncdAfterClaims(2, 1, true)).toBe(1);
  });

  it('loses 2 years per claim unprotected and 1 year per claim protected, never below 0', () => {
    expect(ncdAfterClaims(9, 1, false)).toBe(7);
    expect(ncdAfterClaims(9, 3, false)).toBe(3);
    expect(ncdAfterClaims(9, 5, false)).toBe(0);
    expect(ncdAfterClaims(9, 3, true)).toBe(6);
    expect(ncdAfterClaims(0, 2, true)).toBe(0);
    expect(ncdAfterClaims(5, 0, false)).toBe(5);
  });

  it('tabulates 0 to 20+ years for 1 to 6 claims', () => {
    const table = ncdStepBackTable();
    expect(table).toHaveLength(21);
    expect(table[0]).toEqual({ years: 0, label: '0', unprotected: [0, 0, 0, 0, 0, 0], protected: [0, 0, 0, 0, 0, 0] });
    expect(table[2]).toEqual({ years: 2, label: '2', unprotected: [0, 0, 0, 0, 0, 0], protected: [1, 0, 0, 0, 0, 0] });
    expect(table[5]).toEqual({ years: 5, label: '5', unprotected: [3, 1, 0, 0, 0, 0], protected: [4, 3, 2, 1, 0, 0] });
    expect(table[20]).toEqual({
      years: 20,
      label: '20+',
      unprotected: [18, 16, 14, 12, 10, 8],
      protected: [19, 18, 17, 16, 15, 14],
    });
  });

  it('never leaves more years with a claim than without, nor fewer protected than unprotected', () => {
    for (const row of ncdStepBackTable()) {
      row.unprotected.forEach((left, i) => {
        expect(left).toBeLessThanOrEqual(row.years);
        expect(row.protected[i]).toBeGreaterThanOrEqual(left);
      });
    }
  });
});
