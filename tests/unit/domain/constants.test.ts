import { describe, expect, it } from 'vitest';
import { DOORS_OPTIONS, isCoverType, NCD_YEARS_OPTIONS, PRICE_EXCESS_OPTIONS, SEATS_OPTIONS } from '../../../src/domain/constants';

describe('constants', () => {
  it('offers 21 price-presentation excess options from £0 to £1,000 in £50 steps', () => {
    expect(PRICE_EXCESS_OPTIONS).toHaveLength(21);
    expect(PRICE_EXCESS_OPTIONS[0]).toBe(0);
    expect(PRICE_EXCESS_OPTIONS[1]).toBe(50);
    expect(PRICE_EXCESS_OPTIONS.at(-1)).toBe(1000);
  });

  it('lists seats 1 to 10+ and doors 1 to 7', () => {
    expect(SEATS_OPTIONS).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10+']);
    expect(DOORS_OPTIONS).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('lists NCD years 0 to 20+, the last one valued 20', () => {
    expect(NCD_YEARS_OPTIONS).toHaveLength(21);
    expect(NCD_YEARS_OPTIONS[0]).toEqual({ value: '0', name: '0' });
    expect(NCD_YEARS_OPTIONS[20]).toEqual({ value: '20', name: '20+' });
  });

  it('recognises cover types', () => {
    expect(isCoverType('TPFT')).toBe(true);
    expect(isCoverType('tpo')).toBe(false);
    expect(isCoverType(undefined)).toBe(false);
  });
});
