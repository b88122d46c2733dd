import { describe, expect, it } from 'vitest';
import { coverEnd } from '../../../src/domain/dates';

describe('coverEnd', () => {
  it('ends on the day before the same date 12 months on', () => {
    expect(coverEnd('2026-03-01')).toBe('2027-02-28');
    expect(coverEnd('2027-03-01')).toBe('2028-02-29');
    expect(coverEnd('2026-11-28')).toBe('2027-11-27');
  });

  it('ends a 29 February start on 28 February', () => {
    expect(coverEnd('2028-02-29')).toBe('2029-02-28');
  });

  it('is empty without a valid start', () => {
    expect(coverEnd(null)).toBe('');
  });
});
