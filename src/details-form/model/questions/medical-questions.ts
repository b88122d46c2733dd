import { msg, type FieldMessage, type Message } from '../../../config/label-message';
import { ruleMessage } from '../../../domain/validation/rule-message';
import { todayIso } from '../../../domain/dates';
import { date, dateFrom, dateTo } from '../../../domain/validation/date-rules';
import { required } from '../../../domain/validation/required';
import type { Choice, Question, QuestionContext } from '../question';
import type { MedicalConditionSchema } from '../../../contract/medical-condition';
import { answerOf } from './answers';
import { rules, wholeNumber } from './rules';

const CONDITION = 'driver_details.medical_condition';
const MEDICAL_CONDITIONS: readonly Choice[] = [
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
const yesNo = (
  field: keyof typeof MedicalConditionSchema.entries & string,
  label: Question['label'],
  message: Message,
  when?: (context: QuestionContext) => boolean,
): Question => ({
  path: `${CONDITION}.${field}`,
  label,
  control: { kind: 'yesno' },
  ...follows(when),
  rules: rules(required(message)),
});
// {when} holds a label message of its own ('it was diagnosed'), so a brand words both halves.
const pastDate = (when: FieldMessage, context: QuestionContext) =>
  rules(
    required(msg('error.medical.date', { when })),
    date(msg('error.medical.dateReal', { when })),
    dateFrom(() => answerOf(context, 'date_of_birth') as string | null, msg('error.medical.dateAfterBirth', { when })),
    dateTo(() => todayIso(), msg('error.medical.datePast', { when })),
  );

/** The follow-ups of 'a medical condition the DVLA should know about': what it is and how it is managed. */
export const MEDICAL_QUESTIONS: Question[] = [
  {
    path: `${CONDITION}.code`,
    label: 'medical.code',
    control: { kind: 'radios', options: MEDICAL_CONDITIONS },
    ...follows(),
    rules: rules(required(msg('error.medical.code'))),
  },
  {
    path: `${CONDITION}.date`,
    label: 'medical.date',
    control: { kind: 'date', max: () => todayIso() },
    ...follows(),
    rules: (context) => pastDate(msg('error.medical.whenDiagnosed'), context),
  },
  yesNo('has_insulin_injections', 'medical.insulin', msg('error.medical.insulin'), isCode('DIABETES')),
  {
    path: `${CONDITION}.insulin_units`,
    label: 'medical.insulinUnits',
    control: { kind: 'number' },
    ...follows((c) => isCode('DIABETES')(c) && of(c, 'has_insulin_injections') === true),
    rules: rules(required(msg('error.medical.insulinUnits')), wholeNumber(1, 500, msg('error.medical.insulinRange'))),
  },
  {
    path: `${CONDITION}.number_of_coronary_attacks`,
    label: 'medical.attacks',
    control: { kind: 'number' },
    ...follows(isCode('HEART')),
    rules: rules(required(msg('error.medical.attacks')), wholeNumber(0, 20, msg('error.medical.attacksRange'))),
  },
  yesNo('has_coronary_by_pass', 'medical.bypass', msg('error.medical.bypass'), isCode('HEART')),
  {
    path: `${CONDITION}.coronary_date`,
    label: 'medical.coronaryDate',
    control: { kind: 'date', max: () => todayIso() },
    ...follows((c) => isCode('HEART')(c) && (Number(of(c, 'number_of_coronary_attacks')) > 0 || of(c, 'has_coronary_by_pass') === true)),
    rules: (context) => pastDate(msg('error.medical.whenCoronary'), context),
  },
  yesNo('is_dvla_notified', 'medical.dvlaNotified', msg('error.medical.dvlaNotified')),
  {
    ...yesNo(
      'has_dvla_restriction',
      'medical.dvlaRestriction',
      ruleMessage(msg('error.medical.dvlaRestriction')),
      (c) => hasCondition(c) && of(c, 'is_dvla_notified') === true,
    ),
    hint: 'medical.dvlaRestrictionHint',
  },
  yesNo('is_receiving_treatment', 'medical.treatment', msg('error.medical.treatment')),
  {
    path: `${CONDITION}.treatment_description`,
    label: 'medical.treatmentDescription',
    control: { kind: 'text' },
    ...follows((c) => hasCondition(c) && of(c, 'is_receiving_treatment') === true),
    rules: rules(required(msg('error.medical.treatmentDescription'))),
  },
  yesNo('is_vehicle_modified', 'medical.vehicleModified', msg('error.medical.vehicleModified')),
  {
    path: `${CONDITION}.status`,
    label: 'medical.status',
    control: { kind: 'radios', options: STATUSES },
    ...follows(),
    rules: rules(required(msg('error.medical.status'))),
  },
];
