import { isBlank } from '../../domain/validation/required';
import type { ProposalState } from '../../store/proposal/slices/state';
import { childOf } from '../../store/proposal/path';
import { STEPS } from '../model/steps';
import type { Widget } from '../../widget/widget';

// The whole paths of each step's own questions (a driver's or a repeater's answers are the step's
// too), as their keys.
const STEP_PATHS = STEPS.map((step) =>
  step.questions.flatMap((question) =>
    typeof question.path === 'string' ? [(step.owner ? `${step.owner}.${question.path}` : question.path).split('.')] : [],
  ),
);

/**
 * Whether the answer at `keys` was given before and is empty after. The store copies only the
 * objects along a changed path, so the walk stops where both drafts share an object: a key typed in
 * a driver's form compares each other step's answers no further than `risk.proposer`.
 */
function emptied(before: unknown, after: unknown, keys: string[]): boolean {
  for (const key of keys) {
    if (before === after) return false;
    before = childOf(before, key);
    after = childOf(after, key);
  }
  return !isBlank(before) && isBlank(after);
}

/** Steps other than `current`, reached so far, where an answer that was given is now empty. */
function emptiedSteps(before: unknown, after: unknown, current: number, furthest: number): number[] {
  return STEPS.filter(({ number }) => number !== current && number <= furthest)
    .filter(({ number }) => STEP_PATHS[number - 1].some((keys) => emptied(before, after, keys)))
    .map(({ number }) => number);
}

/**
 * While the details form is shown: a change in the open step takes away its Completed tick (Continue
 * checks it again), and an answer that empties other steps' answers (No to "Do you know the car's
 * registration?" resets the car, with its use in step 5 and cover in step 6) reopens those steps,
 * which the open step then tells the customer. Returns the unsubscribe.
 */
export function watchStepAnswers({ stores }: Pick<Widget, 'stores'>): () => void {
  return stores.proposal.subscribe((state: ProposalState, previous: ProposalState) => {
    if (state.draft === previous.draft && state.raw === previous.raw) return;
    const form = stores.detailsForm.getState();
    // A quote loaded or a draft cleared is not the customer changing a step.
    if (state.draft.uuid !== previous.draft.uuid) return;
    form.uncomplete(form.current);
    const emptied = emptiedSteps(previous.draft, state.draft, form.current, form.furthest);
    if (emptied.length) form.reopen(emptied);
  });
}
