import { useCallback, useMemo, useState } from 'react';
import { directDebitErrors, isMinor } from '../../flows/purchase/direct-debit-rules';
import { HOLDER_DOB_PATH } from '../../flows/purchase/save-direct-debit';
import { useProposal, useWidget } from '../../hooks/widget-context';
import { childPath } from '../../store/proposal/path';

/** A field's element id from its path in the direct debit ('third_party.title' -> 'mq-dd-third_party-title'). */
export const ddFieldId = (path: string) => `mq-dd-${path.replace(/\./g, '-')}`;

/**
 * The direct-debit form over the proposal store's draft.direct_debit (bank details stay in memory:
 * the store never writes them to storage). Errors show once a field is left, or after Continue.
 */
export function useDirectDebitForm() {
  const { stores } = useWidget();
  const dd = useProposal((s) => s.draft.direct_debit);
  const proposerDob = useProposal((s) => s.draft.risk.proposer.date_of_birth);
  const dobText = useProposal((s) => s.raw[HOLDER_DOB_PATH] ?? null);
  const errors = useMemo(() => directDebitErrors(dd, proposerDob, dobText), [dd, proposerDob, dobText]);
  const [touched, setTouched] = useState<Record<string, true>>({});
  const [attempts, setAttempts] = useState(0);

  const set = useCallback(
    (path: string, value: unknown) => stores.proposal.getState().setAnswer(childPath('direct_debit', path), value),
    [stores],
  );
  const setDob = useCallback((text: string) => stores.proposal.getState().setDate(HOLDER_DOB_PATH, text), [stores]);
  const touch = useCallback((path: string) => setTouched((t) => (t[path] ? t : { ...t, [path]: true })), []);
  const shownError = (path: string) => (attempts > 0 || touched[path] ? (errors[path] ?? null) : null);

  return {
    dd,
    dobText,
    errors,
    minor: isMinor(proposerDob),
    attempts,
    attempt: () => setAttempts((n) => n + 1),
    set,
    setDob,
    touch,
    shownError,
  };
}

export type DirectDebitForm = ReturnType<typeof useDirectDebitForm>;
