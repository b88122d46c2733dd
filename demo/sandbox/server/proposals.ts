/** Loading and changing stored proposals from a route, with the contract's error answers. */
import type { SavedProposal } from '../../../src/api/contract/proposal';
import { conflict, notFound } from './errors';
import type { Services } from './services';
import type { StoredRecord } from './store';

export async function loadRecord(services: Services, uuid: string): Promise<StoredRecord> {
  const record = await services.store.get(uuid);
  if (!record) throw notFound(`No proposal ${uuid}`);
  return record;
}

/**
 * Loads, changes and saves one proposal with no other change to it in flight. If change throws,
 * nothing is written.
 */
export async function changeRecord(
  services: Services,
  uuid: string,
  change: (record: StoredRecord) => void | Promise<void>,
): Promise<StoredRecord> {
  return services.store.withLock(uuid, async () => {
    const record = await loadRecord(services, uuid);
    await change(record);
    await services.store.put(record);
    return record;
  });
}

/** Once bought, a policy is changed by the insurer's mid-term adjustment process, not by this API. */
export function assertNotBought(proposal: SavedProposal): void {
  if (proposal.is_purchased || proposal.is_accepted) {
    throw conflict('already_purchased', 'This quote has already been bought and can no longer be changed');
  }
}

export function assertQuoted(proposal: SavedProposal): asserts proposal is SavedProposal & { quote: NonNullable<SavedProposal['quote']> } {
  if (!proposal.is_quoted || !proposal.quote) throw conflict('not_quoted', 'This proposal has no quote yet');
}

export const envelope = (record: StoredRecord): { proposal: SavedProposal } => ({ proposal: record.proposal });
