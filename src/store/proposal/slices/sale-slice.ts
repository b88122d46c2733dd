import type { DraftSource, ProposalSlice, SaleSlice } from './state';

/** How a quote ends in this tab (state.ts's SaleSlice): each end resets every other slice. */
export const saleSlice =
  (source: DraftSource): ProposalSlice<SaleSlice> =>
  (set, get) => {
    // Everything a quote leaves in the tab, gone: a new draft, no token, version, notice or way back.
    const ended = () => ({
      draft: source.fresh(),
      raw: {},
      notice: null,
      vehicleMissing: [],
      access: null,
      version: null,
      changeNotice: null,
      receipt: null,
      resume: null,
    });
    return {
      receipt: null,
      resume: null,
      clear: () => set(ended()),
      finishSale: (receipt) => set({ ...ended(), receipt }),
      expire() {
        const { draft } = get();
        // Saved with the API (a uuid) and quoted (a reference): recall brings all of it back.
        const reference = draft.uuid ? (draft.quote?.reference ?? null) : null;
        const empty = source.fresh();
        // Not quoted yet: the answers about the car and cover stay, as the form's rule says (a form left untouched keeps nothing worth saying so).
        const kept = (reference === null && source.keptAnswers?.(draft, empty)) || empty;
        set({
          ...ended(),
          draft: kept,
          resume: reference !== null || JSON.stringify(kept) !== JSON.stringify(empty) ? { reference, kept: reference === null } : null,
        });
      },
    };
  };
