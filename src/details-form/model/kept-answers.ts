/*
 * Entry file of the details-form engine (README.md#architecture): what a session that expired before
 * its quote was saved keeps (docs/security.md#data-that-ends-with-the-sale), as the question tables
 * say. A question's answer is kept only when its table entry is marked `kept` (the car, its use, the
 * cover asked for); any other, and every answer about a person, starts again empty. The widget gives
 * it to the proposal store, which runs it on expiry.
 */
import type { Proposal } from '../../contract/proposal';
import { copyModificationsToDuqs } from '../../store/proposal/modifications';
import { getPath, setPath, type Path } from '../../store/proposal/path';
import { STEPS } from './steps';

/**
 * What no question asks but the form sets about the car and cover, kept whole: the payment answer's
 * copy, the car as the look-up gave it (its questions then reset what they drop: where it is kept),
 * and the previous insurance record 'Yes' creates (blank, or null when she has none).
 */
const UNASKED = ['is_pay_monthly', 'risk.vehicle', 'risk.previous_insurance'] as const;

/** `fresh` (the empty draft) with the kept answers of `draft`. */
export function keptAnswers(draft: Proposal, fresh: Proposal): Proposal {
  let kept = fresh;
  for (const path of UNASKED) kept = setPath(kept, path, getPath(draft, path));
  // The copies of the kept car's modifications in duqs, made again as leaving step 2 makes them
  // (docs/product/transitions.md#leaving-step-2): she leaves step 2 again before any quote.
  kept = copyModificationsToDuqs(kept);
  // The whole-path steps' questions (a person's steps keep nothing): a kept one's answer, any other's empty one.
  for (const { owner, questions } of STEPS)
    if (!owner)
      for (const question of questions) {
        const path = question.path as Path;
        const value = getPath(question.kept ? draft : fresh, path);
        // An answer inside a record she does not have (no previous insurance) is not made up.
        if (value !== undefined) kept = setPath(kept, path, value);
      }
  return kept;
}
