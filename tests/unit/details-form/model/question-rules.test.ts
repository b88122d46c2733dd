import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { contextFor } from '../../../../src/details-form/model/context';
import type { Question, QuestionContext } from '../../../../src/details-form/model/question';
import { validateQuestions } from '../../../../src/details-form/model/validate';
import { setPath } from '../../../../src/store/proposal/path';
import { draftWith } from './helpers';

const DRIVER = 'risk.additional_drivers.0';
const draft = setPath(draftWith(), DRIVER, { name: { forenames: 'Tom' } });
const proposer = contextFor({ draft, vehicleMissing: [] }, 'risk.proposer');
const driver = contextFor({ draft, vehicleMissing: [] }, DRIVER, 0);

/** A rule that reads the context: only the proposer may leave the answer blank. */
const blankForProposerOnly = (context: QuestionContext) =>
  v.pipe(
    v.unknown(),
    v.check((value) => context.driverNumber === null || Boolean(value), 'Enter their first name'),
  );

const asked = (rules: Question['rules']): Question => ({ path: 'name.surname', label: 'q.surname', control: { kind: 'text' }, rules });

describe('question rules declare what they read', () => {
  it('builds a rule written with rest parameters for each context it is asked in', () => {
    const question = asked((...args: [QuestionContext]) => blankForProposerOnly(args[0]));
    expect(validateQuestions([question], proposer, {})).toEqual({});
    expect(validateQuestions([question], driver, {})).toEqual({ [`${DRIVER}.name.surname`]: 'Enter their first name' });
  });

  it('builds a rule with a default parameter for each context it is asked in', () => {
    const question = asked((context: QuestionContext = proposer) => blankForProposerOnly(context));
    expect(validateQuestions([question], proposer, {})).toEqual({});
    expect(validateQuestions([question], driver, {})).toEqual({ [`${DRIVER}.name.surname`]: 'Enter their first name' });
    // Asked the other way round, the first context it met is not kept either.
    expect(validateQuestions([question], proposer, {})).toEqual({});
  });

  it('checks a rule given as a schema, which reads no answers, the same in every context', () => {
    const question = asked(v.pipe(v.unknown(), v.check(Boolean, 'Enter a surname')));
    expect(validateQuestions([question], proposer, {})).toEqual({ 'risk.proposer.name.surname': 'Enter a surname' });
    expect(validateQuestions([question], driver, {})).toEqual({ [`${DRIVER}.name.surname`]: 'Enter a surname' });
  });
});

describe('the question context', () => {
  it('is built once per draft, driver asked and look-up gaps, and again when the draft changes', () => {
    const gaps: string[] = [];
    const first = contextFor({ draft, vehicleMissing: gaps }, DRIVER, 0);
    expect(contextFor({ draft, vehicleMissing: gaps }, DRIVER, 0)).toBe(first);
    expect(contextFor({ draft, vehicleMissing: gaps }, 'risk.proposer')).not.toBe(first);
    const changed = setPath(draft, `${DRIVER}.name.surname`, 'Ng');
    const next = contextFor({ draft: changed, vehicleMissing: gaps }, DRIVER, 0);
    expect(next).not.toBe(first);
    expect(next.person.name?.surname).toBe('Ng');
    expect(next.driverNumber).toBe(1);
    expect(next.sourceOfBusiness).toBe('Website');
  });
});
