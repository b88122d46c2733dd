/** Shown where a price is still being worked out (docs/product/constants.md: '---.--' while loading). */
export const MONEY_PLACEHOLDER = '---.--';

// Built on first use, not at load: Chromium's first Intl.NumberFormat loads locale data, which cost
// the first screen (it shows no money) about 20 ms of main thread on a mid-range phone.
let pounds: Intl.NumberFormat | undefined;
let wholePounds: Intl.NumberFormat | undefined;
const currency = (digits: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: digits, maximumFractionDigits: digits });

const AMOUNT = /^-?\d+(\.\d+)?$/;

/**
 * A number from a finite number, an API numeric string ('123.45') or a typed amount ('£12,500'):
 * commas, a leading '£' and surrounding spaces are ignored. null for anything else.
 */
export function parseAmount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim().replace(/,/g, '').replace(/^£/, '');
  return AMOUNT.test(text) ? Number(text) : null;
}

/** Rounds half away from zero to whole pence, so sums of pounds do not drift (0.1 + 0.2); never -0. */
export function roundPence(amount: number): number {
  const pence = Math.round((Math.abs(amount) + Number.EPSILON) * 100);
  return pence === 0 ? 0 : (Math.sign(amount) * pence) / 100;
}

/** '£1,234.50'; the placeholder ('---.--' unless given) while the amount is missing or not a number. */
export function formatMoney(value: unknown, placeholder: string = MONEY_PLACEHOLDER): string {
  const amount = parseAmount(value);
  if (amount === null) return placeholder;
  return (pounds ??= currency(2)).format(roundPence(amount));
}

/** Thousands separators for a typed amount, e.g. 12500 -> '12,500'; '' when not a number. */
export function formatThousands(value: unknown): string {
  const amount = parseAmount(value);
  return amount === null ? '' : amount.toLocaleString('en-GB', { maximumFractionDigits: 2 });
}

/** How a new price compares with the one before, to the penny: null without both prices. */
export interface PriceDifference {
  direction: 'less' | 'more' | 'same';
  /** The absolute difference in pounds. */
  amount: number;
}

export function priceDifference(before: unknown, after: unknown): PriceDifference | null {
  const previous = parseAmount(before);
  const current = parseAmount(after);
  if (previous === null || current === null) return null;
  const difference = roundPence(current - previous);
  return { direction: difference === 0 ? 'same' : difference < 0 ? 'less' : 'more', amount: Math.abs(difference) };
}

/** Whole pounds, as excess amounts are shown: 250 -> '£250'. */
export function formatWholePounds(amount: number): string {
  return (wholePounds ??= currency(0)).format(amount);
}
