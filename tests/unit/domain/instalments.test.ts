import { describe, expect, it } from 'vitest';
import { monthlyPlan, representativeExample, scheduleTotal } from '../../../src/domain/instalments';

const base = {
  premium: 600,
  monthly_payment: 55,
  monthly_deposit: 60,
  monthly_interest: 100,
  monthly_interest_percent: 18.52,
  monthly_apr: 39.9,
  monthly_installments: 10,
  monthly_initial_payment: 0,
  monthly_total_payable: 610,
};

describe('monthlyPlan', () => {
  it('takes a deposit then every instalment when there is no initial payment', () => {
    const plan = monthlyPlan(base)!;
    expect(plan.regularPayments).toBe(10);
    expect(plan.payments).toBe(10);
    expect(plan.amountOfCredit).toBe(540);
    expect(plan.extraCost).toBe(10);
    expect(scheduleTotal(plan)).toBe(610);
    expect(scheduleTotal(plan)).toBe(plan.totalPayable);
  });

  it('takes 1 initial payment then installments - 1 regular payments when an initial payment exists', () => {
    const plan = monthlyPlan({
      ...base,
      monthly_deposit: 0,
      monthly_initial_payment: 76.93,
      monthly_payment: 62.41,
      monthly_total_payable: '638.62',
    })!;
    expect(plan.initialPayment).toBe(76.93);
    expect(plan.regularPayments).toBe(9);
    expect(plan.payments).toBe(10);
    expect(scheduleTotal(plan)).toBe(638.62); // 76.93 + 9 x 62.41
    expect(plan.totalPayable).toBe(638.62);
    expect(plan.extraCost).toBe(38.62);
  });

  it("keeps the insurer's total when it differs from the schedule by pennies", () => {
    const plan = monthlyPlan({ ...base, monthly_total_payable: 610.03 })!;
    expect(plan.totalPayable).toBe(610.03);
    expect(Math.abs(plan.totalPayable - scheduleTotal(plan))).toBeLessThan(0.05);
  });

  it('adds the schedule up itself when the total is missing', () => {
    expect(monthlyPlan({ ...base, monthly_total_payable: null })!.totalPayable).toBe(610);
  });

  it('is null when instalments are not offered', () => {
    expect(monthlyPlan({ ...base, monthly_payment: null })).toBeNull();
    expect(monthlyPlan({ ...base, monthly_installments: null })).toBeNull();
    expect(monthlyPlan({ ...base, monthly_installments: 0 })).toBeNull();
  });
});

describe('representativeExample', () => {
  it('lists the figures a UK representative example shows', () => {
    expect(representativeExample(monthlyPlan(base)!)).toEqual([
      { figure: 'cashPrice', value: '£600.00' },
      { figure: 'deposit', value: '£60.00' },
      { figure: 'credit', value: '£540.00' },
      { figure: 'monthlyPayments', value: '£55.00', count: 10 },
      { figure: 'interest', value: '£100.00' },
      { figure: 'rate', value: '18.52%' },
      { figure: 'apr', value: '39.9%' },
      { figure: 'totalPayable', value: '£610.00' },
      { figure: 'extraCost', value: '£10.00' },
    ]);
  });

  it('shows the initial payment and leaves out a zero deposit', () => {
    const rows = representativeExample(monthlyPlan({ ...base, monthly_deposit: 0, monthly_initial_payment: 80 })!);
    expect(rows.map((r) => r.figure)).not.toContain('deposit');
    expect(rows).toContainEqual({ figure: 'initialPayment', value: '£80.00', count: 1 });
    expect(rows).toContainEqual({ figure: 'monthlyPayments', value: '£55.00', count: 9 });
  });
});
