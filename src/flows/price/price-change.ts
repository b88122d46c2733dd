import type { Quote } from '../../contract/quote';
import { monthlyPlan } from '../../domain/instalments';
import { monthlyOffered } from '../../domain/journey';
import { parseAmount, priceDifference, type PriceDifference } from '../../domain/money';

/** What a re-quote did to the price the proposer is looking at: per month when paying monthly. */
export interface PriceChange {
  amount: number | null;
  period: 'year' | 'month';
  /** Against the price shown before; null with no earlier price. */
  difference: PriceDifference | null;
}

const shownPrice = (quote: Quote | null, monthly: boolean): number | null => {
  if (!quote) return null;
  if (monthly) return monthlyPlan(quote)?.regularPayment ?? null;
  return parseAmount(quote.premium);
};

export function priceChange(previous: Quote | null, next: Quote, payMonthly: boolean): PriceChange {
  // A quote without instalments is compared by its annual price, whatever the choice.
  const monthly = payMonthly && monthlyOffered(next);
  const amount = shownPrice(next, monthly);
  return { amount, period: monthly ? 'month' : 'year', difference: priceDifference(shownPrice(previous, monthly), amount) };
}
