/*
 * Entry file of the details-form engine (README.md#architecture): how a question is asked of the
 * answers so far, for the screens that render it and the summary that reads it back. Public
 * because a field must know its path, whether it shows, its options and date bounds and its error;
 * the question context these are worked out in, and the remembered checks behind an error
 * (context.ts, validate.ts, caches.ts), stay inside, so no screen builds a context or keeps a check.
 */
import type { Message } from '../../config/label-message';
import { getPath } from '../../store/proposal/path';
import { contextFor, type ContextSource } from './context';
import { answerPath, type Owner, type Question } from './question';
import { isShown, validateOwner, validateQuestions } from './validate';

/** What a question is asked against: the proposal store's state (the draft, the look-up's gaps, the date text typed). */
type Answers = ContextSource & { raw: Record<string, string> };

/**
 * One field's question as the answers stand, for the proposer (owner 'risk.proposer' or '') or
 * additional driver `driverIndex`: its whole path, whether it shows, its value (or the date text
 * typed so far), the options it may offer and its date bounds. A hidden question stops at its path.
 */
export function askQuestion(answers: Answers, question: Question, owner: Owner, driverIndex: number | null) {
  const context = contextFor(answers, owner, driverIndex);
  const path = answerPath(question, context);
  if (!isShown(question, context)) return { path, shown: false, value: undefined, allowed: null, min: undefined, max: undefined };
  const { control } = question;
  return {
    path,
    shown: true,
    value: answers.raw[path] ?? getPath(answers.draft, path),
    allowed: 'allowed' in control && control.allowed ? control.allowed(context) : null,
    min: control.kind === 'date' ? control.min?.(context) : undefined,
    max: control.kind === 'date' ? control.max?.(context) : undefined,
  };
}

/**
 * The error of the question at `path`, or null. `form`: the questions of the item it belongs to (a
 * driver's, a claim's), checked whole and remembered while the item is unchanged (validate.ts,
 * validateOwner); without it, the question alone.
 */
export function questionError(
  answers: Answers,
  question: Question,
  path: string,
  owner: Owner,
  driverIndex: number | null,
  form: Question[] | null,
): Message | null {
  const context = contextFor(answers, owner, driverIndex);
  return (form ? validateOwner(form, context, answers.raw) : validateQuestions([question], context, answers.raw))[path] ?? null;
}

// A saved proposal has no look-up gaps: one list, so each step of one proposal finds its context built (context.ts).
const NO_GAPS: readonly string[] = [];

/** The questions of `questions` that `draft` was asked (shown ones only), each with its answer's whole path. */
export function askedQuestions(draft: ContextSource['draft'], owner: Owner, questions: Question[]) {
  const context = contextFor({ draft, vehicleMissing: NO_GAPS }, owner);
  return questions.filter((question) => isShown(question, context)).map((question) => ({ question, path: answerPath(question, context) }));
}
