import { todayIso } from '../../../domain/dates';
import { date, dateFrom, dateTo } from '../../../domain/validation/date-rules';
import { required } from '../../../domain/validation/required';
import type { Choice, Question, QuestionContext } from '../question';
import { answerOf } from './answers';
import { rules, wholeNumber } from './rules';

const CONDITION = 'driver_details.medical_condition';
export const MEDICAL_CONDITIONS: readonly Choice[] = [
  { value: 'DIABETES', label: 'medical.diabetes' },
  { value: 'EPILEPSY', label: 'medical.epilepsy' },
  { value: 'HEART', label: 'medical.heart' },
  { value: 'STROKE', label: 'medical.stroke' },
  { value: 'SIGHT', label: 'medical.sight' },
  { value: 'SLEEP', label: 'medical.sleep' },
  { value: 'NEURO', label: 'medical.neuro' },
  { value: 'MENTAL', label: 'medical.mental' },
  { value: 'OTHER', label: 'medical.other' },
];
const STATUSES: readonly Choice[] = [
  { value: 'stable', label: 'medical.stable' },
  { value: 'improving', label: 'medical.improving' },
  { value: 'worse', label: 'medical.worse' },
];

const of = (context: QuestionContext, field: string) => answerOf(context, `${CONDITION}.${field}`);
const hasCondition = (context: QuestionContext) => answerOf(context, 'driver_details.has_medical_condition') === true;
const isCode = (code: string) => (context: QuestionContext) => hasCondition(context) && of(context, 'code') === code;
const follows = (when: (context: QuestionContext) => boolean = hasCondition) => ({ indent: true, when });
const yesNo = (field: string, label: Question['label'], message: string, when?: (context: QuestionContext) => boolean): Question => ({
  path: `${CONDITION}.${field}`, label, control: { kind: 'yesno' }, ...follows(when), rules: () => rules(required(message)),
});
const pastDate = (what: string, context: QuestionContext) =>
  rules(required(`Enter the date ${what}`), date(`The date ${what} must be a real date`), dateFrom(() => answerOf(context, 'date_of_birth') as string | null, `The date ${what} must be after your date of birth`), dateTo(() => todayIso(), `The date ${what} must be today or in the past`));

/** The follow-ups of 'a medical condition the DVLA should know about': what it is and how it is managed. */
export const MEDICAL_QUESTIONS: Question[] = [
  { path: `${CONDITION}.code`, label: 'medical.code', control: { kind: 'radios', options: MEDICAL_CONDITIONS }, ...follows(), rules: () => rules(required('Select the medical condition')) },
  { path: `${CONDITION}.date`, label: 'medical.date', control: { kind: 'date', max: () => todayIso() }, ...follows(), rules: (context) => pastDate('it was diagnosed', context) },
  yesNo('has_insulin_injections', 'medical.insulin', 'Select yes if it is treated with insulin injections', isCode('DIABETES')),
  { path: `${CONDITION}.insulin_units`, label: 'medical.insulinUnits', control: { kind: 'number' }, ...follows((c) => isCode('DIABETES')(c) && of(c, 'has_insulin_injections') === true), rules: () => rules(required('Enter how many units of insulin a day'), wholeNumber(1, 500, 'Units of insulin must be a whole number, like 40')) },
  { path: `${CONDITION}.number_of_coronary_attacks`, label: 'medical.attacks', control: { kind: 'number' }, ...follows(isCode('HEART')), rules: () => rules(required('Enter how many heart attacks there have been, or 0'), wholeNumber(0, 20, 'Heart attacks must be a whole number, like 1')) },
  yesNo('has_coronary_by_pass', 'medical.bypass', 'Select yes if there has been a coronary bypass', isCode('HEART')),
  {
    path: `${CONDITION}.coronary_date`,
    label: 'medical.coronaryDate',
    control: { kind: 'date', max: () => todayIso() },
    ...follows((c) => isCode('HEART')(c) && (Number(of(c, 'number_of_coronary_attacks')) > 0 || of(c, 'has_coronary_by_pass') === true)),
    rules: (context) => pastDate('of the last heart attack or bypass', context),
  },
  yesNo('is_dvla_notified', 'medical.dvlaNotified', 'Select yes if the DVLA has been told about it'),
  { ...yesNo('has_dvla_restriction', 'medical.dvlaRestriction', 'Select yes if the DVLA has restricted the licence', (c) => hasCondition(c) && of(c, 'is_dvla_notified') === true), hint: 'medical.dvlaRestrictionHint' },
  yesNo('is_receiving_treatment', 'medical.treatment', 'Select yes if there is ongoing treatment'),
  { path: `${CONDITION}.treatment_description`, label: 'medical.treatmentDescription', control: { kind: 'text' }, ...follows((c) => hasCondition(c) && of(c, 'is_receiving_treatment') === true), rules: () => rules(required('Enter the treatment')) },
  yesNo('is_vehicle_modified', 'medical.vehicleModified', 'Select yes if the car has been adapted because of it'),
  { path: `${CONDITION}.status`, label: 'medical.status', control: { kind: 'radios', options: STATUSES }, ...follows(), rules: () => rules(required('Select how the condition is now')) },
];
