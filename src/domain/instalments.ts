import type { MonthlyFigures, Quote } from '../contract/quote';
import { formatMoney, formatThousands, parseAmount, roundPence } from './money';

/** The quote's premium and monthly figures (the contract's); numeric strings are read too, as older responses send them. */
type MonthlyQuote = { [K in keyof MonthlyFigures | 'premium']: Quote[K] | string };

/** A pay-monthly plan in pounds, read from the quote's MonthlyFigures, as the price screen and basket present it. */
export interface MonthlyPlan {
  premium: number;
  deposit: number;
  /** 0 when there is no separate initial payment. */
  initialPayment: number;
  regularPayment: number;
  /** monthly_installments - 1 when an initial payment is taken, else monthly_installments. */
  regularPayments: number;
  /** Every monthly payment, the initial one included (monthly_installments). */
  payments: number;
  interest: number;
  interestPercent: number;
  apr: number;
  /** The insurer's figure; it may differ from the schedule's sum by a few pence of rounding. */
  totalPayable: number;
  /** Cash price less deposit. */
  amountOfCredit: number;
  /** The extra cost of paying monthly: total payable minus premium. */
  extraCost: number;
}

/** The plan, or null when there is no quote or it offers no instalments (no payment figure or count). */
export function monthlyPlan(quote: MonthlyQuote | null | undefined): MonthlyPlan | null {
  if (!quote) return null;
  const premium = parseAmount(quote.premium);
  const regularPayment = parseAmount(quote.monthly_payment);
  const payments = parseAmount(quote.monthly_installments);
  if (premium === null || regularPayment === null || payments === null || payments < 1) return null;
  const deposit = parseAmount(quote.monthly_deposit) ?? 0;
  const initialPayment = parseAmount(quote.monthly_initial_payment) ?? 0;
  const regularPayments = initialPayment > 0 ? payments - 1 : payments;
  const schedule = deposit + initialPayment + regularPayment * regularPayments;
  const totalPayable = roundPence(parseAmount(quote.monthly_total_payable) ?? schedule);
  return {
    premium,
    deposit,
    initialPayment,
    regularPayment,
    regularPayments,
    payments,
    interest: parseAmount(quote.monthly_interest) ?? 0,
    interestPercent: parseAmount(quote.monthly_interest_percent) ?? 0,
    apr: parseAmount(quote.monthly_apr) ?? 0,
    totalPayable,
    amountOfCredit: roundPence(premium - deposit),
    extraCost: roundPence(totalPayable - premium),
  };
}

/** What the payments themselves add up to: deposit + initial payment + every regular payment. */
export function scheduleTotal(plan: MonthlyPlan): number {
  return roundPence(plan.deposit + plan.initialPayment + plan.regularPayment * plan.regularPayments);
}

const percent = (n: number) => `${formatThousands(n)}%`;

export type ExampleFigure =
  'cashPrice' | 'deposit' | 'credit' | 'initialPayment' | 'monthlyPayments' | 'interest' | 'rate' | 'apr' | 'totalPayable' | 'extraCost';

/** One line of the representative example: the screen words it from `figure` (a label). */
export interface ExampleRow {
  figure: ExampleFigure;
  /** Formatted: '£600.00' or '18.52%'. */
  value: string;
  /** How many payments of `value` (the initial and monthly payments' lines). */
  count?: number;
}

/** The representative example's lines, in the order UK consumer-credit adverts give them. */
export function representativeExample(plan: MonthlyPlan): ExampleRow[] {
  const rows: ExampleRow[] = [{ figure: 'cashPrice', value: formatMoney(plan.premium) }];
  if (plan.deposit > 0) rows.push({ figure: 'deposit', value: formatMoney(plan.deposit) });
  rows.push({ figure: 'credit', value: formatMoney(plan.amountOfCredit) });
  if (plan.initialPayment > 0) rows.push({ figure: 'initialPayment', value: formatMoney(plan.initialPayment), count: 1 });
  rows.push(
    { figure: 'monthlyPayments', value: formatMoney(plan.regularPayment), count: plan.regularPayments },
    { figure: 'interest', value: formatMoney(plan.interest) },
    { figure: 'rate', value: percent(plan.interestPercent) },
    { figure: 'apr', value: percent(plan.apr) },
    { figure: 'totalPayable', value: formatMoney(plan.totalPayable) },
    { figure: 'extraCost', value: formatMoney(plan.extraCost) },
  );
  return rows;
}
