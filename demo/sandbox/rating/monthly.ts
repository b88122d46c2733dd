/**
 * The pay-monthly plan: a deposit now, then ten monthly instalments of a 12-month policy.
 * Interest is a flat charge on the amount lent; the instalment is rounded up to the penny and
 * the interest is whatever the rounded instalments add, so every figure agrees to the penny.
 */
import type { MonthlyFigures } from '../../../src/contract/quote';
import { aprPercent } from './apr';
import { toPounds } from './money';

const DEPOSIT_RATE = 0.1;
const FLAT_INTEREST_PERCENT = 9.9;
const INSTALMENTS = 10;

/** The contract's monthly figures, every one given: the sandbox offers instalments on every quote. */
type OfferedFigures = { [K in keyof MonthlyFigures]-?: NonNullable<MonthlyFigures[K]> };

export function monthlyFigures(premiumPence: number): OfferedFigures {
  const depositPence = Math.round(premiumPence * DEPOSIT_RATE);
  const creditPence = premiumPence - depositPence;
  const chargePence = Math.round((creditPence * FLAT_INTEREST_PERCENT) / 100);
  const paymentPence = Math.ceil((creditPence + chargePence) / INSTALMENTS);
  const interestPence = paymentPence * INSTALMENTS - creditPence;
  const repayments = Array.from({ length: INSTALMENTS }, (_, i) => ({
    month: i + 1,
    amount: toPounds(paymentPence),
  }));
  return {
    monthly_deposit: toPounds(depositPence),
    monthly_initial_payment: 0,
    monthly_installments: INSTALMENTS,
    monthly_payment: toPounds(paymentPence),
    monthly_interest: toPounds(interestPence),
    monthly_interest_percent: FLAT_INTEREST_PERCENT,
    monthly_apr: aprPercent(toPounds(creditPence), repayments),
    monthly_total_payable: toPounds(depositPence + paymentPence * INSTALMENTS),
  };
}
