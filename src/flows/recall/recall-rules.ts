import * as v from 'valibot';
import { MAX_DRIVING_AGE } from '../../domain/constants';
import { date, maxAge, minAge } from '../../domain/validation/date-rules';
import { required } from '../../domain/validation/required';
import { postcode } from '../../domain/validation/text-rules';
import { fieldErrors } from '../../domain/validation/validate-field';

const text = (...rules: v.PipeItem<unknown, unknown, v.BaseIssue<unknown>>[]) => v.pipe(v.unknown(), ...rules);

/**
 * The three things the insurer matches a saved quote on. SPEC.md shows no rules for them; the
 * widget still asks for all three in a form the API can read, so a typo is caught before the call.
 */
const RecallFormSchema = v.object({
  reference: text(required('Enter your quote reference')),
  postcode: text(required('Enter your postcode'), postcode()),
  dob: text(
    required('Enter your date of birth'),
    date('Enter a real date of birth, like 27/03/1990'),
    minAge(undefined, 'Enter a date of birth at least 17 years ago'),
    maxAge(MAX_DRIVING_AGE, 'Enter a real date of birth'),
  ),
});

export interface RecallForm {
  reference: string;
  postcode: string;
  /** YYYY-MM-DD once it is a real date, else the text as typed. */
  dob: string;
}

/** One message per field ('reference', 'postcode', 'dob'); empty when the form can be sent. */
export const recallErrors = (form: RecallForm): Record<string, string> => fieldErrors(RecallFormSchema, form);
