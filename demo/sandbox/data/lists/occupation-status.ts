import { toOptions } from '../list-option';

import { FULL_TIME_EDUCATION_STATUS } from '../../../../src/domain/constants';

export { FULL_TIME_EDUCATION_STATUS };

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

// Statuses with no job to describe (the form hides job title, industry and second job for them):
// the widget's own list, so the sandbox's option list and the form's rule cannot drift apart.
export { NON_WORKING_STATUSES } from '../../../../src/domain/constants';

/** Statuses that ask job title and industry (full-time education asks title only, from its 15 roles). */
export const WORKING_STATUSES: readonly string[] = ['Employed', 'SelfEmp', 'PTEmp', 'VolWork'];
