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
  { path: 'code', label: 'conviction.code', hint: 'conviction.codeHint', control: { kind: 'select', list: 'motor_convictions', showCode: true }, rules: () => rules(required('Select the conviction code')) },
  {
    path: 'offence_date',
    label: 'conviction.offenceDate',
    control: { kind: 'date', max: () => todayIso() },
    rules: () => rules(required('Enter the date of the offence'), date('The date of the offence must be a real date'), dateTo(() => todayIso(), 'The date of the offence must be today or in the past')),
  },
  {
    path: 'conviction_date',
    label: 'conviction.convictionDate',
    hint: 'conviction.convictionDateHint',
    control: { kind: 'date', min: lookBackStart, max: () => todayIso() },
    rules: (context) =>
      rules(
        required('Enter the date of the conviction'),
        date('The date of the conviction must be a real date'),
        dateFrom(lookBackStart, 'Only include convictions from the last 5 years'),
        dateTo(() => todayIso(), 'The date of the conviction must be today or in the past'),
        dateFrom(() => offenceDate(context), 'The date of the conviction must be the same as or after the date of the offence'),
      ),
  },
  { path: 'points', label: 'conviction.points', control: { kind: 'number' }, rules: () => rules(required('Enter the number of penalty points, or 0 if there were none'), wholeNumber(0, 12, 'Penalty points must be a whole number from 0 to 12')) },
  { path: 'fine', label: 'conviction.fine', control: { kind: 'money' }, rules: () => rules(required('Enter the fine, or 0 if there was none'), minValue(0, 'Enter the fine in pounds, like 100')) },
  { path: 'has_ban_months', label: 'conviction.hasBan', control: { kind: 'yesno' }, rules: () => rules(required('Select yes if there was a driving ban')) },
  { path: 'ban_months', label: 'conviction.banMonths', indent: true, control: { kind: 'number' }, when: answered('has_ban_months', true), rules: () => rules(required('Enter how many months the ban was'), wholeNumber(1, 240, 'The ban must be a whole number of months, like 12')) },
  { path: 'alcohol_reading_type', label: 'conviction.alcoholType', control: { kind: 'radios', options: ALCOHOL_TYPES }, when: isDrink, rules: () => rules(required('Select how the alcohol level was measured')) },
  { path: 'alcohol_reading', label: 'conviction.alcoholReading', indent: true, control: { kind: 'number' }, when: (context) => isDrink(context) && Boolean(answerOf(context, 'alcohol_reading_type')), rules: () => rules(required('Enter the alcohol reading'), wholeNumber(1, 999, 'The alcohol reading must be a whole number, like 52')) },
];
