import { CALENDAR_YEARS_BACK } from '../domain/constants';
import { addDays, addMonths, dayOf, daysInMonth, isoOf, todayIso } from '../domain/dates';

/** The calendar's days are Dates at local midnight (domain/dates' dayOf), compared by their ISO dates. */
export interface CalendarLimits {
  min: Date;
  max: Date;
  isDisabled: (day: Date) => boolean;
}

const isBefore = (day: Date, other: Date) => isoOf(day) < isoOf(other);
const isAfter = (day: Date, other: Date) => isoOf(day) > isoOf(other);
export const isSameDay = (day: Date, other: Date) => isoOf(day) === isoOf(other);
export const today = (): Date => dayOf(todayIso());

/** SPEC: the calendar allows 100 years back to today unless the field gives its own min and max. */
export function calendarLimits(min?: string, max?: string, disabled?: (iso: string) => boolean, now: Date = today()): CalendarLimits {
  const lo = min ? dayOf(min) : addMonths(now, -12 * CALENDAR_YEARS_BACK);
  const hi = max ? dayOf(max) : now;
  return {
    min: lo,
    max: hi,
    isDisabled: (day) => isBefore(day, lo) || isAfter(day, hi) || Boolean(disabled?.(isoOf(day))),
  };
}

export function clampDay(day: Date, limits: CalendarLimits): Date {
  if (isBefore(day, limits.min)) return limits.min;
  if (isAfter(day, limits.max)) return limits.max;
  return day;
}

/** A month is offered when any of its days is inside the range; a year likewise. */
export function isUnitOutOfRange(day: Date, unit: 'month' | 'year', limits: CalendarLimits): boolean {
  const year = day.getFullYear();
  const first = unit === 'month' ? new Date(year, day.getMonth(), 1) : new Date(year, 0, 1);
  const last = unit === 'month' ? new Date(year, day.getMonth() + 1, 0) : new Date(year, 11, 31);
  return isBefore(last, limits.min) || isAfter(first, limits.max);
}

/** Monday 0 to Sunday 6, as UK weeks run. */
const weekday = (day: Date) => (day.getDay() + 6) % 7;

/** The weeks of a month, Monday first as in the UK; null pads the days of other months. */
export function monthWeeks(month: Date): Array<Array<Date | null>> {
  const first = new Date(month.getFullYear(), month.getMonth(), 1);
  const cells: Array<Date | null> = Array.from({ length: weekday(first) }, () => null);
  for (let d = 0; d < daysInMonth(first); d += 1) cells.push(addDays(first, d));
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** Years the year view lists: the default 100-year span widened to the field's own limits. */
export function calendarYears(limits: CalendarLimits, now: Date = new Date()): number[] {
  const first = Math.min(limits.min.getFullYear(), now.getFullYear() - CALENDAR_YEARS_BACK);
  const last = Math.max(limits.max.getFullYear(), now.getFullYear());
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Where a key moves the active day in the grid (APG date picker keys), or null for other keys. */
export function moveByKey(day: Date, key: string, shift: boolean): Date | null {
  switch (key) {
    case 'ArrowLeft': return addDays(day, -1);
    case 'ArrowRight': return addDays(day, 1);
    case 'ArrowUp': return addDays(day, -7);
    case 'ArrowDown': return addDays(day, 7);
    case 'Home': return addDays(day, -weekday(day));
    case 'End': return addDays(day, 6 - weekday(day));
    case 'PageUp': return addMonths(day, shift ? -12 : -1);
    case 'PageDown': return addMonths(day, shift ? 12 : 1);
    default: return null;
  }
}
