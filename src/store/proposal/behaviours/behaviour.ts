import type { AdditionalDriver } from '../../../contract/additional-driver';
import type { Proposal } from '../../../contract/proposal';
import type { Proposer } from '../../../contract/proposer';
import { childPath, type Path, type PathOf, type PathPattern } from '../path';

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
 * One field behaviour of docs/product/questions.md#how-answers-behave: when an answer at a path matching `match` changes,
 * `apply` returns the draft with the dependent answers set or cleared.
 */
export interface Behaviour {
  /**
   * Which changed paths it answers: built by at() or inPerson() from typed paths, so a renamed
   * contract field fails the type check; group 1 captures the owner prefix when there is one.
   */
  match: RegExp;
  apply(context: BehaviourContext): Proposal | BehaviourResult;
}

/** A path inside one driver: the proposer and an additional driver answer the same questions there. */
export type PersonPath = PathOf<Proposer, '*'> & PathOf<AdditionalDriver, '*'>;

const pattern = (path: string) =>
  path
    .split('.')
    .map((key) => (key === '*' ? '\\d+' : key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('\\.');

/** The match of answers at these paths of the proposal ('*' is any list index); the compiler checks every name. */
export const at = (...paths: PathPattern[]): RegExp => new RegExp(`^()(?:${paths.map(pattern).join('|')})$`);

/** The match of an answer at `suffix` inside any driver; group 1, the owner, is that driver's own path. */
export const inPerson = (suffix: PersonPath): RegExp =>
  new RegExp(`^(risk\\.proposer|risk\\.additional_drivers\\.\\d+)\\.${pattern(suffix)}$`);

/** The whole path of `suffix` for the driver at `owner` ('risk.proposer' or 'risk.additional_drivers.N'). */
export const personPath = (owner: string, suffix: PersonPath): Path => childPath(owner, suffix);
