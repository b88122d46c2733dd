import { childPath, getPath, type Path } from '../../../store/proposal/path';
import type { QuestionContext } from '../question';

/** The answer at a path relative to the driver (or item) being asked. */
export const answerOf = (context: QuestionContext, relative: string): unknown =>
  getPath(context.draft, context.owner ? childPath(context.owner, relative) : (relative as Path));

/** 'Shows when' the answer at `relative` is exactly `value` (a follow-up of a Yes/No). */
export const answered = (relative: string, value: unknown) => (context: QuestionContext) => answerOf(context, relative) === value;

/** Questions about the proposer alone: duqs keys such as education level and Pass Plus have no driver_N form. */
export const isProposer = (context: QuestionContext) => context.driverNumber === null;
