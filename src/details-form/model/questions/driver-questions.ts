import { msg } from '../../../config/label-message';
import { required } from '../../../domain/validation/required';
import type { Question } from '../question';
import { ABOUT_YOU } from './about-you';
import { forAdditionalDriver } from './driver-wording';
import { rules } from './rules';
import { PERSON_DETAILS } from './your-details';
import { YOUR_DRIVING } from './your-driving';

// Who they are: step 1's name, date of birth and marital status (duqs marital_status_driver_N); not e-mail or phones.
const IDENTITY = new Set(['q.title', 'q.forenames', 'q.surname', 'q.dateOfBirth', 'q.maritalStatus']);

const RELATIONSHIP: Question = {
  path: ({ driverNumber }) => `risk.duqs.relationship_to_proposer_driver_${driverNumber}`,
  label: 'q.relationship',
  why: 'why.relationship',
  heading: 'heading.driverAbout',
  control: { kind: 'select', list: 'duq_relationship_to_proposer_driver' },
  rules: rules(required(msg('error.relationship'))),
};

/**
 * The additional-driver form: the proposer's own questions (steps 1, 3 and 4) less address, e-mail
 * and phones, plus the relationship to the proposer; their claims, convictions and medical
 * condition included. Proposer-only questions (education, Pass Plus) hide themselves for a driver.
 */
export const DRIVER_FORM: Question[] = [
  // Already worded for the driver: its 'you' is the proposer, so it is not reworded.
  RELATIONSHIP,
  ...forAdditionalDriver([
    ...ABOUT_YOU.filter((question) => IDENTITY.has(question.label)),
    ...PERSON_DETAILS,
    { ...YOUR_DRIVING[0], heading: 'heading.driverDriving' },
    ...YOUR_DRIVING.slice(1),
  ]),
];

/**
 * The driver form in the parts the proposer's own steps group it by (about them, their job, a few
 * more questions, their driving, claims and convictions): each part opens at a question with a
 * heading. The modal asks one part at a time: as one form it was 3,560 px tall on a phone.
 */
export const DRIVER_PARTS: Question[][] = DRIVER_FORM.reduce<Question[][]>((parts, question) => {
  if (question.heading || question.driverHeading || parts.length === 0) parts.push([]);
  parts[parts.length - 1].push(question);
  return parts;
}, []);
