import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { accountNumber, sortCode } from '../../../../src/domain/validation/bank-rules';
import { coverStartDate, date, dateFrom, dateTo, maxAge, minAge, purchaseDate } from '../../../../src/domain/validation/date-rules';
import { businessMileage, minMileage, minValue } from '../../../../src/domain/validation/number-rules';
import { repeater } from '../../../../src/domain/validation/repeater';
import { required, requiredAdditionalDriver, ticked } from '../../../../src/domain/validation/required';
import { email, keptPostcode, mobile, name, phone, postcode, validReg } from '../../../../src/domain/validation/text-rules';
import { fieldErrors, validateField } from '../../../../src/domain/validation/validate-field';

// Anything a broken form, a stale draft or a hand-edited storage entry could hand a rule.
const anyValue = fc.oneof(
  fc.anything({ withBoxedValues: true, withNullPrototype: true, withDate: true, withMap: true, withSet: true }),
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.stringMatching(/^[0-9 /#+()-]{0,20}$/),
  fc.double(),
);

const fieldRules = {
  required: required('Enter it'),
  requiredAdditionalDriver: requiredAdditionalDriver('Enter your name'),
  ticked: ticked('Tick it'),
  name: name(),
  email: email(),
  phone: phone(),
  mobile: mobile(),
  postcode: postcode(),
  keptPostcode: keptPostcode(() => 'M1 1AE'),
  validReg: validReg(),
  date: date(),
  minAge: minAge(17),
  maxAge: maxAge(120),
  dateFrom: dateFrom('2020-01-01'),
  dateTo: dateTo(() => '2030-01-01'),
  purchaseDate: purchaseDate(() => 2019),
  coverStartDate: coverStartDate(),
  minValue: minValue(100),
  minMileage: minMileage(0),
  accountNumber: accountNumber(),
  sortCode: sortCode(),
};

describe('every validation rule, given anything', () => {
  it.each(Object.entries(fieldRules))('%s returns a message or null and never throws', (_, rule) => {
    const schema = v.pipe(v.unknown(), rule);
    fc.assert(
      fc.property(anyValue, (value) => {
        const message = validateField(schema, value);
        expect(message === null || (typeof message === 'string' && message.length > 0)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('the cross-field rules return issues and never throw', () => {
    const Usage = v.pipe(v.looseObject({}), businessMileage(), repeater('has_claims', 'claims'));
    const record = fc.record(
      { business_mileage: anyValue, total_mileage: anyValue, has_claims: anyValue, claims: anyValue },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(record, anyValue), (value) => {
        const errors = fieldErrors(Usage, value);
        expect(Object.values(errors).every((m) => typeof m === 'string')).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
