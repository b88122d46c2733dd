import { msg } from '../../../config/label-message';
import { occupationQuestions, isFullTimeEducation } from '../../../domain/occupation';
import { required } from '../../../domain/validation/required';
import type { Question, QuestionContext } from '../question';
import { answerOf, answered } from './answers';
import { rules } from './rules';

/** docs/product/constants.md#full-time-education: someone in full-time education picks from these 15 job titles only. */
export const FULL_TIME_EDUCATION_ROLES: readonly string[] = [
  'S30',
  'S06',
  'S38',
  'S42',
  'S36',
  'S33',
  'S43',
  'S35',
  'S34',
  'S31',
  'S41',
  'S32',
  'S37',
  'S39',
  'S40',
];

const shows = (part: 'role' | 'industry' | 'secondJob') => (context: QuestionContext) =>
  occupationQuestions(answerOf(context, 'full_time_occupation.status'))[part];
const secondJob = (context: QuestionContext) => shows('secondJob')(context) && answered('has_part_time_occupation', true)(context);

/** Employment status, job and industry, and a second job: a status decides which of them are asked. */
export const OCCUPATION_QUESTIONS: Question[] = [
  {
    path: 'full_time_occupation.status',
    label: 'q.employmentStatus',
    why: 'why.employmentStatus',
    heading: 'heading.job',
    driverHeading: 'heading.jobDriver',
    control: { kind: 'select', list: 'occupation_status' },
    rules: rules(required(msg('error.employmentStatus'))),
  },
  {
    path: 'full_time_occupation.role',
    label: 'q.jobTitle',
    hint: 'q.jobTitleHint',
    why: 'why.jobTitle',
    control: {
      kind: 'typeahead',
      list: 'occupation_role',
      allowed: (context) => (isFullTimeEducation(answerOf(context, 'full_time_occupation.status')) ? FULL_TIME_EDUCATION_ROLES : null),
    },
    when: shows('role'),
    rules: rules(required(msg('error.jobTitle'))),
  },
  {
    path: 'full_time_occupation.industry',
    label: 'q.industry',
    driverLabel: 'q.industryDriver',
    hint: 'q.industryHint',
    why: 'why.industry',
    control: { kind: 'typeahead', list: 'occupation_industry' },
    when: shows('industry'),
    rules: rules(required(msg('error.industry'))),
  },
  {
    path: 'has_part_time_occupation',
    label: 'q.hasSecondJob',
    driverLabel: 'q.hasSecondJobDriver',
    control: { kind: 'yesno' },
    when: shows('secondJob'),
    rules: rules(required(msg('error.hasSecondJob'))),
  },
  {
    path: 'part_time_occupation.role',
    label: 'q.secondJobTitle',
    hint: 'q.jobTitleHint',
    why: 'why.jobTitle',
    indent: true,
    control: { kind: 'typeahead', list: 'occupation_role' },
    when: secondJob,
    rules: rules(required(msg('error.secondJobTitle'))),
  },
  {
    path: 'part_time_occupation.industry',
    label: 'q.secondJobIndustry',
    hint: 'q.industryHint',
    why: 'why.industry',
    indent: true,
    control: { kind: 'typeahead', list: 'occupation_industry' },
    when: secondJob,
    rules: rules(required(msg('error.secondJobIndustry'))),
  },
];
