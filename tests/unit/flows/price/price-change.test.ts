import { describe, expect, it } from 'vitest';
import { priceChange } from '../../../../src/flows/price/price-change';
import { quote } from '../../../support/proposal';

describe('priceChange', () => {
  it('compares the annual price when paying in full', () => {
    expect(priceChange(quote({ premium: 612.34 }), quote({ premium: 588.94 }), false)).toEqual({
      amount: 588.94,
      period: 'year',
      difference: { direction: 'less', amount: 23.4 },
    });
    expect(priceChange(quote({ premium: 600 }), quote({ premium: 605 }), false).difference).toEqual({ direction: 'more', amount: 5 });
  });

  it('compares the monthly payment when paying monthly', () => {
    expect(priceChange(quote({ monthly_payment: 56.12 }), quote({ monthly_payment: 50.02 }), true)).toEqual({
      amount: 50.02,
      period: 'month',
      difference: { direction: 'less', amount: 6.1 },
    });
  });

  it('falls back to the annual price when the new quote offers no instalments', () => {
    expect(priceChange(quote(), quote({ premium: 700, monthly_payment: null, monthly_installments: null }), true)).toMatchObject({
      amount: 700,
      period: 'year',
    });
  });

  it('has no difference to tell without an earlier quote, and says when nothing changed', () => {
    expect(priceChange(null, quote(), false).difference).toBeNull();
    expect(priceChange(quote(), quote(), false).difference).toEqual({ direction: 'same', amount: 0 });
  });
});
