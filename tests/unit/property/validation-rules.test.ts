import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import * as additionalDriver from '../../../src/domain/validation/additional-driver';
import * as bankRules from '../../../src/domain/validation/bank-rules';
import * as dateRules from '../../../src/domain/validation/date-rules';
import * as numberRules from '../../../src/domain/validation/number-rules';
import * as repeaterRules from '../../../src/domain/validation/repeater';
import * as requiredRules from '../../../src/domain/validation/required';
import * as textRules from '../../../src/domain/validation/text-rules';
import * as validateFieldModule from '../../../src/domain/validation/validate-field';
import { anyValue, trickyString } from './hostile-values';

type Action = v.PipeItem<unknown, unknown, v.BaseIssue<unknown>>;
/** A rule factory built from a hostile argument: the value its callbacks return, or its number. */
type Rule = { rule: (arg: unknown) => Action };
/** A plain helper exported beside the rules, checked on its own. */
type Helper = { helper: (value: unknown, arg: unknown) => void };

const num = (arg: unknown, fallback: number) => (typeof arg === 'number' && Number.isFinite(arg) ? arg : fallback);
// Rules carry no words of their own: any message will do here.
const M = 'Check this answer';
const repeats = { emptyMessage: M, maxMessage: M };
const asAction = (action: unknown) => action as Action;

// Every function each module exports, by module: the test below fails when a new export is not listed here.
const COVERAGE: Record<string, [Record<string, unknown>, Record<string, Rule | Helper>]> = {
  'text-rules': [
    textRules,
    {
      name: { rule: () => textRules.name({ tooLong: M, letters: M }) },
      email: { rule: () => textRules.email(M) },
      phone: { rule: () => textRules.phone(M) },
      mobile: { rule: () => textRules.mobile(M) },
      postcode: { rule: () => textRules.postcode(M) },
      keptPostcode: { rule: (home) => textRules.keptPostcode(() => home, M, M) },
      validReg: { rule: () => textRules.validReg(M) },
      plainText: { rule: () => textRules.plainText(M) },
    },
  ],
  'date-rules': [
    dateRules,
    {
      date: { rule: () => dateRules.date(M) },
      minAge: { rule: (years) => dateRules.minAge(num(years, 17), M) },
      maxAge: { rule: (years) => dateRules.maxAge(num(years, 120), M) },
      dateFrom: {
        rule: (bound) =>
          dateRules.dateFrom(
            () => bound as string,
            (limit) => `${M} ${limit}`,
          ),
      },
      dateTo: { rule: (bound) => dateRules.dateTo(typeof bound === 'string' ? bound : null, (limit) => `${M} ${limit}`) },
      purchaseDate: {
        rule: (year) =>
          dateRules.purchaseDate(
            () => year,
            (limit) => `${M} ${limit}`,
          ),
      },
      coverStartDate: { rule: () => dateRules.coverStartDate(M) },
    },
  ],
  'number-rules': [
    numberRules,
    {
      minValue: { rule: (min) => numberRules.minValue(num(min, 100), M) },
      minMileage: { rule: (min) => numberRules.minMileage(num(min, 0), M) },
      businessMileage: { rule: () => asAction(numberRules.businessMileage(M)) },
    },
  ],
  'bank-rules': [
    bankRules,
    {
      accountNumber: { rule: () => bankRules.accountNumber(M) },
      sortCode: { rule: () => bankRules.sortCode(M) },
    },
  ],
  required: [
    requiredRules,
    {
      required: { rule: () => requiredRules.required('Enter your first name') },
      requiredAdditionalDriver: { rule: () => requiredRules.requiredAdditionalDriver('Enter your first name') },
      ticked: { rule: () => requiredRules.ticked('Tick to confirm') },
      isBlank: { helper: (value) => expect(typeof requiredRules.isBlank(value)).toBe('boolean') },
    },
  ],
  repeater: [
    repeaterRules,
    {
      repeater: { rule: (max) => asAction(repeaterRules.repeater('has_claims', 'claims', { ...repeats, max: num(max, 5) })) },
      repeaterIssue: {
        helper: (value, answer) =>
          expect([null, 'string']).toContain(
            repeaterRules.repeaterIssue(answer, value, repeats) === null
              ? null
              : typeof repeaterRules.repeaterIssue(answer, value, repeats),
          ),
      },
      canAddItem: { helper: (value) => expect(typeof repeaterRules.canAddItem(num(value, 0))).toBe('boolean') },
    },
  ],
  'additional-driver': [
    additionalDriver,
    {
      saidOfThem: {
        helper: (_, text) => {
          expect(typeof additionalDriver.saidOfThem(typeof text === 'string' ? text : M)).toBe('string');
          expect(additionalDriver.saidOfThem({ key: 'error.title' })).toEqual({ key: 'error.title', them: true });
        },
      },
    },
  ],
  'validate-field': [
    validateFieldModule,
    {
      validateField: {
        helper: (value) => expect(validateFieldModule.validateField(v.pipe(v.unknown(), textRules.postcode(M)), value)).not.toBe(''),
      },
      fieldErrors: {
        helper: (value) =>
          expect(typeof validateFieldModule.fieldErrors(v.pipe(v.unknown(), asAction(numberRules.businessMileage(M))), value)).toBe(
            'object',
          ),
      },
    },
  ],
};

const argument = fc.oneof(anyValue, fc.integer({ min: -200, max: 20_000 }), fc.constantFrom('2020-01-01', '01/01/2020', 2019, '2019'));
// Shaped like the objects the cross-field rules expect, with hostile values in the fields they read.
const record = fc.record(
  { business_mileage: anyValue, total_mileage: anyValue, has_claims: anyValue, claims: anyValue },
  { requiredKeys: [] },
);
const input = fc.oneof(anyValue, record, trickyString);

describe('every validation rule and helper of src/domain/validation', () => {
  it('is listed here (a new export must be added to this property test)', () => {
    for (const [file, [module, covered]] of Object.entries(COVERAGE)) {
      const exported = Object.keys(module)
        .filter((key) => typeof module[key] === 'function')
        .sort();
      expect(Object.keys(covered).sort(), file).toEqual(exported);
    }
  });

  const rules = Object.entries(COVERAGE)
    .flatMap(([, [, covered]]) => Object.entries(covered))
    .filter((e): e is [string, Rule] => 'rule' in e[1]);
  const helpers = Object.entries(COVERAGE)
    .flatMap(([, [, covered]]) => Object.entries(covered))
    .filter((e): e is [string, Helper] => 'helper' in e[1]);

  it.each(rules)('%s never throws from safeParse and reports issues with a message', (_, { rule }) => {
    fc.assert(
      fc.property(input, argument, (value, arg) => {
        const result = v.safeParse(v.pipe(v.unknown(), rule(arg)), value);
        if (!result.success) {
          expect(result.issues.length).toBeGreaterThan(0);
          for (const issue of result.issues)
            expect(typeof issue.message === 'string' && issue.message.trim().length > 0, issue.message).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });

  it.each(helpers)('%s never throws', (_, { helper }) => {
    fc.assert(
      fc.property(input, argument, (value, arg) => {
        helper(value, arg);
      }),
      { numRuns: 200 },
    );
  });
});
