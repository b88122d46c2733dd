import type { Proposal } from '../../contract/proposal';

/** docs/security.md: bank details are never written to browser storage. */
export function withoutBankDetails(draft: Proposal): Proposal {
  if (!draft.direct_debit) return draft;
  const { account_number: _number, sort_code: _sort, account_name: _name, ...rest } = draft.direct_debit;
  return { ...draft, direct_debit: { ...rest, account_number: null, sort_code: null, account_name: null } };
}
