import type { Proposal } from '../../contract/proposal';
import { ADDITIONAL_DRIVER_BEHAVIOURS } from './behaviours/additional-drivers';
import type { Behaviour, BehaviourNotice } from './behaviours/behaviour';
import { COVER_BEHAVIOURS } from './behaviours/cover-behaviours';
import { PERSON_BEHAVIOURS } from './behaviours/person-behaviours';
import { VEHICLE_BEHAVIOURS } from './behaviours/vehicle-behaviours';
import { getPath, setPath, type Path } from './path';

const BEHAVIOURS: Behaviour[] = [...VEHICLE_BEHAVIOURS, ...PERSON_BEHAVIOURS, ...COVER_BEHAVIOURS, ...ADDITIONAL_DRIVER_BEHAVIOURS];

/** Stores one answer and applies every field behaviour of docs/product/questions.md#how-answers-behave that depends on it. */
export function applyAnswer(draft: Proposal, path: Path, value: unknown): { draft: Proposal; notice: BehaviourNotice | null } {
  const previous = getPath(draft, path);
  let next = setPath(draft, path, value);
  let notice: BehaviourNotice | null = null;
  for (const behaviour of BEHAVIOURS) {
    const match = behaviour.match.exec(path);
    if (!match) continue;
    const result = behaviour.apply({ draft: next, value, previous, owner: match[1] ?? '' });
    if ('draft' in result && 'notice' in result) {
      next = result.draft;
      notice = result.notice ?? notice;
    } else {
      next = result as Proposal;
    }
  }
  return { draft: next, notice };
}
