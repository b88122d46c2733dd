import type { Proposal } from '../../api/contract/proposal';
import { validateField } from '../../domain/validation/validate-field';
import { getPath } from '../proposal/path';
import { answerPath, type Question, type QuestionContext } from './question';

export interface ContextSource {
  draft: Proposal;
  sourceOfBusiness: string;
  vehicleMissing: readonly string[];
}

/** The context a question is asked in: the proposer by default, or additional driver `driverIndex`. */
export function contextFor(source: ContextSource, owner: string, driverIndex: number | null = null): QuestionContext {
  const person = (owner ? getPath(source.draft, owner) : source.draft.risk.proposer) ?? {};
  return { ...source, owner, person: person as QuestionContext['person'], driverNumber: driverIndex === null ? null : driverIndex + 1 };
}

export const isShown = (question: Question, context: QuestionContext) => !question.when || question.when(context);

/**
 * First error per whole path for the shown questions. A date typed but not yet real is checked
 * as typed (the raw text), so the proposer hears 'must be a real date', not 'enter a date'.
 */
export function validateQuestions(questions: Question[], context: QuestionContext, raw: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const question of questions) {
    if (!question.rules || !isShown(question, context)) continue;
    const path = answerPath(question, context);
    const value = raw[path] ?? getPath(context.draft, path);
    const message = validateField(question.rules(context), value);
    if (message) errors[path] = message;
  }
  return errors;
}
