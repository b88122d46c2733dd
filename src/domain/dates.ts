import dayjs from 'dayjs';
import { MAX_DRIVING_AGE, MIN_DRIVING_AGE, START_DATE_MAX_DAYS } from './constants';

/** Dates are stored as YYYY-MM-DD and shown as DD/MM/YYYY. */
const ISO_DATE_FORMAT = 'YYYY-MM-DD';
const DISPLAY_DATE_FORMAT = 'DD/MM/YYYY';

/** An inclusive range of ISO dates, e.g. a calendar's selectable days. */
export interface DateRange {
  min: string;
  max: string;
}

// Two-digit day and month, a four-digit year from 1000: the shape is checked before the calendar.
const DISPLAY_SHAPE = /^(\d{2})\/(\d{2})\/([1-9]\d{3})$/;
const ISO_SHAPE = /^([1-9]\d{3})-(\d{2})-(\d{2})$/;

/**
 * 'YYYY-MM-DD' when the day exists in that month and year, else null: a day the calendar lacks
 * (31/02, 00/01, 01/13) rolls over into another date, so it does not come back as it went in.
 */
function realDate(year: string, month: string, day: string): string | null {
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.getUTCFullYear() === Number(year) && date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day)
    ? `${year}-${month}-${day}`
    : null;
}

/** 'DD/MM/YYYY' -> 'YYYY-MM-DD', or null for anything that is not a real date (31/02/2024, 01/02/24). */
export function parseDisplayDate(text: unknown): string | null {
  const parts = typeof text === 'string' ? DISPLAY_SHAPE.exec(text.trim()) : null;
  return parts ? realDate(parts[3], parts[2], parts[1]) : null;
}

/** What people type between a date's parts: a slash, a dot, a comma (Android's number pad), a hyphen or a space. */
const DATE_SEPARATOR = /[/.,\-\s]/;

/**
 * Text typed or pasted into a date field -> the DD/MM/YYYY field's text. People type '4/3/1988',
 * '4.3.1988', '04 03 1988' or '04031988': a day or month of one digit is padded once a separator
 * follows it, any separator becomes '/', and a run of digits is split 2, 2, 4. Nothing is guessed
 * beyond that: a two-digit year stays two digits (then the field's message asks for four).
 */
export function normaliseTypedDate(text: string): string {
  const parts: string[] = [];
  let current = '';
  let endsWithSeparator = false;
  for (const char of text) {
    if (/\d/.test(char)) {
      // A day or month already has its two digits: the next digit starts the next part.
      if (parts.length < 2 && current.length === 2) {
        parts.push(current);
        current = '';
      }
      current += char;
      endsWithSeparator = false;
    } else if (DATE_SEPARATOR.test(char) && current !== '' && parts.length < 2) {
      parts.push(current.padStart(2, '0'));
      current = '';
      endsWithSeparator = true;
    }
  }
  if (current !== '') parts.push(parts.length < 2 ? current : current.slice(0, 4));
  const joined = parts.join('/');
  return endsWithSeparator ? `${joined}/` : joined;
}

// A dayjs shift is the dearest step of a date rule, and a form's rules and calendars read the same
// few dates (a date of birth, today) many times on each key typed. These functions answer by their
// arguments alone, so their answers are kept: a few hundred at most.
const KEPT_DATES = 500;
function kept<T>(store: Map<string, T>, key: string, work: () => T): T {
  const known = store.get(key);
  if (known !== undefined || store.has(key)) return known as T;
  const answer = work();
  if (store.size >= KEPT_DATES) store.clear();
  store.set(key, answer);
  return answer;
}
const shiftedDates = new Map<string, string>();

/** Either form ('DD/MM/YYYY' typed or 'YYYY-MM-DD' stored) -> 'YYYY-MM-DD', or null. */
export function toIsoDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const parts = ISO_SHAPE.exec(value.trim());
  return parts ? realDate(parts[1], parts[2], parts[3]) : parseDisplayDate(value);
}

/** 'YYYY-MM-DD' -> 'DD/MM/YYYY'; '' when there is no valid date. */
export function formatDisplayDate(value: unknown): string {
  const iso = toIsoDate(value);
  return iso ? dayjs(iso).format(DISPLAY_DATE_FORMAT) : '';
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * Today's local date as 'YYYY-MM-DD', read from the clock at call time. Written out by hand, not
 * with dayjs().format(): the date rules and a form's remembered checks (details-form/model/validate.ts)
 * read it many times on each key typed, and formatting parses its pattern each time.
 */
export function todayIso(): string {
  const now = new Date();
  return `${String(now.getFullYear()).padStart(4, '0')}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`;
}

/** Shifts an ISO date by whole years or days (29 February moves to 28 February in a common year). */
export function shiftDate(iso: string, amount: number, unit: 'year' | 'day'): string {
  return kept(shiftedDates, `${iso} ${amount} ${unit}`, () => dayjs(iso).add(amount, unit).format(ISO_DATE_FORMAT));
}

/** Completed years between a date of birth and a day (default today); null when either is invalid. */
export function ageOn(dateOfBirth: unknown, on: string = todayIso()): number | null {
  const dob = toIsoDate(dateOfBirth);
  const day = toIsoDate(on);
  if (!dob || !day) return null;
  // Compared as MM-DD so someone born on 29 February turns a year older on 1 March in common years.
  const years = Number(day.slice(0, 4)) - Number(dob.slice(0, 4));
  return day.slice(5) < dob.slice(5) ? years - 1 : years;
}

/** '1st', '2nd', '3rd', '4th', '11th', '21st', ... */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** 'YYYY-MM-DD' -> '4 March 1988', as GOV.UK writes dates in text; '' when invalid. */
export function longDate(value: unknown): string {
  const iso = toIsoDate(value);
  return iso ? dayjs(iso).format('D MMMM YYYY') : '';
}

/** 'YYYY-MM-DD' -> '1st March 2026'; '' when invalid. */
export function ordinalDate(value: unknown): string {
  const iso = toIsoDate(value);
  if (!iso) return '';
  const date = dayjs(iso);
  return `${ordinal(date.date())} ${date.format('MMMM YYYY')}`;
}

/**
 * Cover start as docs/product/constants.md#cover-start shows it: the ordinal date, and whether cover begins at 00:01 that day
 * (any day but today; cover starting today starts at once). Null for no valid date.
 */
export function coverStart(startDate: unknown, today: string = todayIso()): { date: string; fromMidnight: boolean } | null {
  const date = ordinalDate(startDate);
  return date ? { date, fromMidnight: toIsoDate(startDate) !== today } : null;
}

/**
 * The last day of cover (at 23:59), docs/product/constants.md#cover-end: the day before the same date 12 months on;
 * a 29 February start, whose date a common year lacks, ends on 28 February. '' for no valid date.
 */
export function coverEnd(startDate: unknown): string {
  const iso = toIsoDate(startDate);
  if (!iso) return '';
  const start = dayjs(iso);
  const year = start.add(1, 'year');
  return (year.date() === start.date() ? year.add(-1, 'day') : year).format(ISO_DATE_FORMAT);
}

/** Latest date of birth allowed: today minus the minimum driving age. */
export function dobMax(today: string = todayIso(), minAge: number = MIN_DRIVING_AGE): string {
  return shiftDate(today, -minAge, 'year');
}

/** Date-of-birth range: from the maximum driving age back to the minimum driving age ago. */
export function dobRange(today: string = todayIso(), minAge: number = MIN_DRIVING_AGE): DateRange {
  return { min: shiftDate(today, -MAX_DRIVING_AGE, 'year'), max: dobMax(today, minAge) };
}

/**
 * How many years back a date-of-birth calendar opens: the middle of a driving life, so the year
 * she wants is a short scroll away whatever her age.
 */
const BIRTH_CALENDAR_YEARS_BACK = 40;

/** The day a date-of-birth calendar with no date yet opens on (its year view shows that year). */
export function birthCalendarStart(today: string = todayIso()): string {
  return shiftDate(today, -BIRTH_CALENDAR_YEARS_BACK, 'year');
}

/** Cover start window: today to today plus 30 days. */
export function startDateWindow(today: string = todayIso()): DateRange {
  return { min: today, max: shiftDate(today, START_DATE_MAX_DAYS, 'day') };
}

/** Licence date range: from date of birth plus the minimum driving age (or today minus the maximum age) to today. */
export function licenceDateRange(dateOfBirth: unknown, today: string = todayIso(), minAge: number = MIN_DRIVING_AGE): DateRange {
  const dob = toIsoDate(dateOfBirth);
  const min = dob ? shiftDate(dob, minAge, 'year') : shiftDate(today, -MAX_DRIVING_AGE, 'year');
  return { min, max: today };
}

/** A start date has expired once the end of that day is not in the future. */
export function isStartDateExpired(startDate: unknown, now: Date = new Date()): boolean {
  const iso = toIsoDate(startDate);
  return !iso || !dayjs(iso).endOf('day').isAfter(dayjs(now));
}

/** Direct-debit collection_day: the start date's day of month as two digits ('05'); null when invalid. */
export function collectionDay(startDate: unknown): string | null {
  const iso = toIsoDate(startDate);
  return iso ? iso.slice(8, 10) : null;
}

/** The shortest month (February) has 28 days: a collection day after it is missing from some months. */
const SHORTEST_MONTH_DAYS = 28;

/** True for a collection day (29th to 31st) some months lack; Direct Debits then collect on the month's last day. */
export function isCollectionDayMissingInShortMonths(day: number): boolean {
  return day > SHORTEST_MONTH_DAYS;
}
