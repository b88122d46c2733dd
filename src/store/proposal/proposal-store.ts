import { createStore } from 'zustand/vanilla';
import { persist } from 'zustand/middleware';
import { createDeferredStorage } from '../deferred-storage';
import type { Attribution } from '../../contract/attribution';
import { emptyProposal } from '../../contract/proposal';
import { draftSlice } from './slices/draft-slice';
import { noticesSlice } from './slices/notices-slice';
import { saleSlice } from './slices/sale-slice';
import { sessionSlice } from './slices/session-slice';
import type { ClearHidden, DraftSource, KeptAnswers, ProposalState } from './slices/state';
import { withoutBankDetails } from './without-bank-details';

/**
 * One proposal store per mounted widget, made of four slices (zustand's slices pattern): the draft,
 * the session (token and version), the notices, and the sale's end. The draft survives a reload in
 * sessionStorage (never bank details).
 */
export function createProposalStore(options: {
  storageKey: string;
  sourceOfBusiness: string;
  attribution?: Attribution;
  /** The form's rule clearing what an answer hid (details-form/model/hidden-answers.ts): given by the widget, which knows the form. */
  clearHidden?: ClearHidden;
  /** The form's rule of what an expired session keeps (details-form/model/kept-answers.ts): given by the widget, as clearHidden. */
  keptAnswers?: KeptAnswers;
}) {
  let sourceOfBusiness = options.sourceOfBusiness;
  // The options carry the form's rules (clearHidden, keptAnswers) through to the slices as they are.
  const source: DraftSource = {
    ...options,
    fresh() {
      const draft = emptyProposal();
      draft.risk.source_of_business = sourceOfBusiness;
      if (options.attribution) draft.attribution = options.attribution;
      return draft;
    },
    setSourceOfBusiness: (code) => (sourceOfBusiness = code),
  };
  return createStore<ProposalState>()(
    persist(
      (...slice) => ({
        ...draftSlice(source)(...slice),
        ...sessionSlice(...slice),
        ...noticesSlice(...slice),
        ...saleSlice(source)(...slice),
      }),
      {
        name: options.storageKey,
        storage: createDeferredStorage(() => sessionStorage),
        partialize: (state) => ({
          draft: withoutBankDetails(state.draft),
          raw: state.raw,
          vehicleMissing: state.vehicleMissing,
          access: state.access,
          receipt: state.receipt,
          resume: state.resume,
          version: state.version,
        }),
        version: 1,
      },
    ),
  );
}

export type ProposalStore = ReturnType<typeof createProposalStore>;
