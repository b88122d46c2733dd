/** Shown where a price is still being worked out (docs/product/constants.md#steps-money-and-dates: '---.--' while loading). */
export const MONEY_PLACEHOLDER = '---.--';

/**
 * `amount` as en-GB writes it: `places` decimals (trailing zeros dropped if `trim`), a comma every
 * three digits, '-1,234.50'. Written here, not with Intl.NumberFormat: Chromium's first NumberFormat
 * loads its locale data, about 65 ms of main thread at 4x CPU inside the tap that first shows money
 * (cover's excess amounts), a third of the 200 ms a tap has to answer in
 * (docs/performance.md#interactions). The amounts here have at most `places` decimals (pence, typed
 * amounts, rates), so toFixed's rounding of the binary value never differs from Intl's.
 */
function grouped(amount: number, places: number, trim?: boolean): string {
  const text = Math.abs(amount)
    .toFixed(places)
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return (amount < 0 ? '-' : '') + (trim ? text.replace(/\.?0+$/, '') : text);
}

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
  return grouped(roundPence(amount), 2).replace(/^-?/, '$&£');
}

/** Thousands separators for a typed amount, e.g. 12500 -> '12,500'; '' when not a number. */
export function formatThousands(value: unknown): string {
  const amount = parseAmount(value);
  return amount === null ? '' : grouped(amount, 2, true);
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
  return grouped(amount, 0).replace(/^-?/, '$&£');
}
