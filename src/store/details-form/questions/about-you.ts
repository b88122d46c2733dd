import { MAX_DRIVING_AGE, MIN_DRIVING_AGE } from '../../../domain/constants';
import { dobMax, shiftDate, todayIso } from '../../../domain/dates';
import { date, maxAge, minAge } from '../../../domain/validation/date-rules';
import { required } from '../../../domain/validation/required';
import { email, mobile, name, phone } from '../../../domain/validation/text-rules';
import type { Question } from '../question';
import { rules } from './rules';

/** Who the proposer is: QUESTIONS.md step 1. The salutation is derived, the captcha runs on Continue. */
export const ABOUT_YOU: Question[] = [
  { path: 'name.title', label: 'q.title', control: { kind: 'select', list: 'person_title' }, rules: () => rules(required('Select your title')) },
  {
    path: 'name.forenames',
    label: 'q.forenames',
    control: { kind: 'text', autoComplete: 'given-name', width: 'medium' },
    rules: () => rules(required('Enter your first name'), name('First name')),
  },
  {
    path: 'name.surname',
    label: 'q.surname',
    control: { kind: 'text', autoComplete: 'family-name', width: 'medium' },
    rules: () => rules(required('Enter your last name'), name('Last name')),
  },
  {
    path: 'date_of_birth',
    label: 'q.dateOfBirth',
    hint: 'q.dateOfBirthHint',
    control: { kind: 'date', autoComplete: 'bday', max: () => dobMax(), min: () => shiftDate(todayIso(), -MAX_DRIVING_AGE, 'year') },
    rules: () => rules(required('Enter your date of birth'), date('Date of birth must be a real date'), minAge(MIN_DRIVING_AGE, `You must be ${MIN_DRIVING_AGE} or over to get a quote`), maxAge(MAX_DRIVING_AGE, 'Enter a real date of birth')),
  },
  { path: ({ driverNumber }) => `risk.duqs.marital_status_${driverNumber ? `driver_${driverNumber}` : 'proposer'}`, label: 'q.maritalStatus', control: { kind: 'select', list: 'duq_marital_status' }, rules: () => rules(required('Select your marital status')) },
  {
    path: 'email_address',
    label: 'q.email',
    hint: 'q.emailHint',
    control: { kind: 'text', type: 'email', autoComplete: 'email' },
    rules: () => rules(required('Enter your email address'), email()),
  },
  { path: 'phone_numbers.mobile', label: 'q.mobile', control: { kind: 'phone', autoComplete: 'tel' }, rules: () => rules(required('Enter your mobile number'), mobile()) },
  { path: 'phone_numbers.other', label: 'q.other', control: { kind: 'phone', autoComplete: 'tel' }, rules: () => rules(phone()) },
];
