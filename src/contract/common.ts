import * as v from 'valibot';

/**
 * Upper bounds on every text and list of the contract, so no request or answer makes either side do
 * unbounded work (a 900 KB first name, 20,000 endorsements). The widget's own inputs take their
 * maxLength from the same schemas (max-length.ts), so the customer can never type past them.
 */
export const TEXT_MAX = {
  /** Names, codes, address lines, option values. */
  short: 100,
  /** RFC 5321's longest address. */
  email: 254,
  /** Free text the customer types: a claim, a modification, a treatment. */
  description: 500,
  /** Server messages. */
  message: 2000,
  /** Links handed out (payment page, portal, documents). */
  url: 8192,
  /** Provider tokens (captcha, device fingerprint). */
  token: 10_000,
  /** One endorsement's HTML. */
  html: 20_000,
} as const;

export const LIST_MAX = {
  /** Add-ons, excesses, endorsements and documents of one quote. */
  quoteItems: 50,
  /** Claims, convictions, drivers, modifications, tests, medical conditions of one proposal. */
  answers: 20,
  /** Answers of a look-up: addresses, vehicles. */
  results: 500,
  /** An option list (occupations are the longest). */
  options: 5000,
} as const;

export const text = (max: number = TEXT_MAX.short) => v.pipe(v.string(), v.maxLength(max, `expected at most ${max} characters`));

export const list = <const TItem extends v.GenericSchema>(item: TItem, max: number) =>
  v.pipe(v.array(item), v.maxLength(max, `expected at most ${max} items`));

/**
 * A question the customer has not answered yet: null in the draft. Missing keys parse to null, so a
 * parsed draft always has every key and the form can bind to it without optional chaining.
 */
export function answer<const TSchema extends v.GenericSchema>(schema: TSchema) {
  return v.nullish(schema, null);
}

/** Dates travel as YYYY-MM-DD; the check also refuses impossible days such as 2024-02-30. */
export const IsoDateSchema = v.pipe(
  v.string(),
  v.isoDate('expected a date as YYYY-MM-DD'),
  v.check((value) => {
    const [year, month, day] = value.split('-').map(Number);
    const date = new Date(Date.UTC(year, month - 1, day));
    return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  }, 'expected a real calendar date'),
);

/** A moment such as a quote's creation time: any ISO 8601 string the Date parser accepts. */
export const TimestampSchema = v.pipe(
  text(),
  v.check((value) => !Number.isNaN(Date.parse(value)), 'expected an ISO 8601 timestamp'),
);

/** Pounds as a number (GBP, rounded to pence for display by domain/money). */
export const MoneySchema = v.pipe(v.number(), v.finite());

/**
 * Some legacy fields arrive either as a number or as a numeric string ('123.45'); both become a number.
 * An empty or non-numeric string is refused rather than turned into NaN or 0.
 */
export const NumberLikeSchema = v.union([
  v.pipe(v.number(), v.finite()),
  v.pipe(text(), v.trim(), v.regex(/^-?\d+(\.\d+)?$/, 'expected a numeric string'), v.transform(Number)),
]);

/** Option-list codes: the API may send 41 or '41'; the app compares them as strings. */
export const CodeSchema = v.union([text(), v.pipe(v.number(), v.finite(), v.transform(String))]);

export const CountSchema = v.pipe(v.number(), v.integer(), v.minValue(0));
