import { describe, expect, it } from 'vitest';
import { canProtectNcd, ncdDiscount } from '../../../../demo/sandbox/rating/ncd';

describe('ncdDiscount', () => {
  it('follows the docs/product/constants.md#no-claims-discount-table table for every year from 0 to 25', () => {
    const expected = [0, 8, 8, 8, 9, 9, 9, 9, 12, 15, 15, 16, 17, 17, 18, 18, 19, 20, 20, 20, 20, 20, 20, 20, 20, 20];
    const actual = expected.map((_, years) => Math.round(ncdDiscount(years) * 100));
    expect(actual).toEqual(expected);
  });

  it('gives nothing for negative or unknown years', () => {
    expect(ncdDiscount(-1)).toBe(0);
    expect(ncdDiscount(Number.NaN)).toBe(0);
  });

  it('never falls as years grow', () => {
    for (let years = 1; years < 30; years += 1) expect(ncdDiscount(years)).toBeGreaterThanOrEqual(ncdDiscount(years - 1));
  });

  it('protects from two years up', () => {
    expect(canProtectNcd(1)).toBe(false);
    expect(canProtectNcd(2)).toBe(true);
  });
});
