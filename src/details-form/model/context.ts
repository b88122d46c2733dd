import type { Proposal } from '../../contract/proposal';
import { getPath } from '../../store/proposal/path';
import { contextsByDraft } from './caches';
import type { Owner, QuestionContext } from './question';

/** What a question's context is built from: the proposal store's state, or a draft with the look-up's gaps. */
export interface ContextSource {
  draft: Proposal;
  vehicleMissing: readonly string[];
}

/**
 * The context a question is asked in: the proposer by default, or additional driver `driverIndex`;
 * the one builder of a QuestionContext. One per draft, owner and driver (caches.ts), so every
 * field, check and flow asking the same driver of the same draft shares it: never change it.
 */
export function contextFor(source: ContextSource, owner: Owner, driverIndex: number | null = null): QuestionContext {
  const { draft, vehicleMissing } = source;
  let built = contextsByDraft.get(draft);
  if (!built) contextsByDraft.set(draft, (built = new Map()));
  const key = `${owner} ${driverIndex}`;
  const known = built.get(key);
  if (known?.vehicleMissing === vehicleMissing) return known.context;
  const person = (owner ? getPath(draft, owner) : draft.risk.proposer) ?? {};
  const context: QuestionContext = {
    draft,
    vehicleMissing,
    sourceOfBusiness: draft.risk.source_of_business ?? '',
    owner,
    person: person as QuestionContext['person'],
    driverNumber: driverIndex === null ? null : driverIndex + 1,
  };
  built.set(key, { vehicleMissing, context });
  return context;
}
