import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MonthlyFiguresSchema } from '../../../../src/contract/quote';
import { monthlyPlan, scheduleTotal } from '../../../../src/domain/instalments';
import { aprPercent } from '../../../../demo/sandbox/rating/apr';
import { toPence } from '../../../../demo/sandbox/rating/money';
import { monthlyFigures } from '../../../../demo/sandbox/rating/monthly';

describe('aprPercent', () => {
  it('is 0 when the repayments add up to the credit', () => {
    expect(
      aprPercent(
        1200,
        Array.from({ length: 12 }, (_, i) => ({ month: i + 1, amount: 100 })),
      ),
    ).toBe(0);
  });

  it('is the simple yearly rate for one repayment a year later', () => {
    expect(aprPercent(1000, [{ month: 12, amount: 1100 }])).toBe(10);
  });

  it('is higher when the same charge is repaid sooner', () => {
    const later = aprPercent(1000, [{ month: 12, amount: 1050 }]);
    const sooner = aprPercent(1000, [{ month: 6, amount: 1050 }]);
    expect(sooner).toBeGreaterThan(later);
  });
});

describe('monthlyFigures', () => {
  it('adds up to the penny for any premium', () => {
    fc.assert(
      fc.property(fc.integer({ min: 15000, max: 1_500_000 }), (premiumPence) => {
        const plan = monthlyFigures(premiumPence);
        const deposit = toPence(plan.monthly_deposit);
        const payment = toPence(plan.monthly_payment);
        const total = toPence(plan.monthly_total_payable);
        expect(deposit + payment * plan.monthly_installments).toBe(total);
        expect(total - premiumPence).toBe(toPence(plan.monthly_interest));
        expect(plan.monthly_interest).toBeGreaterThan(0);
      }),
    );
  });

  it('takes a 10% deposit and ten instalments', () => {
    const plan = monthlyFigures(toPence(600));
    expect(plan.monthly_deposit).toBe(60);
    expect(plan.monthly_installments).toBe(10);
    expect(plan.monthly_interest_percent).toBe(9.9);
  });

  it('states an APR that discounts the instalments back to the credit', () => {
    const plan = monthlyFigures(toPence(843.21));
    const credit = 843.21 - plan.monthly_deposit;
    const yearly = plan.monthly_apr / 100;
    const pv = Array.from({ length: 10 }, (_, i) => plan.monthly_payment / (1 + yearly) ** ((i + 1) / 12)).reduce((a, b) => a + b);
    expect(Math.abs(pv - credit)).toBeLessThan(0.1);
    expect(plan.monthly_apr).toBeGreaterThan(15);
    expect(plan.monthly_apr).toBeLessThan(30);
  });

  it('gives the contract’s monthly figures, which the widget’s plan reads back to the penny', () => {
    fc.assert(
      fc.property(fc.integer({ min: 15000, max: 1_500_000 }), (premiumPence) => {
        const figures = v.parse(MonthlyFiguresSchema, monthlyFigures(premiumPence));
        const plan = monthlyPlan({ premium: premiumPence / 100, ...figures });
        expect(plan?.payments).toBe(10);
        expect(scheduleTotal(plan!)).toBe(plan?.totalPayable);
        expect(plan?.extraCost).toBe(figures.monthly_interest);
      }),
    );
  });
});
