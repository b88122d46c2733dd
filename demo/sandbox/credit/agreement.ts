/**
 * The credit agreement's rules in the sandbox (docs/product/regulation.md#the-credit-agreement): a
 * signature is for the agreement's version and for the proposal as priced when it was signed; any
 * change to what is priced or bought since (a new extra, new bank details) leaves the agreement
 * unsigned, and a monthly plan is neither paid for nor bought until it is signed again.
 */
import type { CreditAgreement } from '../../../src/contract/credit';
import type { AgreementRecord } from '../server/records';
import type { StoredRecord } from '../server/store';

/** The signature that holds for the proposal as it stands now, or null. */
export function currentAgreement({ proposal, sandbox }: StoredRecord): AgreementRecord | null {
  const signed = sandbox.agreement;
  const documents = proposal.quote?.credit_documents;
  if (!signed || !documents) return null;
  return signed.proposal_version === proposal.version && signed.version === documents.agreement.version ? signed : null;
}

const UNSIGNED: CreditAgreement = { status: 'unsigned', version: null, signed_by: null, signed_at: null };

/**
 * The proposal's credit_agreement, brought in line with the signature kept after every change
 * (server/proposals.ts changeRecord): null until a Direct Debit is approved, then unsigned or signed.
 */
export function syncAgreement(record: StoredRecord): void {
  const { proposal } = record;
  if (!proposal.credit_agreement) return;
  const signed = currentAgreement(record);
  proposal.credit_agreement = signed
    ? { status: 'signed', version: signed.version, signed_by: signed.signed_by, signed_at: signed.signed_at }
    : UNSIGNED;
}

/** After an approved credit check: the agreement is there to sign. */
export function openAgreement(record: StoredRecord): void {
  record.proposal.credit_agreement = { ...UNSIGNED };
}
