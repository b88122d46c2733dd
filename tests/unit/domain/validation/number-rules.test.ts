import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { businessMileage, minMileage, minValue } from '../../../../src/domain/validation/number-rules';
import { fieldErrors, validateField } from '../../../../src/domain/validation/validate-field';

// A rule carries no words of its own (the journey passes label messages): these stand in for them.
const amountMessage = (min: number) => `Enter an amount of £${min.toLocaleString('en-GB')} or more`;
const MILES = 'Enter a whole number of miles, 0 or more';
const ABOVE_TOTAL = 'Business miles must be the same as or fewer than your total miles a year';

describe('min_value', () => {
  const value = v.pipe(v.unknown(), minValue(100, amountMessage(100)));

  it('accepts typed amounts with separators at or above the minimum', () => {
    expect(validateField(value, '12,500')).toBeNull();
    expect(validateField(value, 100)).toBeNull();
    expect(validateField(value, '')).toBeNull();
  });

  it('refuses less than the minimum or no number', () => {
    expect(validateField(value, '99.99')).toBe('Enter an amount of £100 or more');
    expect(validateField(value, 'lots')).toBe('Enter an amount of £100 or more');
    expect(validateField(v.pipe(v.unknown(), minValue(1000, amountMessage(1000))), 999)).toBe('Enter an amount of £1,000 or more');
  });
});

describe('min_mileage', () => {
  it('needs a whole number of miles, 0 or more', () => {
    const miles = v.pipe(v.unknown(), minMileage(0, MILES));
    expect(validateField(miles, 0)).toBeNull();
    expect(validateField(miles, '10,000')).toBeNull();
    expect(validateField(miles, -1)).toBe(MILES);
    expect(validateField(miles, 1.5)).toBe(MILES);
    expect(validateField(miles, 'far')).toBe(MILES);
  });
});

describe('business_mileage', () => {
  const Usage = v.pipe(
    v.object({
      class_of_use: v.string(),
      business_mileage: v.nullable(v.number()),
      total_mileage: v.nullable(v.number()),
    }),
    businessMileage(ABOVE_TOTAL),
  );

  it('allows business miles up to the total', () => {
    expect(fieldErrors(Usage, { class_of_use: 'C1', business_mileage: 8000, total_mileage: 8000 })).toEqual({});
    expect(fieldErrors(Usage, { class_of_use: 'C1', business_mileage: null, total_mileage: 8000 })).toEqual({});
  });

  it('reports more business miles than total miles on business_mileage', () => {
    expect(fieldErrors(Usage, { class_of_use: 'C1', business_mileage: 8001, total_mileage: 8000 })).toEqual({
      business_mileage: ABOVE_TOTAL,
    });
  });

  it('still checks when another field of the object is invalid', () => {
    const errors = fieldErrors(Usage, { class_of_use: 5, business_mileage: 9000, total_mileage: 100 });
    expect(errors.business_mileage).toBeDefined();
    expect(errors.class_of_use).toBeDefined();
  });

  it('does not run on a value that is not the object', () => {
    expect(validateField(Usage, null)).not.toBeNull();
  });
});
