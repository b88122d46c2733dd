import { describe, expect, it } from 'vitest';
import { ncdStepBack } from '../../../demo/sandbox/rating/ncd';
import { ncdLevel, ncdYears } from '../../../src/domain/ncd';

describe('ncdYears', () => {
  it('reads option values and ignores nonsense', () => {
    expect(ncdYears('20+')).toBe(20);
    expect(ncdYears('9')).toBe(9);
    expect(ncdYears(-3)).toBe(0);
    expect(ncdYears(null)).toBe(0);
    expect(ncdYears('abc')).toBe(0);
    expect(ncdYears(7.9)).toBe(7);
  });
});

describe('ncdLevel', () => {
  const levels = ncdStepBack();

  it('finds her row of the insurer’s table, the last row standing for that many years or more', () => {
    expect(ncdLevel(levels, 6)).toMatchObject({ years: 6, average_discount: 9 });
    expect(ncdLevel(levels, 25)).toMatchObject({ years: 20, average_discount: 20 });
  });

  it('is null when the insurer sent no table', () => {
    expect(ncdLevel(undefined, 6)).toBeNull();
    expect(ncdLevel([], 6)).toBeNull();
  });
});
