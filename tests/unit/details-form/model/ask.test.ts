import { describe, expect, it } from 'vitest';
import { askedQuestions, askQuestion, questionError } from '../../../../src/details-form/model/ask';
import { STEPS } from '../../../../src/details-form/model/steps';
import { DRIVER_FORM } from '../../../../src/details-form/model/tables';
import type { Question } from '../../../../src/details-form/model/question';
import { inWords } from '../../support/default-words';
import { draftWith } from './helpers';

const ABOUT_YOU = STEPS[0].questions;
const ADDITIONAL_DRIVERS = STEPS[6].questions;
const byLabel = (questions: Question[], label: string) => questions.find((question) => question.label === label) as Question;
const DOB = byLabel(ABOUT_YOU, 'q.dateOfBirth');
const MARITAL = byLabel(ABOUT_YOU, 'q.maritalStatus');
const DRIVERS_LIST = byLabel(ADDITIONAL_DRIVERS, 'q.drivers');
const answers = (values: Record<string, unknown>, raw: Record<string, string> = {}) => ({
  draft: draftWith(values),
  vehicleMissing: [],
  raw,
});

describe('askQuestion: a field’s question as the answers stand (the entry screens ask through)', () => {
  it('a hidden question gives its path and nothing else', () => {
    expect(askQuestion(answers({ 'risk.has_additional_drivers': false }), DRIVERS_LIST, '', null)).toEqual({
      path: 'risk.additional_drivers',
      shown: false,
      value: undefined,
      allowed: null,
      min: undefined,
      max: undefined,
    });
    expect(askQuestion(answers({ 'risk.has_additional_drivers': true }), DRIVERS_LIST, '', null).shown).toBe(true);
  });

  it('a date shows the text typed over the stored answer, with its bounds', () => {
    const asked = askQuestion(
      answers({ 'risk.proposer.date_of_birth': '1990-03-27' }, { 'risk.proposer.date_of_birth': '31/02/19' }),
      DOB,
      'risk.proposer',
      null,
    );
    expect(asked).toMatchObject({ path: 'risk.proposer.date_of_birth', shown: true, value: '31/02/19' });
    expect(asked.min).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(asked.max! > asked.min!).toBe(true);
  });

  it('an additional driver’s question is asked at their own path', () => {
    expect(askQuestion(answers({}), MARITAL, 'risk.additional_drivers.1', 1).path).toBe('risk.duqs.marital_status_driver_2');
    expect(askQuestion(answers({}), MARITAL, 'risk.proposer', null).path).toBe('risk.duqs.marital_status_proposer');
  });
});

describe('questionError: the error a revealed field shows', () => {
  it('checks the question alone, against the date text typed', () => {
    const typed = answers({}, { 'risk.proposer.date_of_birth': '31/02/1990' });
    expect(inWords(questionError(typed, DOB, 'risk.proposer.date_of_birth', 'risk.proposer', null, null))).toBe(
      'Date of birth must be a real date, like 27/03/1990',
    );
    const valid = answers({ 'risk.proposer.date_of_birth': '1990-03-27' });
    expect(questionError(valid, DOB, 'risk.proposer.date_of_birth', 'risk.proposer', null, null)).toBeNull();
  });

  it('reads a driver’s field from their whole form’s check', () => {
    const title = byLabel(DRIVER_FORM, 'q.title');
    const path = 'risk.additional_drivers.0.name.title';
    const untitled = answers({ 'risk.has_additional_drivers': true, 'risk.additional_drivers': [{}] });
    expect(inWords(questionError(untitled, title, path, 'risk.additional_drivers.0', 0, DRIVER_FORM))).toBe('Select their title');
    const titled = answers({ 'risk.has_additional_drivers': true, 'risk.additional_drivers': [{ name: { title: 'MR' } }] });
    expect(questionError(titled, title, path, 'risk.additional_drivers.0', 0, DRIVER_FORM)).toBeNull();
  });
});

describe('askedQuestions: the questions a proposal was asked, for the summary', () => {
  it('lists the shown questions only, each at its whole path', () => {
    const paths = (values: Record<string, unknown>) =>
      askedQuestions(draftWith(values), '', ADDITIONAL_DRIVERS).map(({ question, path }) => `${question.label} ${path}`);
    expect(paths({ 'risk.has_additional_drivers': false })).toEqual(['q.hasAdditionalDrivers risk.has_additional_drivers']);
    expect(paths({ 'risk.has_additional_drivers': true })).toEqual([
      'q.hasAdditionalDrivers risk.has_additional_drivers',
      'q.drivers risk.additional_drivers',
    ]);
  });
});
