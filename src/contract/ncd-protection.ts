import * as v from 'valibot';
import { answer, CountSchema, list, LIST_MAX, MoneySchema } from './common';

/**
 * One level of the insurer's no-claims scale: claim-free years, the average discount its customers
 * at that level had, and the years left after 1, 2, ... claims in one policy year, without and with
 * protection (docs/product/regulation.md#no-claims-protection). The last level means that many or more.
 */
export const NcdLevelSchema = v.object({
  years: CountSchema,
  average_discount: MoneySchema,
  unprotected: list(CountSchema, LIST_MAX.answers),
  protected: list(CountSchema, LIST_MAX.answers),
});
export type NcdLevel = v.InferOutput<typeof NcdLevelSchema>;

/**
 * No-claims protection as the insurer offers it with this quote: whether she may buy it, what it adds
 * to the yearly premium (and to each monthly payment), and its step-back table. The choice itself is
 * the proposal's `protect_ncd`; the quote's premium includes this price only when she chose it.
 */
export const NcdProtectionSchema = v.object({
  available: v.boolean(),
  price: answer(MoneySchema),
  monthly_price: answer(MoneySchema),
  step_back: v.nullish(list(NcdLevelSchema, LIST_MAX.quoteItems), []),
});
