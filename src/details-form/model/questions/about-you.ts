import { msg } from '../../../config/label-message';
import { MAX_DRIVING_AGE, MIN_DRIVING_AGE } from '../../../domain/constants';
import { dobMax, shiftDate, todayIso } from '../../../domain/dates';
import { date, maxAge, minAge } from '../../../domain/validation/date-rules';
import { required } from '../../../domain/validation/required';
import { email, mobile, name, phone } from '../../../domain/validation/text-rules';
import type { Question } from '../question';
import { NAME_MESSAGES, rules } from './rules';

/** Who the proposer is: docs/product/screens.md#the-details-form, step 1. The salutation is derived, the captcha runs on Continue. */
export const ABOUT_YOU: Question[] = [
  // honorific-prefix: a browser fills the title with the rest of the name (WCAG 2.2 1.3.5).
  {
    path: 'name.title',
    label: 'q.title',
    control: { kind: 'select', list: 'person_title', autoComplete: 'honorific-prefix' },
    rules: rules(required(msg('error.title'))),
  },
  {
    path: 'name.forenames',
    label: 'q.forenames',
    control: { kind: 'text', autoComplete: 'given-name', width: 'medium' },
    rules: rules(required(msg('error.forenames')), name(NAME_MESSAGES.first)),
  },
  {
    path: 'name.surname',
    label: 'q.surname',
    control: { kind: 'text', autoComplete: 'family-name', width: 'medium' },
    rules: rules(required(msg('error.surname')), name(NAME_MESSAGES.last)),
  },
  {
    path: 'date_of_birth',
    label: 'q.dateOfBirth',
    why: 'why.dateOfBirth',
    hint: 'q.dateOfBirthHint',
    control: { kind: 'date', autoComplete: 'bday', max: () => dobMax(), min: () => shiftDate(todayIso(), -MAX_DRIVING_AGE, 'year') },
    rules: rules(
      required(msg('error.dob')),
      date(msg('error.dobReal')),
      minAge(MIN_DRIVING_AGE, msg('error.minAge', { age: MIN_DRIVING_AGE })),
      maxAge(MAX_DRIVING_AGE, msg('error.dobMaxAge', { age: MAX_DRIVING_AGE })),
    ),
  },
  {
    path: ({ driverNumber }) => `risk.duqs.marital_status_${driverNumber ? `driver_${driverNumber}` : 'proposer'}`,
    label: 'q.maritalStatus',
    why: 'why.maritalStatus',
    control: { kind: 'select', list: 'duq_marital_status' },
    rules: rules(required(msg('error.maritalStatus'))),
  },
  {
    path: 'email_address',
    label: 'q.email',
    hint: 'q.emailHint',
    control: { kind: 'text', type: 'email', autoComplete: 'email' },
    rules: rules(required(msg('error.emailRequired')), email(msg('error.email'))),
  },
  {
    path: 'phone_numbers.mobile',
    label: 'q.mobile',
    why: 'why.mobile',
    control: { kind: 'phone', autoComplete: 'tel' },
    rules: rules(required(msg('error.mobileRequired')), mobile(msg('error.mobile'))),
  },
  {
    path: 'phone_numbers.other',
    label: 'q.other',
    control: { kind: 'phone', autoComplete: 'tel' },
    rules: rules(phone(msg('error.phone'))),
  },
];
