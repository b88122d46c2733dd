import { toOptions } from '../list-option';

export const FULL_TIME_EDUCATION_STATUS = 'FTEdu';

export const OCCUPATION_STATUS = toOptions([
  ['Employed', 'Employed'],
  ['SelfEmp', 'Self-employed'],
  ['PTEmp', 'Employed part-time'],
  [FULL_TIME_EDUCATION_STATUS, 'In full-time education'],
  ['VolWork', 'Voluntary work'],
  ['Retired', 'Retired'],
  ['UnEmploy', 'Unemployed'],
  ['HsePerson', 'Household duties'],
  ['Carer', 'Full-time carer'],
  ['Disabled', 'Not employed due to disability'],
  ['IndMeans', 'Of independent means'],
  ['None', 'Not in employment'],
  ['NotKnown', 'Not known'],
]);

/**
 * Statuses with no job to describe: the form hides job title, industry and second job for them.
 * Voluntary workers and part-timers keep the questions because insurers rate the role they do.
 */
export const NON_WORKING_STATUSES: readonly string[] = [
  'Retired',
  'UnEmploy',
  'None',
  'NotKnown',
  'HsePerson',
  'Carer',
  'Disabled',
  'IndMeans',
];

/** Statuses that ask job title and industry (full-time education asks title only, from its 15 roles). */
export const WORKING_STATUSES: readonly string[] = ['Employed', 'SelfEmp', 'PTEmp', 'VolWork'];
