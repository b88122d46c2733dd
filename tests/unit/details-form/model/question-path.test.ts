import { describe, expect, it } from 'vitest';
import type { Question, QuestionPath } from '../../../../src/details-form/model/question';
import { CLAIM_QUESTIONS, CONVICTION_QUESTIONS, DRIVER_FORM } from '../../../../src/details-form/model/tables';
import { FORM_STEPS, stepOf } from '../../../../src/details-form/model/steps';

// A question's path is checked by the compiler (`npm run typecheck` covers tests/): each line below
// that names a field the contract lacks must be refused, or the @ts-expect-error above it fails.
const misspelt: Question[] = [
  // @ts-expect-error: the contract's field is 'date_of_birth'
  { path: 'date_of_brith', label: 'q.title', control: { kind: 'date' } },
  // @ts-expect-error: a whole path into the car, misspelt
  { path: 'risk.vehicle.valeu', label: 'q.title', control: { kind: 'money' } },
  // @ts-expect-error: a claim has no 'cost'
  { path: 'cost', label: 'q.title', control: { kind: 'money' } },
];

describe('question paths', () => {
  it('name fields of the contract: a whole path, a driver, a claim or a conviction', () => {
    const paths: QuestionPath[] = ['risk.vehicle.value', 'driver_details.licence.type', 'third_party_cost', 'offence_date'];
    expect(paths).toHaveLength(4);
    expect(misspelt).toHaveLength(3);
  });

  it('are unique within each table, since a question is found and keyed by its path', () => {
    const tables = [
      ...Array.from({ length: FORM_STEPS }, (_, index) => stepOf(index + 1).questions),
      DRIVER_FORM,
      CLAIM_QUESTIONS,
      CONVICTION_QUESTIONS,
    ];
    for (const questions of tables) {
      const written = questions.map((question) => question.path).filter((path) => typeof path === 'string');
      expect(new Set(written).size).toBe(written.length);
    }
  });
});
