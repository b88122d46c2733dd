import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dobMax, ordinalDate, shiftDate, todayIso } from '../../../../src/domain/dates';
import { coverStartDate, date, dateFrom, dateTo, maxAge, minAge, purchaseDate } from '../../../../src/domain/validation/date-rules';
import { required } from '../../../../src/domain/validation/required';
import { validateField } from '../../../../src/domain/validation/validate-field';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2026, 2, 1, 9, 0)); // Sunday 1 March 2026
});
afterEach(() => vi.useRealTimers());

const dob = v.pipe(
  v.unknown(),
  required('Enter your date of birth'),
  date('Enter a real date of birth'),
  minAge(17, 'You must be 17 or over'),
  maxAge(120, 'Date of birth must be within the last 120 years'),
);

describe('date of birth', () => {
  it('needs a value, then a real date', () => {
    expect(validateField(dob, '')).toBe('Enter your date of birth');
    expect(validateField(dob, '31/02/2000')).toBe('Enter a real date of birth');
    expect(validateField(dob, '01/02/00')).toBe('Enter a real date of birth');
  });

  it('accepts a 17th birthday exactly today and refuses one day short', () => {
    expect(validateField(dob, '01/03/2009')).toBeNull();
    expect(validateField(dob, '02/03/2009')).toBe('You must be 17 or over');
    expect(validateField(dob, '2009-03-01')).toBeNull();
  });

  it('uses the 18 variant when asked', () => {
    const variant = v.pipe(v.unknown(), minAge(18, 'You must be 18 or over'));
    expect(validateField(variant, '01/03/2008')).toBeNull();
    expect(validateField(variant, '02/03/2008')).toBe('You must be 18 or over');
  });

  it('refuses anyone older than 120', () => {
    expect(validateField(dob, '01/03/1906')).toBeNull();
    expect(validateField(dob, '28/02/1906')).toBe('Date of birth must be within the last 120 years');
  });

  it('reads today when validating, not when the schema was built', () => {
    vi.setSystemTime(new Date(2026, 2, 2, 9, 0));
    expect(validateField(dob, '02/03/2009')).toBeNull();
  });
});

describe('dateFrom and dateTo', () => {
  it('compare with fixed limits, inclusive, with a message naming the limit', () => {
    const from = v.pipe(
      v.unknown(),
      dateFrom('2026-03-01', (limit) => `The date must be the same as or after ${ordinalDate(limit)}`),
    );
    expect(validateField(from, '01/03/2026')).toBeNull();
    expect(validateField(from, '28/02/2026')).toBe('The date must be the same as or after 1st March 2026');
    const to = v.pipe(
      v.unknown(),
      dateTo('2026-03-31', (limit) => `Before ${limit}`),
    );
    expect(validateField(to, '31/03/2026')).toBeNull();
    expect(validateField(to, '01/04/2026')).toBe('Before 2026-03-31');
  });

  it('compare with limits read at validation time, and skip a missing limit', () => {
    const licence = v.pipe(v.unknown(), dateTo(todayIso, 'Your licence date cannot be in the future'));
    expect(validateField(licence, '01/03/2026')).toBeNull();
    expect(validateField(licence, '02/03/2026')).toBe('Your licence date cannot be in the future');
    expect(
      validateField(
        v.pipe(
          v.unknown(),
          dateFrom(() => null, 'Too early'),
        ),
        '01/01/1900',
      ),
    ).toBeNull();
  });

  it('leave malformed dates to date()', () => {
    expect(validateField(v.pipe(v.unknown(), dateFrom('2026-01-01', 'Too early')), '31/02/2026')).toBeNull();
  });

  it('bound a third party date of birth to the latest selectable day', () => {
    const tpa = v.pipe(
      v.unknown(),
      dateTo(() => dobMax(), 'They must be 17 or over'),
    );
    expect(validateField(tpa, '01/03/2009')).toBeNull();
    expect(validateField(tpa, '02/03/2009')).toBe('They must be 17 or over');
  });
});

describe('cover start date', () => {
  const message = 'The start date must be today or within the next 30 days';
  const start = v.pipe(v.unknown(), required('Enter your cover start date'), date('Enter a real date'), coverStartDate(message));

  it('accepts today and today + 30, refuses yesterday and today + 31', () => {
    expect(validateField(start, todayIso())).toBeNull();
    expect(validateField(start, shiftDate(todayIso(), 30, 'day'))).toBeNull();
    expect(validateField(start, '31/03/2026')).toBeNull();
    expect(validateField(start, '01/04/2026')).toBe(message);
    expect(validateField(start, shiftDate(todayIso(), 31, 'day'))).toBe(message);
    expect(validateField(start, '28/02/2026')).toBe(message);
  });
});

describe('purchaseDate', () => {
  const boughtMessage = (limit: string) => `The date you bought the car must be the same as or after ${ordinalDate(limit)}`;

  it('is not before 1 January of the vehicle year', () => {
    let year: unknown = 2019;
    const bought = v.pipe(
      v.unknown(),
      purchaseDate(() => year, boughtMessage),
    );
    expect(validateField(bought, '01/01/2019')).toBeNull();
    expect(validateField(bought, '31/12/2018')).toBe('The date you bought the car must be the same as or after 1st January 2019');
    year = '2021';
    expect(validateField(bought, '01/06/2020')).toBe('The date you bought the car must be the same as or after 1st January 2021');
    year = null;
    expect(validateField(bought, '01/06/1990')).toBeNull();
  });

  it('skips the check, without throwing, when the vehicle year is not a number or text', () => {
    // Found by the property test: Number(Symbol()) throws a TypeError.
    for (const year of [
      Symbol('year'),
      {
        valueOf: () => {
          throw new Error('no');
        },
      },
      [2019, 2020],
    ]) {
      const bought = v.pipe(
        v.unknown(),
        purchaseDate(() => year, boughtMessage),
      );
      expect(validateField(bought, '31/12/9999')).toBeNull();
    }
  });
});
