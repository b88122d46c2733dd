import { describe, expect, it } from 'vitest';
import { formatMoney, formatThousands, formatWholePounds, parseAmount, priceDifference, roundPence } from '../../../src/domain/money';

describe('parseAmount', () => {
  it('strips thousands separators and a pound sign', () => {
    expect(parseAmount('12,500')).toBe(12500);
    expect(parseAmount('£1,234.50')).toBe(1234.5);
    expect(parseAmount(' 99.99 ')).toBe(99.99);
    expect(parseAmount(42)).toBe(42);
  });

  it.each(['', 'abc', '12.', '1.2.3', '£', '12 500', null, undefined, NaN, Infinity, {}, []])('refuses %j', (value) => {
    expect(parseAmount(value)).toBeNull();
  });
});

describe('formatMoney', () => {
  it('shows pounds with two decimals and separators', () => {
    expect(formatMoney(1234.5)).toBe('£1,234.50');
    expect(formatMoney('456.7')).toBe('£456.70');
    expect(formatMoney(0)).toBe('£0.00');
    expect(formatMoney(1234567.891)).toBe('£1,234,567.89');
    expect(formatMoney(-5)).toBe('-£5.00');
  });

  it('rounds half a penny up and never shows minus zero', () => {
    expect(formatMoney(1.005)).toBe('£1.01');
    expect(formatMoney(-0.001)).toBe('£0.00');
  });

  it('shows the loading placeholder while there is no amount', () => {
    expect(formatMoney(null)).toBe('---.--');
    expect(formatMoney(undefined)).toBe('---.--');
    expect(formatMoney('', '-')).toBe('-');
  });
});

describe('roundPence and formatThousands', () => {
  it('keeps sums of pounds exact to the penny', () => {
    expect(roundPence(0.1 + 0.2)).toBe(0.3);
    expect(roundPence(-2.345)).toBe(-2.35);
  });

  it('adds thousands separators to a typed amount', () => {
    expect(formatThousands(12500)).toBe('12,500');
    expect(formatThousands('1234567')).toBe('1,234,567');
    expect(formatThousands('x')).toBe('');
  });
});

describe('priceDifference', () => {
  it('says how a re-quote compares', () => {
    expect(priceDifference(500, 476.6)).toEqual({ direction: 'less', amount: 23.4 });
    expect(priceDifference('500.00', '505')).toEqual({ direction: 'more', amount: 5 });
    expect(priceDifference(500, 500.001)).toEqual({ direction: 'same', amount: 0 });
    expect(priceDifference(0.1 + 0.2, 0.3)).toEqual({ direction: 'same', amount: 0 });
  });

  it('says nothing when either price is unknown', () => {
    expect(priceDifference(null, 500)).toBeNull();
  });
});

describe('the same figures as Intl writes them (en-GB), without loading its locale data', () => {
  const gbp = (places: number) =>
    new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: places, maximumFractionDigits: places });
  // Amounts as the widget has them: at most two decimals (API prices, typed amounts, rates).
  const amounts = [0, 0.01, 0.1 + 0.2, 1, 9.99, 12.5, 100, 999.9, 1000, 1234.5, 12500, 99999.99, 123456789.12, -0.5, -5, -1234.56];

  it.each(amounts)('%d as money, whole pounds and a typed amount', (amount) => {
    expect(formatMoney(amount)).toBe(gbp(2).format(roundPence(amount)));
    const whole = Math.round(amount) || 0; // never minus zero (Intl writes -£0)
    expect(formatWholePounds(whole)).toBe(gbp(0).format(whole));
    expect(formatThousands(amount)).toBe(amount.toLocaleString('en-GB', { maximumFractionDigits: 2 }));
  });

  it.each([0.004, 0.005, 9.995, 999.999, 1234.567, -2.345])('%d, with more decimals, to the penny as money', (amount) => {
    expect(formatMoney(amount)).toBe(gbp(2).format(roundPence(amount)));
  });
});
