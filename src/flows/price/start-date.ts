import * as v from 'valibot';
import { coverStartDate, date } from '../../domain/validation/date-rules';
import { required } from '../../domain/validation/required';
import { validateField } from '../../domain/validation/validate-field';

/** A new cover start date: a real date, today or within the next 30 days (read from the clock when checked). */
const START_DATE_RULES = v.pipe(
  v.unknown(),
  required('Enter a start date'),
  date('Enter a real date, for example 01/06/2026'),
  coverStartDate('The start date must be today or within the next 30 days'),
);

export function startDateError(value: unknown): string | null {
  return validateField(START_DATE_RULES, value);
}
