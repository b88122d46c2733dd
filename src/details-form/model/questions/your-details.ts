import { msg } from '../../../config/label-message';
import { DIRECT_SOURCE_OF_BUSINESS } from '../../../domain/constants';
import { todayIso } from '../../../domain/dates';
import { date, dateFrom, dateTo } from '../../../domain/validation/date-rules';
import { required } from '../../../domain/validation/required';
import type { Question, QuestionContext } from '../question';
import { addressRule } from './address-rules';
import { answerOf, answered, isProposer } from './answers';
import { OCCUPATION_QUESTIONS } from './occupation-questions';
import { rules } from './rules';

const dateOfBirth = (context: QuestionContext) => answerOf(context, 'date_of_birth') as string | null;
// docs/product/questions.md#highest-education: asked only for direct quotes (source of business empty or Website), never for a partner's.
const isDirect = ({ sourceOfBusiness }: QuestionContext) => !sourceOfBusiness || sourceOfBusiness === DIRECT_SOURCE_OF_BUSINESS;

/** Every driver's own details (the proposer's step 3 and the additional-driver form): residence, job, declarations. */
export const PERSON_DETAILS: Question[] = [
  {
    path: 'resident.is_uk_born',
    label: 'q.ukBorn',
    why: 'why.ukBorn',
    driverLabel: 'q.ukBornDriver',
    control: { kind: 'yesno' },
    rules: rules(required(msg('error.ukBorn'))),
  },
  {
    path: 'resident.since',
    label: 'q.ukSince',
    driverLabel: 'q.ukSinceDriver',
    hint: 'q.ukSinceHint',
    indent: true,
    control: { kind: 'date', min: (context) => dateOfBirth(context) ?? undefined, max: () => todayIso() },
    when: answered('resident.is_uk_born', false),
    rules: (context) =>
      rules(
        required(msg('error.ukSince')),
        date(msg('error.ukSinceReal')),
        dateFrom(() => dateOfBirth(context), msg('error.ukSinceAfterBirth')),
        dateTo(() => todayIso(), msg('error.ukSincePast')),
      ),
  },
  ...OCCUPATION_QUESTIONS,
  {
    path: 'is_smoker',
    label: 'q.smoker',
    why: 'why.smoker',
    driverLabel: 'q.smokerDriver',
    heading: 'heading.aboutYou',
    driverHeading: 'heading.aboutYouDriver',
    control: { kind: 'yesno' },
    rules: rules(required(msg('error.smoker'))),
  },
  {
    path: 'has_insurance_refused',
    label: 'q.insuranceRefused',
    driverLabel: 'q.insuranceRefusedDriver',
    hint: 'q.insuranceRefusedHint',
    why: 'why.insuranceRefused',
    control: { kind: 'yesno' },
    rules: rules(required(msg('error.insuranceRefused'))),
  },
  {
    path: 'has_non_rta_conviction',
    label: 'q.nonMotoringConviction',
    driverLabel: 'q.nonMotoringConvictionDriver',
    hint: 'q.nonMotoringConvictionHint',
    why: 'why.nonMotoringConviction',
    control: { kind: 'yesno' },
    rules: rules(required(msg('error.nonMotoringConviction'))),
  },
  {
    path: () => 'risk.duqs.education_level',
    label: 'q.education',
    why: 'why.education',
    control: { kind: 'select', list: 'duq_education_level_short' },
    when: (context) => isProposer(context) && isDirect(context),
    rules: rules(required(msg('error.education'))),
  },
];

/** Step 3 'Your Details': the proposer's address, then their own details. */
export const YOUR_DETAILS: Question[] = [
  { path: 'address', label: 'address.title', control: { kind: 'block', block: 'address' }, rules: addressRule() },
  ...PERSON_DETAILS,
];
