/** What the card page charges: the deposit when paying monthly, else the whole premium. */
import type { SavedProposal } from '../../../src/contract/proposal';

export function amountDue(proposal: SavedProposal): number {
  const quote = proposal.quote;
  if (!quote) return 0;
  if (proposal.is_pay_monthly && quote.monthly_deposit !== null) {
    return quote.monthly_initial_payment && quote.monthly_initial_payment > 0 ? quote.monthly_initial_payment : quote.monthly_deposit;
  }
  return quote.premium;
}
