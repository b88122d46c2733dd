import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { additionalDriverMessage } from '../../../../src/domain/validation/additional-driver';
import { isBlank, required, requiredAdditionalDriver, ticked } from '../../../../src/domain/validation/required';
import { validateField } from '../../../../src/domain/validation/validate-field';

describe('required', () => {
  const title = v.pipe(v.unknown(), required('Select your title'));

  it.each([null, undefined, '', '   ', NaN, []])('reports a blank %j', (value) => {
    expect(validateField(title, value)).toBe('Select your title');
  });

  it.each(['Mrs', 0, false, true, ['x']])('accepts the answer %j', (value) => {
    expect(validateField(title, value)).toBeNull();
  });

  it('works in a string pipe', () => {
    const first = v.pipe(v.string(), required('Enter your first name'));
    expect(validateField(first, ' ')).toBe('Enter your first name');
    expect(validateField(first, 'Ann')).toBeNull();
  });

  it('words the additional-driver variant for them', () => {
    const dob = v.pipe(v.unknown(), requiredAdditionalDriver('Enter your date of birth'));
    expect(validateField(dob, '')).toBe('Enter their date of birth');
  });

  it('needs a tick box to be ticked', () => {
    const agree = v.pipe(v.unknown(), ticked('Confirm you have read the Terms and Conditions'));
    expect(validateField(agree, false)).toBe('Confirm you have read the Terms and Conditions');
    expect(validateField(agree, 'true')).toBe('Confirm you have read the Terms and Conditions');
    expect(validateField(agree, true)).toBeNull();
  });

  it('counts only empty values as blank', () => {
    expect(isBlank(0)).toBe(false);
    expect(isBlank({})).toBe(false);
  });
});

describe('additionalDriverMessage', () => {
  it.each([
    ['Enter your date of birth', 'Enter their date of birth'],
    ['You must be 17 or over', 'They must be 17 or over'],
    ['Select if you were born in the UK', 'Select if they were born in the UK'],
    ['Your licence date must be after you turned 17', 'Their licence date must be after they turned 17'],
    ["Select if you're a smoker", "Select if they're a smoker"],
    ['Select the vehicles available to you', 'Select the vehicles available to them'],
    ['Enter the value yourself', 'Enter the value themselves'],
    ['Select a title', 'Select a title'],
    ['Enter a youthful name', 'Enter a youthful name'],
  ])('%j -> %j', (message, expected) => expect(additionalDriverMessage(message)).toBe(expected));
});
