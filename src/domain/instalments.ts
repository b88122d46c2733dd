import type { Quote } from '../api/contract/quote';
import { formatMoney, parseAmount, roundPence } from './money';

/** The credit agreement's initial term. */
export const MONTHLY_TERM_MONTHS = 12;

type MonthlyKey =
  | 'premium'
  | 'monthly_payment'
  | 'monthly_deposit'
  | 'monthly_interest'
  | 'monthly_interest_percent'
  | 'monthly_apr'
  | 'monthly_installments'
  | 'monthly_initial_payment'
  | 'monthly_total_payable';
/** The quote's monthly figures; numeric strings are read too, as older responses send them. */
type MonthlyQuote = { [K in MonthlyKey]: Quote[K] | string };

/** A pay-monthly plan in pounds, as the price screen and basket present it. */
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

/** The plan, or null when the quote offers no instalments (no payment figure or count). */
export function monthlyPlan(quote: MonthlyQuote): MonthlyPlan | null {
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

const percent = (n: number) => `${n.toLocaleString('en-GB', { maximumFractionDigits: 2 })}%`;

/** The representative example's lines, in the order UK consumer-credit adverts give them. */
export function representativeExample(plan: MonthlyPlan): { label: string; value: string }[] {
  const rows = [{ label: 'Total cash price', value: formatMoney(plan.premium) }];
  if (plan.deposit > 0) rows.push({ label: 'Deposit', value: formatMoney(plan.deposit) });
  rows.push({ label: 'Amount of credit', value: formatMoney(plan.amountOfCredit) });
  if (plan.initialPayment > 0) {
    rows.push({ label: 'Initial payment', value: `1 payment of ${formatMoney(plan.initialPayment)}` });
  }
  rows.push(
    { label: 'Monthly payments', value: `${plan.regularPayments} payments of ${formatMoney(plan.regularPayment)}` },
    { label: 'Interest', value: formatMoney(plan.interest) },
    { label: 'Rate of interest (fixed)', value: percent(plan.interestPercent) },
    { label: 'Representative APR', value: percent(plan.apr) },
    { label: 'Total amount payable', value: formatMoney(plan.totalPayable) },
    { label: 'Cost of paying monthly', value: formatMoney(plan.extraCost) },
  );
  return rows;
}
