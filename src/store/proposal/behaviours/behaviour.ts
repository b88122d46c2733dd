import type { Proposal } from '../../../api/contract/proposal';

/** What a behaviour may ask the screen to show, e.g. the one-medical-condition 'Sorry!' modal. */
export type BehaviourNotice = 'medical-condition-limit';

export interface BehaviourContext {
  /** The draft after the answer was stored. */
  draft: Proposal;
  value: unknown;
  previous: unknown;
  /** The path's prefix before the matched part, e.g. 'risk.proposer' or 'risk.additional_drivers.1'. */
  owner: string;
}

export interface BehaviourResult {
  draft: Proposal;
  notice?: BehaviourNotice;
}

/**
 * One field behaviour of SPEC.md section 4: when an answer at a path matching `match` changes,
 * `apply` returns the draft with the dependent answers set or cleared.
 */
export interface Behaviour {
  /** Anchored at the end of the changed path; group 1 must capture the owner prefix when there is one. */
  match: RegExp;
  apply(context: BehaviourContext): Proposal | BehaviourResult;
}
