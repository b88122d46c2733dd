import { msg } from '../../../config/label-message';
import { todayIso } from '../../../domain/dates';
import { date, dateFrom, dateTo } from '../../../domain/validation/date-rules';
import { minValue } from '../../../domain/validation/number-rules';
import { required } from '../../../domain/validation/required';
import type { Choice, Question, QuestionContext } from '../question';
import { answerOf, answered } from './answers';
import { lookBackStart } from './claim-questions';
import { rules, wholeNumber } from './rules';

// Drink-driving offences measured by a reading; failing to give a specimen (DR30, DR31, DR61) has none.
const DRINK_CODES = /^(DR[1245]0|CD[46]0)$/;
const ALCOHOL_TYPES: readonly Choice[] = [
  { value: 'breath', label: 'conviction.alcoholBreath' },
  { value: 'blood', label: 'conviction.alcoholBlood' },
  { value: 'urine', label: 'conviction.alcoholUrine' },
];
const isDrink = (context: QuestionContext) => DRINK_CODES.test(String(answerOf(context, 'code') ?? ''));
const offenceDate = (context: QuestionContext) => answerOf(context, 'offence_date') as string | null;

/** One motoring conviction (the convictions modal), asked of the item at 'driver_details.licence.convictions.N'. */
export const CONVICTION_QUESTIONS: Question[] = [
  {
    path: 'code',
    label: 'conviction.code',
    hint: 'conviction.codeHint',
    control: { kind: 'select', list: 'motor_convictions', showCode: true },
    rules: rules(required(msg('error.conviction.code'))),
  },
  {
    path: 'offence_date',
    label: 'conviction.offenceDate',
    control: { kind: 'date', max: () => todayIso() },
    rules: rules(
      required(msg('error.conviction.offenceDate')),
      date(msg('error.conviction.offenceDateReal')),
      dateTo(() => todayIso(), msg('error.conviction.offenceDatePast')),
    ),
  },
  {
    path: 'conviction_date',
    label: 'conviction.convictionDate',
    hint: 'conviction.convictionDateHint',
    control: { kind: 'date', min: lookBackStart, max: () => todayIso() },
    rules: (context) =>
      rules(
        required(msg('error.conviction.date')),
        date(msg('error.conviction.dateReal')),
        dateFrom(lookBackStart, msg('error.conviction.dateLookBack')),
        dateTo(() => todayIso(), msg('error.conviction.datePast')),
        dateFrom(() => offenceDate(context), msg('error.conviction.dateAfterOffence')),
      ),
  },
  {
    path: 'points',
    label: 'conviction.points',
    control: { kind: 'number' },
    rules: rules(required(msg('error.conviction.points')), wholeNumber(0, 12, msg('error.conviction.pointsRange'))),
  },
  {
    path: 'fine',
    label: 'conviction.fine',
    control: { kind: 'money' },
    rules: rules(required(msg('error.conviction.fine')), minValue(0, msg('error.conviction.fineAmount'))),
  },
  {
    path: 'has_ban_months',
    label: 'conviction.hasBan',
    control: { kind: 'yesno' },
    rules: rules(required(msg('error.conviction.hasBan'))),
  },
  {
    path: 'ban_months',
    label: 'conviction.banMonths',
    indent: true,
    control: { kind: 'number' },
    when: answered('has_ban_months', true),
    rules: rules(required(msg('error.conviction.banMonths')), wholeNumber(1, 240, msg('error.conviction.banRange'))),
  },
  {
    path: 'alcohol_reading_type',
    label: 'conviction.alcoholType',
    control: { kind: 'radios', options: ALCOHOL_TYPES },
    when: isDrink,
    rules: rules(required(msg('error.conviction.alcoholType'))),
  },
  {
    path: 'alcohol_reading',
    label: 'conviction.alcoholReading',
    indent: true,
    control: { kind: 'number' },
    when: (context) => isDrink(context) && Boolean(answerOf(context, 'alcohol_reading_type')),
    rules: rules(required(msg('error.conviction.alcoholReading')), wholeNumber(1, 999, msg('error.conviction.alcoholRange'))),
  },
];
