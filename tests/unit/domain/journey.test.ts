import { describe, expect, it } from 'vitest';
import {
  amountDue,
  chosenPlan,
  choosesMonthly,
  isPriced,
  monthlyOffered,
  paysMonthly,
  stepAfter,
  type JourneyPoint,
} from '../../../src/domain/journey';
import { proposal } from '../../support/purchase-proposal';
import type { QuotedProposal } from '../../support/proposal';

/** A priced proposal, changed as a row says. */
const answer = (change: (p: QuotedProposal) => void = () => {}) => proposal(change);
const monthly = (p: QuotedProposal) => (p.is_pay_monthly = true);
const noPlan = (p: QuotedProposal) => {
  p.is_pay_monthly = true;
  p.quote.monthly_payment = null;
  p.quote.monthly_installments = null;
};
const referred = (p: QuotedProposal) => (p.quote.is_referred = true);
const unpriced = (p: QuotedProposal) => (p.quote.premium = 0);
const bought = (p: QuotedProposal) => (p.is_purchased = true);

describe('the journey: which screen follows each answer', () => {
  const rows: [string, JourneyPoint, (p: QuotedProposal) => void, string | null][] = [
    ['price, in full: on to Addons', 'price', () => {}, null],
    ['price, referred', 'price', referred, 'referred'],
    ['summary, in full: on to Payment', 'summary', () => {}, null],
    ['summary, monthly with a plan', 'summary', monthly, 'instalments'],
    ['summary, monthly chosen but the quote has no plan: on to Payment', 'summary', noPlan, null],
    ['summary, referred and monthly', 'summary', (p) => (monthly(p), referred(p)), 'referred'],
    ['direct debit saved: on to the credit agreement', 'directDebit', monthly, null],
    ['direct debit saved, referred', 'directDebit', referred, 'referred'],
    ['card payment, priced', 'payment', () => {}, null],
    ['card payment, already bought', 'payment', bought, 'thankYou'],
    ['card payment, unpriced', 'payment', unpriced, 'declined'],
    ['card payment, referred', 'payment', referred, 'referred'],
  ];
  it.each(rows)('%s', (_, at, change, step) => {
    expect(stepAfter(at, answer(change))).toBe(step);
  });
});

describe('the monthly rule', () => {
  it.each([
    ['in full', () => {}, true, false],
    ['monthly with a plan', monthly, true, true],
    ['monthly chosen, no plan in the quote', noPlan, false, false],
  ] as const)('%s: offered %s, pays monthly %s', (_, change, offered, pays) => {
    const p = answer(change);
    expect(monthlyOffered(p.quote)).toBe(offered);
    expect(paysMonthly(p)).toBe(pays);
    expect(chosenPlan(p)?.regularPayment ?? null).toBe(pays ? 48.63 : null);
  });

  it('is never offered without a quote', () => {
    expect(monthlyOffered(null)).toBe(false);
    expect(paysMonthly({ is_pay_monthly: true, quote: null })).toBe(false);
    expect(chosenPlan({ is_pay_monthly: true, quote: null })).toBeNull();
  });

  it('takes the form’s answer as a choice only when it is Monthly', () => {
    expect([true, false, null, 'true'].map(choosesMonthly)).toEqual([true, false, false, false]);
  });
});

describe('what is due today', () => {
  it.each([
    ['in full: the premium', () => {}, { amount: 612.34, kind: 'premium' }],
    ['monthly: the deposit', monthly, { amount: 61.23, kind: 'deposit' }],
    ['monthly chosen but no plan: the premium, never a deposit', noPlan, { amount: 612.34, kind: 'premium' }],
  ] as const)('%s', (_, change, due) => {
    expect(amountDue(answer(change))).toEqual(due);
  });
});

describe('priced', () => {
  it('is quoted with a premium above nothing', () => {
    expect(isPriced(answer())).toBe(true);
    expect(isPriced(answer(unpriced))).toBe(false);
    expect(isPriced({ is_quoted: true, quote: null })).toBe(false);
  });
});
