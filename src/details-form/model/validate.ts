import type { Message } from '../../config/label-message';
import { todayIso } from '../../domain/dates';
import { validateField } from '../../domain/validation/validate-field';
import { getPath } from '../../store/proposal/path';
import { checksByOwner } from './caches';
import { answerPath, rulesFor, type Question, type QuestionContext } from './question';

export const isShown = (question: Question, context: QuestionContext) => !question.when || question.when(context);

/**
 * First error per whole path for the shown questions. A date typed but not yet real is checked
 * as typed (the raw text), so the proposer hears 'must be a real date', not 'enter a date'.
 */
export function validateQuestions(questions: Question[], context: QuestionContext, raw: Record<string, string>): Record<string, Message> {
  const errors: Record<string, Message> = {};
  for (const question of questions) {
    if (!question.rules || !isShown(question, context)) continue;
    const path = answerPath(question, context);
    const value = raw[path] ?? getPath(context.draft, path);
    const message = validateField(rulesFor(question.rules, context), value);
    if (message) errors[path] = message;
  }
  return errors;
}

// A list's check of its items and the open item's own fields' check (caches.ts: checksByOwner).
const KEPT_PER_OBJECT = 2;

/**
 * Everything besides the object's own answers that its questions read, in a list compared item by
 * item: the questions and where they are asked, the context's other fields, today (date rules read
 * the clock), the answers kept outside the object (a driver's duqs: 'marital_status_driver_2'),
 * and the date text typed under the object's path or at those answers.
 */
function inputsOf(questions: Question[], context: QuestionContext, raw: Record<string, string>, today: string): unknown[] {
  const inputs: unknown[] = [
    questions,
    context.owner,
    context.driverNumber,
    context.sourceOfBusiness,
    context.vehicleMissing.join(),
    today,
  ];
  for (const question of questions) {
    if (typeof question.path !== 'function') continue;
    const path = question.path(context);
    inputs.push(path, raw[path] ?? getPath(context.draft, path));
  }
  const prefix = `${context.owner}.`;
  for (const key in raw) if (key.startsWith(prefix)) inputs.push(key, raw[key]);
  return inputs;
}

const same = (a: unknown[], b: unknown[]) => a.length === b.length && a.every((item, index) => Object.is(item, b[index]));

/**
 * validateQuestions for the questions asked of one object of the draft (the owner: an additional
 * driver's form, a claim's), worked out again only when that object or another input changed.
 * Step 7's list checks every driver on each store change, with their claims and convictions, and
 * the open driver form's fields show errors of the same check: re-checking all of it, parsing
 * every date, made each key typed in one driver's form slower with every driver and item.
 *
 * Holds because a question asked of an owner reads only the owner's answers (answerOf, relative
 * paths) and what inputsOf lists; the answer is shared, so it is read-only to its callers.
 */
export function validateOwner(
  questions: Question[],
  context: QuestionContext,
  raw: Record<string, string>,
): Readonly<Record<string, Message>> {
  // contextFor's person (context.ts) is the object at the owner's path (an empty one when there is none yet).
  const owner = context.owner ? context.person : null;
  if (owner === null) return validateQuestions(questions, context, raw);
  const today = todayIso();
  const kept = checksByOwner.get(owner) ?? [];
  // The fields of an open form share one context per store change (contextFor, context.ts): the first
  // field compares the inputs, the others find the same context and typed text.
  const seen = kept.find(
    (entry) => entry.context === context && entry.raw === raw && entry.questions === questions && entry.today === today,
  );
  if (seen) return seen.errors;
  const inputs = inputsOf(questions, context, raw, today);
  const hit = kept.find((entry) => same(entry.inputs, inputs));
  if (hit) {
    Object.assign(hit, { context, raw });
    return hit.errors;
  }
  const errors = validateQuestions(questions, context, raw);
  checksByOwner.set(owner, [{ questions, today, inputs, errors, context, raw }, ...kept].slice(0, KEPT_PER_OBJECT));
  return errors;
}
