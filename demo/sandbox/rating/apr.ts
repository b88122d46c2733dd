/**
 * The annual percentage rate of charge from the credit's cash flows (the Consumer Credit Act
 * method): the yearly rate at which the discounted repayments equal the amount lent.
 */
export interface Repayment {
  /** Months after the credit is advanced. */
  month: number;
  amount: number;
}

const presentValue = (repayments: readonly Repayment[], rate: number): number =>
  repayments.reduce((sum, r) => sum + r.amount / (1 + rate) ** (r.month / 12), 0);

/** APR as a percentage rounded to one decimal place, found by bisection (present value falls as the rate rises). */
export function aprPercent(credit: number, repayments: readonly Repayment[]): number {
  if (credit <= 0) return 0;
  let low = 0;
  let high = 10;
  if (presentValue(repayments, low) <= credit) return 0;
  for (let i = 0; i < 200; i += 1) {
    const mid = (low + high) / 2;
    if (presentValue(repayments, mid) > credit) low = mid;
    else high = mid;
  }
  return Math.round(((low + high) / 2) * 1000) / 10;
}
