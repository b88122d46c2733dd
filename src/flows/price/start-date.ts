import * as v from 'valibot';
import { msg, type Message } from '../../config/label-message';
import { coverStartDate, date } from '../../domain/validation/date-rules';
import { required } from '../../domain/validation/required';
import { validateField } from '../../domain/validation/validate-field';
import { ROUTES, withUuid } from '../../widget/routes';

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

/**
 * The price screen with the new-date dialog open: the quote's cover start has passed, found by the
 * widget or refused by the insurer at the card page or accept (docs/product/regulation.md#cover-start-and-a-bought-policy).
 */
export const startPassedRoute = (uuid: string): string => `${withUuid(ROUTES.pricePresentation, uuid)}&start=passed`;
