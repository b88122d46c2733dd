/**
 * The shared quoted proposal (proposal.ts) under the UUID the purchase and recall tests share, unit
 * (tests/unit/flows/purchase) and component (the payment, instalments, thank-you, recall, deep-link
 * and end-state screens) alike.
 */
import { quotedProposal, type QuotedProposal } from './proposal';

export const UUID = '0b7d3c52-5a8e-4f7e-9a43-3f1e0c2d9b11';

/**
 * The shared quoted proposal, saved under this file's UUID, with the figures the purchase tests and
 * screens assert: cover from 7th June 2030, born 14th March 1988, e-mail amelia@example.com,
 * auto-renewal agreed, £612.34 in full or a £61.23 deposit.
 */
export function proposal(change: (p: QuotedProposal) => void = () => {}): QuotedProposal {
  return quotedProposal(
    (p) => {
      p.uuid = UUID;
      p.risk.start_date = '2030-06-07';
      p.risk.proposer.date_of_birth = '1988-03-14';
      p.risk.proposer.email_address = 'amelia@example.com';
      p.consent_to_auto_renew = true;
      change(p);
    },
    { premium: 612.34, monthly_deposit: 61.23 },
  );
}
