import * as v from 'valibot';

/**
 * A question the person has not answered yet: null in the draft. Missing keys parse to null, so a
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
export type IsoDate = v.InferOutput<typeof IsoDateSchema>;

/** A moment such as a quote's creation time: any ISO 8601 string the Date parser accepts. */
export const TimestampSchema = v.pipe(
  v.string(),
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
  v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^-?\d+(\.\d+)?$/, 'expected a numeric string'),
    v.transform(Number),
  ),
]);

/** Option-list codes: the API may send 41 or '41'; the app compares them as strings. */
export const CodeSchema = v.union([
  v.string(),
  v.pipe(v.number(), v.finite(), v.transform(String)),
]);

export const CountSchema = v.pipe(v.number(), v.integer(), v.minValue(0));
