import * as v from 'valibot';
import { msg, type FieldMessage, type MessageKey } from '../../../config/label-message';
import { ruleMessage } from '../../../domain/validation/rule-message';
import { repeaterIssue, type RepeaterOptions } from '../../../domain/validation/repeater';
import { childPath, getPath, type Path } from '../../../store/proposal/path';
import type { Question, QuestionContext } from '../question';
import { contextFor } from '../context';
import { validateOwner } from '../validate';
import { rules } from './rules';

interface ItemsOptions extends RepeaterOptions {
  /** The label naming an item in a message, with {number} and {message}: 'Claim 2: Enter the date it happened'. */
  item: MessageKey;
}

/** The context an item of a driver's list (a claim, a conviction) is asked in. */
const itemContext = (context: QuestionContext, list: Path, index: number) =>
  contextFor(context, childPath(list, String(index)), context.driverNumber === null ? null : context.driverNumber - 1);

function itemIssue(context: QuestionContext, list: Path, items: unknown, questions: Question[], item: MessageKey): FieldMessage | null {
  const all = Array.isArray(items) ? items : [];
  for (let index = 0; index < all.length; index += 1) {
    // Remembered per item: a key typed anywhere in the driver's form checks this list again, but
    // not the dates of items that did not change.
    const [message] = Object.values(validateOwner(questions, itemContext(context, list, index), {}));
    if (message) return msg(item, { number: index + 1, message });
  }
  return null;
}

/**
 * docs/product/validation.md#repeaters's repeater rule for a list asked because its question was answered Yes (at least one, at
 * most max), and every item complete: an item left half-done by a reload is caught here.
 */
export function itemsRule(context: QuestionContext, relative: string, questions: Question[], options: ItemsOptions) {
  const list = context.owner ? childPath(context.owner, relative) : (relative as Path);
  const issue = (items: unknown) => repeaterIssue(true, items, options) ?? itemIssue(context, list, items, questions, options.item);
  return rules(
    v.check(
      (items) => issue(items ?? getPath(context.draft, list)) === null,
      ruleMessage((failure: v.CheckIssue<unknown>) => issue(failure.input) ?? ''),
    ),
  );
}
