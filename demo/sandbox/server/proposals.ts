/** Loading and changing stored proposals from a route, with the contract's error answers. */
import type { SavedProposal } from '../../../src/contract/proposal';
import { syncAgreement } from '../credit/agreement';
import { syncHolder } from '../credit/holder';
import { SERVER_ERROR_CODES } from '../../../src/contract/responses';
import { conflict, notFound } from './errors';
import { HttpError } from './http';
import type { Services } from './services';
import type { StoredRecord } from './store';

export async function loadRecord(services: Services, uuid: string): Promise<StoredRecord> {
  const record = await services.store.get(uuid);
  if (!record) throw notFound(`No proposal ${uuid}`);
  // A proposal saved before versions existed is at its first.
  record.proposal.version ??= 1;
  return record;
}

/** 412: the write was based on an older version of the proposal (docs/api-team.md#versions). */
export const staleVersion = (current: number): HttpError =>
  new HttpError(
    412,
    {
      code: SERVER_ERROR_CODES.staleVersion,
      message: `The quote was changed elsewhere (it is at version ${current}): load it again; nothing was changed`,
    },
    { ETag: `"${current}"` },
  );

/**
 * What a version stands for: everything priced or bought, but not the flags the sale itself sets
 * (is_purchased, is_accepted) nor its signed credit agreement or the document versions recorded at
 * accept, so paying, signing and accepting do
 * not make the version they were made at stale.
 */
function priced(proposal: SavedProposal): string {
  const {
    version: _version,
    is_purchased: _purchased,
    is_accepted: _accepted,
    credit_agreement: _agreement,
    documents: _documents,
    quote,
    ...rest
  } = proposal;
  void _version;
  void _documents;
  void _purchased;
  void _accepted;
  void _agreement;
  const { is_purchased: _quotePurchased, is_accepted: _quoteAccepted, ...quoted } = quote ?? {};
  void _quotePurchased;
  void _quoteAccepted;
  return JSON.stringify({ ...rest, quote: quote ? quoted : null });
}

/**
 * Loads, changes and saves one proposal with no other change to it in flight. If change throws,
 * nothing is written. `ifMatch` is a write's If-Match (a versioned call of the contract): checked
 * under the lock, before any other rule, so of two writes based on one version only the first
 * lands; when the write changed what is priced or bought, the proposal takes the next version.
 * Without it (the card page, recall, device risk) the version is neither checked nor moved.
 */
export async function changeRecord(
  services: Services,
  uuid: string,
  change: (record: StoredRecord) => void | Promise<void>,
  ifMatch?: number,
): Promise<StoredRecord> {
  return services.store.withLock(uuid, async () => {
    const record = await loadRecord(services, uuid);
    const version = record.proposal.version;
    if (ifMatch !== undefined && ifMatch !== version) throw staleVersion(version);
    const before = priced(record.proposal);
    await change(record);
    if (ifMatch !== undefined && priced(record.proposal) !== before) record.proposal.version = version + 1;
    else record.proposal.version = version;
    // A signature is for the version it was made at: the proposal says whether it still holds.
    syncAgreement(record);
    syncHolder(record);
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
