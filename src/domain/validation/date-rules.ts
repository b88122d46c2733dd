import * as v from 'valibot';
import type { Message } from '../../config/label-message';
import { ruleMessage } from './rule-message';
import { MAX_DRIVING_AGE, MIN_DRIVING_AGE } from '../constants';
import { ageOn, shiftDate, startDateWindow, toIsoDate, todayIso } from '../dates';
import { isBlank } from './required';

/** A limit fixed when the schema is built, or read when the value is checked (so 'today' stays today). */
export type DateBound = string | null | undefined | (() => string | null | undefined);
/** A fixed message, or one built from the limit ('... after 1st March 2026'). */
export type BoundMessage = Message | ((limit: string) => Message);

function resolve(bound: DateBound): string | null {
  return toIsoDate(typeof bound === 'function' ? bound() : bound);
}

function say(message: BoundMessage, limit: string): Message {
  return typeof message === 'function' ? message(limit) : message;
}

// Range rules only judge real dates: blank and malformed values are for required() and date().
function onDate<TInput>(test: (iso: string) => boolean, message: Message | (() => Message)) {
  return v.check<TInput, v.ErrorMessage<v.CheckIssue<TInput>>>((input) => {
    const iso = toIsoDate(input);
    return iso === null || test(iso);
  }, ruleMessage(message));
}

/** date: a real date typed as DD/MM/YYYY (or stored as YYYY-MM-DD). */
export function date<TInput>(message: Message) {
  return v.check<TInput, string>((input) => isBlank(input) || toIsoDate(input) !== null, ruleMessage(message));
}

/** minAge: at least `years` old today (checked on the date of birth). */
export function minAge<TInput>(years: number = MIN_DRIVING_AGE, message: Message) {
  return onDate<TInput>((dob) => (ageOn(dob, todayIso()) ?? -1) >= years, message);
}

/** The maximum driving age: born no earlier than `years` ago today, the calendar's earliest day too. */
export function maxAge<TInput>(years: number = MAX_DRIVING_AGE, message: Message) {
  return onDate<TInput>((dob) => dob >= shiftDate(todayIso(), -years, 'year'), message);
}

/** dateFrom: on or after the limit (no limit, no check). */
export function dateFrom<TInput>(min: DateBound, message: BoundMessage) {
  return onDate<TInput>(
    (iso) => {
      const limit = resolve(min);
      return limit === null || iso >= limit;
    },
    () => say(message, resolve(min) ?? ''),
  );
}

/** dateTo: on or before the limit (no limit, no check). */
export function dateTo<TInput>(max: DateBound, message: BoundMessage) {
  return onDate<TInput>(
    (iso) => {
      const limit = resolve(max);
      return limit === null || iso <= limit;
    },
    () => say(message, resolve(max) ?? ''),
  );
}

/** purchaseDate: not before 1 January of the vehicle's year (no year known, no check). */
export function purchaseDate<TInput>(vehicleYear: () => unknown, message: BoundMessage) {
  const firstOfYear = () => {
    const raw = vehicleYear();
    // Number() throws on a Symbol or an object with a throwing valueOf; only a number or text is a year.
    const year = typeof raw === 'number' || typeof raw === 'string' ? Number(raw) : Number.NaN;
    return Number.isInteger(year) && year >= 1000 && year <= 9999 ? `${year}-01-01` : null;
  };
  return dateFrom<TInput>(firstOfYear, message);
}

/** The cover start date: today to 30 days ahead, read from the clock when checked. */
export function coverStartDate<TInput>(message: Message) {
  return onDate<TInput>((iso) => {
    const { min, max } = startDateWindow(todayIso());
    return iso >= min && iso <= max;
  }, message);
}
