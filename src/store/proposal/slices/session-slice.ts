import type { ProposalSlice, SessionSlice } from './state';

/** The saved proposal's token and version (state.ts's SessionSlice). */
export const sessionSlice: ProposalSlice<SessionSlice> = (set) => ({
  access: null,
  setAccess: (uuid, token) => set({ access: { uuid, token } }),
  version: null,
  setVersion: (uuid, version) => set({ version: { uuid, version } }),
});
