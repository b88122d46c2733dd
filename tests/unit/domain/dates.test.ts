import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ageOn,
  birthCalendarStart,
  normaliseTypedDate,
  collectionDay,
  coverStart,
  dobMax,
  dobRange,
  formatDisplayDate,
  isStartDateExpired,
  licenceDateRange,
  ordinal,
  ordinalDate,
  parseDisplayDate,
  startDateWindow,
  toIsoDate,
  todayIso,
} from '../../../src/domain/dates';

describe('parseDisplayDate', () => {
  it('turns DD/MM/YYYY into YYYY-MM-DD', () => {
    expect(parseDisplayDate('01/03/2026')).toBe('2026-03-01');
    expect(parseDisplayDate(' 29/02/2024 ')).toBe('2024-02-29');
  });

  it.each(['31/02/2024', '29/02/2023', '32/01/2024', '00/01/2024', '01/13/2024', '01/02/24', '1/2/2024', '2024-02-01', '', 'abc'])(
    'refuses %j',
    (text) => expect(parseDisplayDate(text)).toBeNull(),
  );

  it('refuses non-strings', () => {
    expect(parseDisplayDate(20240101)).toBeNull();
    expect(parseDisplayDate(null)).toBeNull();
  });
});

describe('toIsoDate and formatDisplayDate', () => {
  it('accepts both the stored and the typed form', () => {
    expect(toIsoDate('2024-02-29')).toBe('2024-02-29');
    expect(toIsoDate('29/02/2024')).toBe('2024-02-29');
    expect(toIsoDate('2023-02-29')).toBeNull();
    expect(toIsoDate('2024-2-1')).toBeNull();
  });

  it('formats a stored date for display, or gives an empty string', () => {
    expect(formatDisplayDate('2026-03-01')).toBe('01/03/2026');
    expect(formatDisplayDate(null)).toBe('');
    expect(formatDisplayDate('2026-02-30')).toBe('');
  });
});

describe('ageOn', () => {
  it('counts a birthday only once it has arrived', () => {
    expect(ageOn('2009-03-01', '2026-03-01')).toBe(17);
    expect(ageOn('2009-03-02', '2026-03-01')).toBe(16);
    expect(ageOn('01/03/2009', '2026-02-28')).toBe(16);
  });

  it('makes someone born on 29 February a year older on 1 March in a common year', () => {
    expect(ageOn('2008-02-29', '2025-02-28')).toBe(16);
    expect(ageOn('2008-02-29', '2025-03-01')).toBe(17);
    expect(ageOn('2008-02-29', '2024-02-29')).toBe(16);
  });

  it('is null for an invalid date', () => {
    expect(ageOn('31/02/2000', '2026-01-01')).toBeNull();
  });
});

describe('ordinal dates', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [30, '30th'],
    [31, '31st'],
    [101, '101st'],
    [111, '111th'],
  ])('%i -> %s', (n, text) => expect(ordinal(n)).toBe(text));

  it('writes day-ordinal month year', () => {
    expect(ordinalDate('2026-03-01')).toBe('1st March 2026');
    expect(ordinalDate('22/12/2025')).toBe('22nd December 2025');
    expect(ordinalDate('nonsense')).toBe('');
  });

  it('says cover starts from midnight unless it starts today', () => {
    expect(coverStart('2026-03-01', '2026-02-20')).toEqual({ date: '1st March 2026', fromMidnight: true });
    expect(coverStart('2026-03-01', '2026-03-01')).toEqual({ date: '1st March 2026', fromMidnight: false });
    expect(coverStart(null, '2026-03-01')).toBeNull();
  });
});

describe('ranges from today', () => {
  it('puts the latest date of birth 17 years back (18 on the variant)', () => {
    expect(dobMax('2026-03-01')).toBe('2009-03-01');
    expect(dobMax('2026-03-01', 18)).toBe('2008-03-01');
    expect(dobMax('2025-02-28')).toBe('2008-02-28');
    expect(dobRange('2026-03-01')).toEqual({ min: '1906-03-01', max: '2009-03-01' });
  });

  it('opens the start window from today to today + 30 days', () => {
    expect(startDateWindow('2026-01-15')).toEqual({ min: '2026-01-15', max: '2026-02-14' });
    expect(startDateWindow('2024-02-10')).toEqual({ min: '2024-02-10', max: '2024-03-11' });
  });

  it('runs the licence range from date of birth + 17 years, or today - 120 years, to today', () => {
    expect(licenceDateRange('2000-06-15', '2026-03-01')).toEqual({ min: '2017-06-15', max: '2026-03-01' });
    expect(licenceDateRange('15/06/2000', '2026-03-01', 18)).toEqual({ min: '2018-06-15', max: '2026-03-01' });
    expect(licenceDateRange(null, '2026-03-01')).toEqual({ min: '1906-03-01', max: '2026-03-01' });
  });

  it('gives the collection day as two digits', () => {
    expect(collectionDay('2026-03-05')).toBe('05');
    expect(collectionDay('2026-03-31')).toBe('31');
    expect(collectionDay('')).toBeNull();
  });
});

describe('the clock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 2, 1, 14, 30));
  });
  afterEach(() => vi.useRealTimers());

  it('reads today at call time', () => {
    expect(todayIso()).toBe('2026-03-01');
    expect(dobMax()).toBe('2009-03-01');
    vi.setSystemTime(new Date(2026, 2, 2, 0, 5));
    expect(todayIso()).toBe('2026-03-02');
  });

  it('treats a start date as expired once its day has ended', () => {
    expect(isStartDateExpired('2026-03-01')).toBe(false);
    expect(isStartDateExpired('2026-02-28')).toBe(true);
    expect(isStartDateExpired('2026-03-01', new Date(2026, 2, 1, 23, 59, 59, 999))).toBe(true);
    expect(isStartDateExpired('2026-03-01', new Date(2026, 2, 1, 23, 59, 59, 998))).toBe(false);
    expect(isStartDateExpired('not a date')).toBe(true);
  });
});

describe('normaliseTypedDate', () => {
  it.each([
    ['4/3/1988', '04/03/1988'],
    ['14/3/1988', '14/03/1988'],
    ['4.3.1988', '04/03/1988'],
    ['04 03 1988', '04/03/1988'],
    ['4,3,1988', '04/03/1988'],
    ['04031988', '04/03/1988'],
    ['4/', '04/'],
    ['4/3/', '04/03/'],
    ['140', '14/0'],
    ['4//3', '04/3'],
    ['4-3-88', '04/03/88'],
    ['04/03/19881', '04/03/1988'],
  ])('%s -> %s', (typed, shown) => {
    expect(normaliseTypedDate(typed)).toBe(shown);
  });
});

describe('birthCalendarStart', () => {
  it('is forty years back', () => {
    expect(birthCalendarStart('2026-11-25')).toBe('1986-11-25');
  });
});
