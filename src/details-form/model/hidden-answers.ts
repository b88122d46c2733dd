/*
 * Entry file of the details-form engine (README.md#architecture): an answer that hides a question
 * clears that question's answer, as its table entry says (`clearedTo`), so the quote never carries
 * an answer the customer can no longer see or change (docs/product/questions.md#a-no-clears-what-its-yes-opened).
 * The widget gives it to the proposal store, which runs it after every answer.
 */
import type { Proposal } from '../../contract/proposal';
import { getPath, setPath, type Path } from '../../store/proposal/path';
import { contextFor } from './context';
import { answerPath, type Owner, type Question } from './question';
import { DRIVER_FORM } from './questions/driver-questions';
import { STEPS } from './steps';

// The driver an answer belongs to: the proposer, or additional driver N.
const PERSON = /^risk\.(proposer|additional_drivers\.(\d+))\./;

const clearable = (questions: Question[]) => questions.filter((question) => 'clearedTo' in question);
// Built on first use, not at start: the proposer's steps' questions, and an additional driver's.
let tables: Question[][] | undefined;

/** The draft with every question hidden in the driver `path` belongs to cleared to its table's `clearedTo`. */
export function clearHidden(draft: Proposal, path: Path, vehicleMissing: readonly string[]): Proposal {
  const person = PERSON.exec(path);
  if (!person) return draft;
  tables ??= [clearable(STEPS.flatMap((step) => (step.owner ? step.questions : []))), clearable(DRIVER_FORM)];
  const index = person[2] ? +person[2] : null;
  const context = contextFor({ draft, vehicleMissing }, `risk.${person[1]}` as Owner, index);
  let next = draft;
  for (const question of tables[+(index !== null)]) {
    const at = answerPath(question, context);
    const now = getPath(next, at);
    // A list is emptied with a new array, never the table's own, which an added item would change.
    if (!question.when!(context) && (question.clearedTo ? (now as [] | null)?.length : now != null))
      next = setPath(next, at, question.clearedTo && []);
  }
  return next;
}
