import * as v from 'valibot';
import { msg, type Message } from '../../config/label-message';
import { coverStartDate, date } from '../../domain/validation/date-rules';
import { required } from '../../domain/validation/required';
import { validateField } from '../../domain/validation/validate-field';

/** A new cover start date: a real date, today or within the next 30 days (read from the clock when checked). */
const START_DATE_RULES = v.pipe(
  v.unknown(),
  required(msg('error.newStartDate')),
  date(msg('error.newStartDateReal')),
  coverStartDate(msg('error.startDateWindow')),
);

export function startDateError(value: unknown): Message | null {
  return validateField(START_DATE_RULES, value);
}
