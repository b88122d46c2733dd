import type { SavedProposal } from '../../contract/proposal';
import { parseAmount } from '../../domain/money';

/** What the card payment is for: the whole premium, or the first payment of a monthly plan. */
export type AmountKind = 'premium' | 'deposit' | 'initial';

/**
 * The amount taken by card today. Paying monthly, the card pays the initial payment when the plan
 * has one, otherwise the deposit, and the direct debit collects the rest; paying in full, the premium.
 */
export function amountDue(proposal: Pick<SavedProposal, 'is_pay_monthly' | 'quote'>): { amount: number; kind: AmountKind } | null {
  const { quote } = proposal;
  if (!quote) return null;
  if (proposal.is_pay_monthly) {
    const initial = parseAmount(quote.monthly_initial_payment);
    if (initial !== null && initial > 0) return { amount: initial, kind: 'initial' };
    const deposit = parseAmount(quote.monthly_deposit);
    if (deposit !== null) return { amount: deposit, kind: 'deposit' };
  }
  return { amount: quote.premium, kind: 'premium' };
}
