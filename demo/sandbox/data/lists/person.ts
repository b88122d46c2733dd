import { toOptions } from '../list-option';

export const TITLE = toOptions([
  ['Mrs', 'Mrs'],
  ['Miss', 'Miss'],
  ['Ms', 'Ms'],
  ['Mr', 'Mr'],
  ['Mx', 'Mx'],
  ['Dr', 'Dr'],
  ['Prof', 'Professor'],
  ['Rev', 'Reverend'],
  ['Dame', 'Dame'],
  ['Lady', 'Lady'],
  ['Sir', 'Sir'],
  ['Lord', 'Lord'],
  ['Capt', 'Captain'],
  ['Maj', 'Major'],
  ['Sister', 'Sister'],
]);

// ABI marital status codes.
export const MARITAL_STATUS = toOptions([
  ['M', 'Married'],
  ['S', 'Single'],
  ['B', 'Civil partnership'],
  ['C', 'Living with partner (cohabiting)'],
  ['A', 'Separated'],
  ['D', 'Divorced'],
  ['P', 'Dissolved civil partnership'],
  ['W', 'Widowed'],
]);

export const EDUCATION_LEVEL = toOptions([
  ['NONE', 'No formal qualifications'],
  ['GCSE', 'GCSEs, O levels or Standard Grades'],
  ['ALEVEL', 'A levels, AS levels or Highers'],
  ['VOCATIONAL', 'Vocational qualification (NVQ, BTEC, City & Guilds)'],
  ['APPRENTICE', 'Apprenticeship'],
  ['HND', 'HNC, HND or foundation degree'],
  ['DEGREE', "Bachelor's degree"],
  ['POSTGRAD', "Master's degree or PGCE"],
  ['DOCTORATE', 'Doctorate (PhD)'],
  ['PROFESSIONAL', 'Professional qualification (e.g. ACA, CIPD)'],
]);

export const RELATIONSHIP_TO_PROPOSER = toOptions([
  ['S', 'Spouse'],
  ['B', 'Civil partner'],
  ['C', 'Partner (living together)'],
  ['O', 'Son or daughter'],
  ['P', 'Parent'],
  ['R', 'Brother or sister'],
  ['G', 'Grandparent'],
  ['H', 'Grandchild'],
  ['L', 'Parent-in-law'],
  ['N', 'Son-in-law or daughter-in-law'],
  ['U', 'Other relative'],
  ['F', 'Friend'],
  ['E', 'Employee'],
  ['M', 'Employer'],
  ['X', 'Business partner'],
  ['Z', 'Other (not related)'],
]);
