import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { msg } from '../../../../src/config/label-message';
import { inWords } from '../../support/default-words';
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
    const dob = v.pipe(v.unknown(), requiredAdditionalDriver(msg('error.dob')));
    expect(inWords(validateField(dob, ''))).toBe('Enter their date of birth');
    expect(inWords(validateField(v.pipe(v.unknown(), required(msg('error.dob'))), ''))).toBe('Enter your date of birth');
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
