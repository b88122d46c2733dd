/**
 * The shared quoted proposal (proposal.ts) under the UUID the add-ons and summary tests share, unit
 * (tests/unit/flows/addons) and component (the add-ons, summary and change-notice screens) alike.
 */
import { quotedProposal as sharedQuoted, type QuotedProposal } from './proposal';

export const UUID = '3b0c2d9e-5a41-4f7e-9d1b-0c6f2a8e4d11';

/** The shared quoted proposal, saved under this file's UUID. */
export function quotedProposal(change: (p: QuotedProposal) => void = () => {}): QuotedProposal {
  return sharedQuoted((p) => {
    p.uuid = UUID;
    change(p);
  });
}
