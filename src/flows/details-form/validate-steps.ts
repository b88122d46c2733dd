import { STEPS } from '../../store/details-form/steps';
import { contextFor, validateQuestions, type ContextSource } from '../../store/details-form/validate';

/** Errors of one step by whole path; empty when the step can be left. */
export function stepErrors(step: number, source: ContextSource, raw: Record<string, string>): Record<string, string> {
  const { owner, questions } = STEPS[step - 1];
  return validateQuestions(questions, contextFor(source, owner), raw);
}

/** The first step (1-based) with an error, with its errors, or null when every step is valid. */
export function firstInvalidStep(source: ContextSource, raw: Record<string, string>, upTo = STEPS.length): { step: number; errors: Record<string, string> } | null {
  for (let step = 1; step <= upTo; step += 1) {
    const errors = stepErrors(step, source, raw);
    if (Object.keys(errors).length) return { step, errors };
  }
  return null;
}
