import * as v from 'valibot';
import { msg, type Message } from '../../config/label-message';
import { MAX_DRIVING_AGE } from '../../domain/constants';
import { date, maxAge, minAge } from '../../domain/validation/date-rules';
import { required } from '../../domain/validation/required';
import { postcode } from '../../domain/validation/text-rules';
import { fieldErrors } from '../../domain/validation/validate-field';
// Every form's rule pipe: plain text first, since the API refuses a hidden character in any field (docs/security.md).
import { rules as text } from '../../domain/validation/form-rules';

/**
 * The three things the insurer matches a saved quote on. docs/product/transitions.md#retrieving-a-quote shows no rules for them; the
 * widget still asks for all three in a form the API can read, so a typo is caught before the call.
 */
const RecallFormSchema = v.object({
  reference: text(required(msg('error.recall.reference'))),
  postcode: text(required(msg('error.enterPostcode')), postcode(msg('error.postcode'))),
  dob: text(
    required(msg('error.dob')),
    date(msg('error.recall.dobReal')),
    minAge(undefined, msg('error.recall.minAge')),
    maxAge(MAX_DRIVING_AGE, msg('error.dobMaxAge', { age: MAX_DRIVING_AGE })),
  ),
});

export interface RecallForm {
  reference: string;
  postcode: string;
  /** YYYY-MM-DD once it is a real date, else the text as typed. */
  dob: string;
}

/** One message per field ('reference', 'postcode', 'dob'); empty when the form can be sent. */
export const recallErrors = (form: RecallForm): Record<string, Message> => fieldErrors(RecallFormSchema, form);
