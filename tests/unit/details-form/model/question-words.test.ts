import { describe, expect, it } from 'vitest';
import { ABOUT_YOU_LABELS } from '../../../../src/config/labels/about-you-labels';
import { ADDITIONAL_DRIVERS_LABELS } from '../../../../src/config/labels/additional-drivers-labels';
import { CAR_LABELS } from '../../../../src/config/labels/car-labels';
import { COVER_DETAILS_LABELS } from '../../../../src/config/labels/cover-details-labels';
import { ERROR_LABELS } from '../../../../src/config/labels/error-labels';
import { MEDICAL_LABELS } from '../../../../src/config/labels/medical-labels';
import { USING_THE_CAR_LABELS } from '../../../../src/config/labels/using-the-car-labels';
import { YOUR_DETAILS_LABELS } from '../../../../src/config/labels/your-details-labels';
import { YOUR_DRIVING_LABELS } from '../../../../src/config/labels/your-driving-labels';
import { contextFor } from '../../../../src/details-form/model/context';
import { rulesFor, type Question } from '../../../../src/details-form/model/question';
import { STEPS } from '../../../../src/details-form/model/steps';
import { CLAIM_QUESTIONS, CONVICTION_QUESTIONS, DRIVER_FORM } from '../../../../src/details-form/model/tables';
import { proposal } from '../../../support/proposal';

// A question's words are found from its table entry (docs/contributing.md#traces): its
// label's file is its step's label file, and its hint, why and errors are in that same file, named
// by its id (the label key after 'q.', or the whole key of a claim's, a conviction's or a condition's question).
type LabelFile = Readonly<Record<string, string>>;
const STEP_FILES: Record<number, LabelFile[]> = {
  1: [ABOUT_YOU_LABELS],
  2: [CAR_LABELS],
  3: [YOUR_DETAILS_LABELS],
  4: [YOUR_DRIVING_LABELS, MEDICAL_LABELS],
  5: [USING_THE_CAR_LABELS],
  6: [COVER_DETAILS_LABELS],
  7: [ADDITIONAL_DRIVERS_LABELS],
};
const TABLES: { name: string; questions: Question[]; files: LabelFile[] }[] = [
  ...STEPS.map((step) => ({ name: `step ${step.number}`, questions: step.questions, files: STEP_FILES[step.number] })),
  // An additional driver is asked the questions of steps 1, 3 and 4, and her relationship (step 7).
  { name: 'an additional driver', questions: DRIVER_FORM, files: [1, 3, 4, 7].flatMap((number) => STEP_FILES[number]) },
  { name: 'a claim', questions: CLAIM_QUESTIONS, files: STEP_FILES[4] },
  { name: 'a conviction', questions: CONVICTION_QUESTIONS, files: STEP_FILES[4] },
];

/** The exceptions to `why.<id>`, each with why it is shared. */
const SHARED_WHY: Record<string, string> = {
  // One reason for the question and its list: whether she had any is asked for the list's sake.
  'q.hasPreviousInsurance': 'why.previousInsurance',
  'q.hasClaims': 'why.claims',
  'q.hasConvictions': 'why.convictions',
  'q.hasMedical': 'why.medical',
  // A second job is asked for the same reason as the first.
  'q.secondJobTitle': 'why.jobTitle',
  'q.secondJobIndustry': 'why.industry',
};

/** The errors whose key does not start `error.<id>`, each with why. */
const OTHER_ERRORS: Record<string, string[]> = {
  // A date of birth's errors are said of a date of birth anywhere ('dob'), as the recall and direct debit forms say it.
  'q.dateOfBirth': ['error.dob', 'error.minAge'],
  // Required and format are two errors: the format's key (error.email, error.mobile) is shared with other forms.
  'q.email': ['error.emailRequired'],
  'q.mobile': ['error.mobileRequired'],
  // Business miles are checked against the total miles: named for the pair.
  'q.businessMileage': ['error.businessAboveTotal'],
  // The list's own key names the drivers, as the claims' and convictions' do.
  'q.hasAdditionalDrivers': ['error.hasDrivers'],
  // A conviction's date is 'conviction.convictionDate' in the form, 'error.conviction.date…' in its errors.
  'conviction.convictionDate': ['error.conviction.date', 'error.conviction.dateReal'],
  // A condition's date label reads 'When was it diagnosed?'; the error names the same moment.
  'medical.date': ['error.medical.whenDiagnosed'],
  'medical.coronaryDate': ['error.medical.date', 'error.medical.dateReal', 'error.medical.whenCoronary'],
  // A whole-number range is named for the range it checks (points, months, units, a reading).
  'medical.insulinUnits': ['error.medical.insulinRange'],
  'conviction.banMonths': ['error.conviction.banRange'],
  'conviction.alcoholReading': ['error.conviction.alcoholRange'],
};

const idOf = (label: string) => label.replace(/^q\./, '');

/** Every label key a question's rules can give, read from its schema (the message each check holds). */
function errorKeys(question: Question): string[] {
  if (!question.rules) return [];
  const schema = rulesFor(question.rules, contextFor({ draft: proposal(), vehicleMissing: [] }, 'risk.proposer'));
  const keys = new Set<string>();
  const seen = new Set<object>();
  const walk = (value: unknown) => {
    if (!value || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    const key = (value as { key?: unknown }).key;
    if (typeof key === 'string' && key.startsWith('error.')) keys.add(key);
    Object.values(value).forEach(walk);
  };
  walk(schema);
  return [...keys];
}

describe("a question's words, found from its table entry by one naming rule", () => {
  for (const { name, questions, files } of TABLES)
    it(`finds the words of every question of ${name} in its step's label file`, () => {
      for (const question of questions) {
        const file = files.find((labels) => Object.hasOwn(labels, question.label));
        expect(file, `${question.label} is not in ${name}'s label file`).toBeDefined();
        const own = Object.keys(file!);
        for (const key of [question.hint, question.driverLabel, question.why].filter(Boolean))
          expect(own, `${question.label}: ${key}`).toContain(key);
        const why = SHARED_WHY[question.label] ?? `why.${idOf(question.label)}`;
        if (question.why) expect(question.why, question.label).toBe(why);
        for (const key of errorKeys(question)) {
          if (Object.hasOwn(ERROR_LABELS, key)) continue;
          expect(own, `${question.label}: ${key}`).toContain(key);
          if (!OTHER_ERRORS[question.label]?.includes(key))
            expect(key, question.label).toMatch(new RegExp(`^error\\.${idOf(question.label)}`));
        }
      }
    });

  it('lists as an exception only what a question is asked with', () => {
    const all = TABLES.flatMap(({ questions }) => questions);
    for (const [label, why] of Object.entries(SHARED_WHY)) expect(all.find((question) => question.label === label)?.why, label).toBe(why);
    for (const [label, keys] of Object.entries(OTHER_ERRORS))
      expect(errorKeys(all.find((question) => question.label === label)!), label).toEqual(expect.arrayContaining(keys));
  });

  it("shows every why of a step's label file under one of its questions", () => {
    for (const files of Object.values(STEP_FILES))
      for (const key of files.flatMap(Object.keys).filter((key) => key.startsWith('why.')))
        expect(
          TABLES.some(({ questions }) => questions.some((question) => question.why === key)),
          key,
        ).toBe(true);
  });
});
