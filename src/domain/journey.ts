import type { Proposal } from '../contract/proposal';
import type { Quote } from '../contract/quote';
import { monthlyPlan, type MonthlyPlan } from './instalments';
import { parseAmount } from './money';

/**
 * The journey's decisions, read from the API's answer: priced, referred, monthly offered, what is due
 * today and which screen follows. Flows ask these and only do the calls and the navigation.
 */
type Answer = Pick<Proposal, 'is_quoted' | 'is_pay_monthly' | 'quote'>;

/**
 * Priced (the one test of "is quoted"): quoted (the proposal and its quote say so) with a premium above nothing. A declined
 * proposal keeps a zero-premium quote (or none), which a price would show as "£0.00 a year"
 * (docs/product/screens.md#no-quote-available).
 */
export function isPriced<P extends Pick<Proposal, 'is_quoted' | 'quote'>>(proposal: P): proposal is P & { quote: Quote } {
  const quote = proposal.quote;
  return proposal.is_quoted === true && !!quote && quote.is_quoted && quote.premium > 0;
}

/** Monthly payment is offered when the quote carries a plan (a payment figure and count), whatever else it says. */
export const monthlyOffered = (quote: Quote | null): boolean => monthlyPlan(quote) !== null;

/** The form's "how would you prefer to pay" as the proposal's choice: only Monthly is monthly, unanswered is in full. */
export const choosesMonthly = (answer: unknown): boolean => answer === true;

/** The plan the customer pays by: the quote's, when they chose monthly and it offers one; otherwise none, and they pay in full. */
export const chosenPlan = (proposal: Pick<Proposal, 'is_pay_monthly' | 'quote'>): MonthlyPlan | null =>
  proposal.is_pay_monthly === true ? monthlyPlan(proposal.quote) : null;

/** The customer pays monthly when they chose to and the quote offers it: a choice without a plan is paying in full. */
export const paysMonthly = (proposal: Pick<Proposal, 'is_pay_monthly' | 'quote'>): boolean => chosenPlan(proposal) !== null;

/** What the card payment is for: the whole premium, or the first payment of a monthly plan. */
export type AmountKind = 'premium' | 'deposit' | 'initial';

/**
 * The amount taken by card today. Paying monthly, the card pays the initial payment when the plan
 * has one, otherwise the deposit, and the direct debit collects the rest; paying in full, the premium.
 */
export function amountDue(proposal: Pick<Proposal, 'is_pay_monthly' | 'quote'>): { amount: number; kind: AmountKind } | null {
  const { quote } = proposal;
  if (!quote) return null;
  if (paysMonthly(proposal)) {
    const initial = parseAmount(quote.monthly_initial_payment);
    if (initial !== null && initial > 0) return { amount: initial, kind: 'initial' };
    const deposit = parseAmount(quote.monthly_deposit);
    if (deposit !== null) return { amount: deposit, kind: 'deposit' };
  }
  return { amount: quote.premium, kind: 'premium' };
}

/** The answers the journey moves on from: the price's and summary's saved payment option, the saved direct debit, the card payment's arrival. */
export type JourneyPoint = 'price' | 'summary' | 'directDebit' | 'payment';

/** A screen the journey goes to, by its name in the widget's routes. */
export type JourneyStep = 'addons' | 'instalments' | 'agreement' | 'payment' | 'referred' | 'declined' | 'thankYou';

/**
 * Which screen follows the API's answer at `at` (docs/product/transitions.md#what-happens-when-and-when-things-fail): a quote already bought is never paid for
 * twice; before the card page an unpriced one is Declined; a referred quote goes to the insurer's underwriter (docs/product/screens.md#referred);
 * from the summary, paying monthly goes to the direct debit. Null: on as usual (to Addons, Payment, the credit agreement, the card page).
 */
export function stepAfter(at: JourneyPoint, answer: Answer & Partial<Pick<Proposal, 'is_accepted' | 'is_purchased'>>): JourneyStep | null {
  if (at === 'payment') {
    if (answer.is_accepted || answer.is_purchased) return 'thankYou';
    if (!isPriced(answer)) return 'declined';
  }
  if (answer.quote?.is_referred) return 'referred';
  return at === 'summary' && paysMonthly(answer) ? 'instalments' : null;
}
