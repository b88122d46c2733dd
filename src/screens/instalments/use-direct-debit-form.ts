import { useCallback, useMemo } from 'react';
import { directDebitErrors, isMinor } from '../../flows/purchase/direct-debit-rules';
import { HOLDER_DOB_PATH } from '../../flows/purchase/save-direct-debit';
import { useProposal, useWidget } from '../../hooks/widget-context';
import { childPath } from '../../store/proposal/path';
import { useFormState } from '../../ui/use-form-state';

/** A field's element id from its path in the direct debit ('third_party.title' -> 'mq-dd-third_party-title'). */
export const ddFieldId = (path: string) => `mq-dd-${path.replace(/\./g, '-')}`;

/**
 * The direct-debit form over the proposal store's draft.direct_debit (bank details stay in memory:
 * the store never writes them to storage). Its errors show as every form's do (ui/use-form-state.ts):
 * once a field is left, or after Continue.
 */
export function useDirectDebitForm() {
  const { stores } = useWidget();
  const dd = useProposal((s) => s.draft.direct_debit);
  const proposerDob = useProposal((s) => s.draft.risk.proposer.date_of_birth);
  const dobText = useProposal((s) => s.raw[HOLDER_DOB_PATH] ?? null);
  const errors = useMemo(() => directDebitErrors(dd, proposerDob, dobText), [dd, proposerDob, dobText]);
  const form = useFormState<string>({ errors, fieldId: ddFieldId });

  const set = useCallback(
    (path: string, value: unknown) => stores.proposal.getState().setAnswer(childPath('direct_debit', path), value),
    [stores],
  );
  const setDob = useCallback((text: string) => stores.proposal.getState().setDate(HOLDER_DOB_PATH, text), [stores]);

  return {
    dd,
    dobText,
    errors,
    minor: isMinor(proposerDob),
    attempt: form.attempt,
    summary: form.summary,
    set,
    setDob,
    touch: form.touch,
    shownError: form.error,
  };
}

export type DirectDebitForm = ReturnType<typeof useDirectDebitForm>;
