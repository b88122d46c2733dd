import * as v from 'valibot';
import { markForThem } from '../../../config/label-message';
import { additionalDriverMessage } from '../../../domain/validation/additional-driver';
import { validateField } from '../../../domain/validation/validate-field';
import type { Question } from '../question';

/**
 * SPEC.md's requiredAdditionalDriver:{field} variants: for an additional driver every rule of a
 * shared question speaks of them ('Enter their date of birth', 'They must be 17 or over'); for
 * the proposer the rule is unchanged. A label message is only marked: the pronouns are swapped in
 * the text the brand's label gives when shown, so one override serves the proposer and every driver.
 */
export function forAdditionalDriver(questions: readonly Question[]): Question[] {
  return questions.map((question) => {
    const own = question.rules;
    if (!own) return question;
    return {
      ...question,
      rules: (context) => {
        const schema = own(context);
        if (context.driverNumber === null) return schema;
        const reworded = (value: unknown) => {
          const message = validateField(schema, value);
          return message === null ? null : (markForThem(message) ?? additionalDriverMessage(message));
        };
        return v.pipe(
          v.unknown(),
          v.check(
            (value) => reworded(value) === null,
            (issue) => reworded(issue.input) ?? '',
          ),
        );
      },
    };
  });
}
