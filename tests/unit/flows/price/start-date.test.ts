import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startDateError as startDateErrorOf } from '../../../../src/flows/price/start-date';
import { inWords } from '../../support/default-words';

// Rules return label messages; these read them in the default words docs/product/README.md#required-wording gives.
const startDateError: typeof startDateErrorOf = (...args) => inWords(startDateErrorOf(...args));

beforeEach(() => vi.setSystemTime(new Date('2026-06-15T10:00:00')));
afterEach(() => vi.useRealTimers());

describe('startDateError', () => {
  it('accepts today up to 30 days ahead', () => {
    expect(startDateError('2026-06-15')).toBeNull();
    expect(startDateError('2026-07-15')).toBeNull();
  });

  it('refuses the past, more than 30 days ahead, impossible dates and nothing', () => {
    expect(startDateError('2026-06-14')).toBe('The start date must be today or within the next 30 days');
    expect(startDateError('2026-07-16')).toBe('The start date must be today or within the next 30 days');
    expect(startDateError('31/06/2026')).toMatch(/^Enter a real date/);
    expect(startDateError('')).toBe('Enter a start date');
  });
});
