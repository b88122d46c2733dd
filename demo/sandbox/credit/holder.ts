/**
 * The account holder's consent in the sandbox (docs/product/regulation.md#when-someone-else-holds-the-account):
 * a signature is for the credit agreement's version and the amount of credit as they stand; a new
 * mandate (pay-monthly again) clears it (routes/payment.ts), and the proposal says where it stands.
 */
import { amountOfCredit, creditFigures } from './documents';
import type { StoredRecord } from '../server/store';

const pence = (amount: number): number => Math.round(amount * 100);

/** The proposal's third party when someone else holds the account of a monthly plan, else null. */
export const holderOf = ({ proposal, sandbox }: StoredRecord) =>
  proposal.is_pay_monthly && sandbox.direct_debit?.is_proposer_account_holder === false ? sandbox.direct_debit.third_party : null;

/** The holder's signature, when it is for the credit agreement and the amount as they stand now. */
function holderSigned(record: StoredRecord) {
  const signed = record.sandbox.holder?.signed;
  const quote = record.proposal.quote;
  const figures = quote ? creditFigures(quote) : null;
  if (!signed || !figures || !quote?.credit_documents) return null;
  const current =
    signed.agreement_version === quote.credit_documents.agreement.version &&
    pence(signed.amount_of_credit) === pence(amountOfCredit(figures));
  return current ? signed : null;
}

/** True when a monthly plan may be paid for and bought: its account holder is the proposer, or has signed. */
export const holderHolds = (record: StoredRecord, without: ReadonlySet<string>): boolean =>
  without.has('holder-consent') || holderOf(record) === null || holderSigned(record) !== null;

/** The proposal's holder_consent, brought in line with the record after every change (server/proposals.ts changeRecord). */
export function syncHolder(record: StoredRecord): void {
  const holder = holderOf(record);
  const link = record.sandbox.holder;
  const signed = holderSigned(record);
  record.proposal.holder_consent = holder
    ? {
        status: signed ? 'signed' : link?.key ? 'sent' : 'unsent',
        email: holder.email,
        expires_at: link?.key ? link.expires_at : null,
        signed_at: signed?.at ?? null,
      }
    : null;
}
