import { describe, expect, it } from 'vitest';
import { round2, toPence, withIpt } from '../../../../demo/sandbox/rating/money';

describe('withIpt', () => {
  it('adds 12% and keeps the tax as the difference', () => {
    expect(withIpt(toPence(500))).toEqual({ grossPence: 56000, iptPence: 6000 });
    const { grossPence, iptPence } = withIpt(41237);
    expect(grossPence).toBe(Math.round(41237 * 1.12));
    expect(grossPence - iptPence).toBe(41237);
  });

  it('rounds pounds to pence without float drift', () => {
    expect(round2(0.1 + 0.2)).toBe(0.3);
    expect(toPence(19.99)).toBe(1999);
  });
});
