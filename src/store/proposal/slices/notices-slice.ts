import type { NoticesSlice, ProposalSlice } from './state';

/** What the screens are asked to tell her (state.ts's NoticesSlice); never kept in sessionStorage. */
export const noticesSlice: ProposalSlice<NoticesSlice> = (set) => ({
  notice: null,
  dismissNotice: () => set({ notice: null }),
  changeNotice: null,
  setChangeNotice: (changeNotice) => set({ changeNotice }),
});
