import * as v from 'valibot';
import { saidOfThem } from '../../../domain/validation/additional-driver';
import { ruleMessage } from '../../../domain/validation/rule-message';
import { validateField } from '../../../domain/validation/validate-field';
import { rewordedRules } from '../caches';
import { rulesFor, type Question, type RuleSchema as Schema } from '../question';

/**
 * docs/product/validation.md#additional-drivers: for an additional driver every rule of a shared
 * question speaks of them ('Enter their date of birth', 'They must be 17 or over'); for the proposer
 * the rule is unchanged. Its message is only marked (FieldMessage's `them`): the label's {your} and
 * {you} are filled with the driver's words when shown (docs/labels.md#validation-messages), so one
 * override serves the proposer and every driver.
 */
export function forAdditionalDriver(questions: readonly Question[]): Question[] {
  return questions.map((question) => {
    const own = question.rules;
    if (!own) return question;
    return {
      ...question,
      rules: (context) => {
        const schema = rulesFor(own, context);
        return context.driverNumber === null ? schema : forThem(schema);
      },
    };
  });
}

function forThem(schema: Schema): Schema {
  let them = rewordedRules.get(schema);
  if (them) return them;
  const message = (value: unknown) => {
    const own = validateField(schema, value);
    return own === null ? null : saidOfThem(own);
  };
  them = v.pipe(
    v.unknown(),
    v.check(
      (value) => message(value) === null,
      ruleMessage((issue: v.CheckIssue<unknown>) => message(issue.input) ?? ''),
    ),
  );
  rewordedRules.set(schema, them);
  return them;
}
