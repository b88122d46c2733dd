import * as v from 'valibot';
import { ruleMessage } from '../../../domain/validation/rule-message';
import { msg } from '../../../config/label-message';
import type { LabelKey } from '../../../config/labels';
import type { CoverType } from '../../../contract/vehicle';
import { NCD_YEARS_OPTIONS, VOLUNTARY_EXCESS_MAX, VOLUNTARY_EXCESS_MIN, VOLUNTARY_EXCESS_STEP } from '../../../domain/constants';
import { startDateWindow } from '../../../domain/dates';
import { coverStartDate, date } from '../../../domain/validation/date-rules';
import { required } from '../../../domain/validation/required';
import type { Choice, Question } from '../question';
import { rules } from './rules';

/** docs/product/constants.md#covers-and-benefits's standard benefits of each level of cover, as labels: their words are the label set's (config/labels). */
export const COVER_BENEFIT_LABELS: Readonly<Record<CoverType, readonly LabelKey[]>> = {
  C: [
    'benefit.windscreen',
    'benefit.accidentalDamage',
    'benefit.courtesyCar',
    'benefit.uninsuredDriver',
    'benefit.childSeats',
    'benefit.personalAccident',
    'benefit.handbag',
  ],
  TPFT: ['benefit.thirdPartyDamage', 'benefit.thirdPartyInjury', 'benefit.fire', 'benefit.theft', 'benefit.audio'],
  TPO: ['benefit.thirdPartyDamage', 'benefit.thirdPartyInjury'],
};

const PREVIOUS_TYPES: readonly Choice[] = [
  { value: 'own', label: 'previous.own' },
  { value: 'company', label: 'previous.company' },
  { value: 'van', label: 'previous.van' },
  { value: 'abroad', label: 'previous.abroad' },
];
const DOCUMENTS: readonly Choice[] = [
  { value: 'email', label: 'documents.email' },
  { value: 'post', label: 'documents.post' },
];
const PAYMENT: readonly Choice[] = [
  { value: false, label: 'pay.annually' },
  { value: true, label: 'pay.monthly' },
];

const excessStep = v.check<unknown, string>(
  (input) => {
    const amount = Number(input);
    return (
      Number.isInteger(amount) && amount >= VOLUNTARY_EXCESS_MIN && amount <= VOLUNTARY_EXCESS_MAX && amount % VOLUNTARY_EXCESS_STEP === 0
    );
  },
  ruleMessage(msg('error.voluntaryExcess', { step: VOLUNTARY_EXCESS_STEP })),
);

/** Step 6 'Cover Details': level of cover, excess (comprehensive only), start date, NCD, documents, payment, consent. */
export const COVER_DETAILS: Question[] = [
  {
    path: 'risk.vehicle.cover_type',
    kept: true,
    label: 'q.coverType',
    hint: 'q.coverTypeHint',
    control: { kind: 'block', block: 'cover' },
    rules: rules(required(msg('error.coverType'))),
  },
  {
    path: 'risk.voluntary_excess',
    kept: true,
    label: 'q.voluntaryExcess',
    hint: 'q.voluntaryExcessHint',
    why: 'why.voluntaryExcess',
    control: { kind: 'block', block: 'excess' },
    when: ({ draft }) => draft.risk.vehicle.cover_type === 'C',
    rules: rules(excessStep),
  },
  {
    path: 'risk.start_date',
    kept: true,
    label: 'q.startDate',
    hint: 'q.startDateHint',
    control: { kind: 'date', min: () => startDateWindow().min, max: () => startDateWindow().max },
    rules: rules(required(msg('error.startDate')), date(msg('error.startDateReal')), coverStartDate(msg('error.startDateWindow'))),
  },
  {
    path: 'risk.has_previous_insurance',
    kept: true,
    label: 'q.hasPreviousInsurance',
    why: 'why.previousInsurance',
    control: { kind: 'yesno' },
    rules: rules(required(msg('error.hasPreviousInsurance'))),
  },
  {
    path: 'risk.previous_insurance.type',
    kept: true,
    label: 'q.previousType',
    indent: true,
    control: { kind: 'radios', options: PREVIOUS_TYPES },
    when: ({ draft }) => draft.risk.has_previous_insurance === true,
    rules: rules(required(msg('error.previousType'))),
  },
  {
    path: 'risk.previous_insurance.ncd.years',
    kept: true,
    label: 'q.ncdYears',
    hint: 'q.ncdYearsHint',
    why: 'why.ncdYears',
    heading: 'heading.ncd',
    control: { kind: 'choices', options: NCD_YEARS_OPTIONS, numeric: true },
    when: ({ draft }) => draft.risk.has_previous_insurance === true,
    rules: rules(required(msg('error.ncdYears'))),
  },
  {
    path: 'risk.previous_insurance.ncd.is_protected',
    kept: true,
    label: 'q.ncdProtected',
    why: 'why.ncdProtected',
    indent: true,
    control: { kind: 'yesno' },
    when: ({ draft }) => draft.risk.has_previous_insurance === true && Number(draft.risk.previous_insurance?.ncd?.years) > 0,
    rules: rules(required(msg('error.ncdProtected'))),
  },
  {
    path: 'risk.documentation_delivery_method',
    kept: true,
    label: 'q.documents',
    control: { kind: 'radios', options: DOCUMENTS },
    rules: rules(required(msg('error.documents'))),
  },
  {
    path: 'risk.duqs.is_pay_monthly',
    kept: true,
    label: 'q.payMonthly',
    hint: 'q.payMonthlyHint',
    control: { kind: 'radios', options: PAYMENT },
    rules: rules(required(msg('error.payMonthly'))),
  },
  {
    path: 'risk.userfields.has_email_consent',
    label: 'q.emailConsent',
    hint: 'q.emailConsentHint',
    control: { kind: 'yesno' },
    rules: rules(required(msg('error.emailConsent'))),
  },
];
