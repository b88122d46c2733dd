import { sortCodeForRequest } from '../domain/bank';
import type { SubmittedDirectDebit } from '../contract/requests';

/**
 * docs/product/validation.md#direct-debit and docs/product/transitions.md#an-under-18-proposer: the sort code travels without hyphens, and the third party block is left out when the
 * proposer holds the account (a stale block from an earlier answer must not reach the bank check).
 */
export function normalizeDirectDebit(directDebit: SubmittedDirectDebit): SubmittedDirectDebit {
  const { third_party, ...rest } = directDebit;
  const normalized = { ...rest, sort_code: sortCodeForRequest(rest.sort_code) };
  return directDebit.is_proposer_account_holder ? normalized : { ...normalized, third_party };
}
