import dayjs, { type Dayjs } from 'dayjs';

/** The calendar's year list starts this many years back (docs/product/validation.md#calendars). */
const CALENDAR_YEARS_BACK = 100;

export interface CalendarLimits {
  min: Dayjs;
  max: Dayjs;
  isDisabled: (day: Dayjs) => boolean;
}

/** docs/product/validation.md#what-is-checked: the calendar allows 100 years back to today unless the field gives its own min and max. */
export function calendarLimits(min?: string, max?: string, disabled?: (iso: string) => boolean, today: Dayjs = dayjs()): CalendarLimits {
  const lo = min ? dayjs(min) : today.subtract(CALENDAR_YEARS_BACK, 'year');
  const hi = max ? dayjs(max) : today;
  const outOfRange = (day: Dayjs) => day.isBefore(lo, 'day') || day.isAfter(hi, 'day');
  return {
    min: lo.startOf('day'),
    max: hi.startOf('day'),
    isDisabled: (day) => outOfRange(day) || Boolean(disabled?.(day.format('YYYY-MM-DD'))),
  };
}

export function clampDay(day: Dayjs, limits: CalendarLimits): Dayjs {
  if (day.isBefore(limits.min, 'day')) return limits.min;
  if (day.isAfter(limits.max, 'day')) return limits.max;
  return day;
}

/** A month is offered when any of its days is inside the range; a year likewise. */
export function isUnitOutOfRange(day: Dayjs, unit: 'month' | 'year', limits: CalendarLimits): boolean {
  return day.endOf(unit).isBefore(limits.min, 'day') || day.startOf(unit).isAfter(limits.max, 'day');
}

/** The weeks of a month, Monday first as in the UK; null pads the days of other months. */
export function monthWeeks(month: Dayjs): Array<Array<Dayjs | null>> {
  const first = month.startOf('month');
  const lead = (first.day() + 6) % 7;
  const cells: Array<Dayjs | null> = Array.from({ length: lead }, () => null);
  for (let d = 0; d < first.daysInMonth(); d += 1) cells.push(first.add(d, 'day'));
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** Years the year view lists: the default 100-year span widened to the field's own limits. */
export function calendarYears(limits: CalendarLimits, today: Dayjs = dayjs()): number[] {
  const first = Math.min(limits.min.year(), today.year() - CALENDAR_YEARS_BACK);
  const last = Math.max(limits.max.year(), today.year());
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Where a key moves the active day in the grid (APG date picker keys), or null for other keys. */
export function moveByKey(day: Dayjs, key: string, shift: boolean): Dayjs | null {
  switch (key) {
    case 'ArrowLeft':
      return day.subtract(1, 'day');
    case 'ArrowRight':
      return day.add(1, 'day');
    case 'ArrowUp':
      return day.subtract(1, 'week');
    case 'ArrowDown':
      return day.add(1, 'week');
    case 'Home':
      return day.subtract((day.day() + 6) % 7, 'day');
    case 'End':
      return day.add(6 - ((day.day() + 6) % 7), 'day');
    case 'PageUp':
      return day.subtract(1, shift ? 'year' : 'month');
    case 'PageDown':
      return day.add(1, shift ? 'year' : 'month');
    default:
      return null;
  }
}
