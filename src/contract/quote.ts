import * as v from 'valibot';
import { AddonSchema, IpidSchema } from './addon';
import { CreditDocumentsSchema } from './credit';
import { NcdProtectionSchema } from './ncd-protection';
import { answer, CodeSchema, CountSchema, MoneySchema, NumberLikeSchema, TimestampSchema, text, list, TEXT_MAX, LIST_MAX } from './common';

export const ExcessSchema = v.object({
  /** e.g. 'Accidental Damage', 'Fire and Theft', 'Windscreen'. */
  policy_section: text(),
  /** Index into [proposer, ...additional_drivers]; null when the excess applies to every driver. */
  driver: answer(CountSchema),
  value: MoneySchema,
});
export type Excess = v.InferOutput<typeof ExcessSchema>;

export const EndorsementSchema = v.object({
  /** HTML with an h4 heading 'code - description': sanitise before rendering. */
  text: text(TEXT_MAX.html),
  /** The endorsement code ('41' is the tracking-device warning); sorted by its numeric value. */
  extra_info: CodeSchema,
});
export type Endorsement = v.InferOutput<typeof EndorsementSchema>;

const QuoteMetadataSchema = v.object({
  premium_subtotal: MoneySchema,
  monthly_total_payable_subtotal: answer(NumberLikeSchema),
});

/**
 * The quote's pay-monthly figures, null when instalments are not offered: the sandbox prices them
 * (demo/sandbox/rating/monthly.ts), the widget presents them (domain/instalments.ts's MonthlyPlan).
 */
export const MonthlyFiguresSchema = v.object({
  monthly_payment: answer(MoneySchema),
  monthly_deposit: answer(MoneySchema),
  monthly_interest: answer(MoneySchema),
  monthly_interest_percent: answer(MoneySchema),
  monthly_apr: answer(MoneySchema),
  monthly_installments: answer(CountSchema),
  monthly_initial_payment: answer(MoneySchema),
  monthly_total_payable: answer(NumberLikeSchema),
});
export type MonthlyFigures = v.InferOutput<typeof MonthlyFiguresSchema>;

/**
 * The insurer's answer for the current risk. Monthly figures are null when instalments are not
 * offered. monthly_installments counts payments after the deposit.
 */
export const QuoteSchema = v.object({
  reference: text(),
  created_at: TimestampSchema,
  is_quoted: v.boolean(),
  is_purchased: v.nullish(v.boolean(), false),
  is_accepted: v.nullish(v.boolean(), false),
  is_referred: v.nullish(v.boolean(), false),
  premium: MoneySchema,
  /**
   * The firm's arrangement or administration fee in pounds (docs/configuration.md#who-insures-her-and-in-what-capacity-we-sell), null or 0
   * for none: already in premium_subtotal and premium, so it is part of what she pays; the price breakdown shows it on a line of its own.
   */
  arrangement_fee: answer(MoneySchema),
  addons: v.nullish(list(AddonSchema, LIST_MAX.quoteItems), []),
  metadata: QuoteMetadataSchema,
  compulsory_excess: MoneySchema,
  granted_voluntary_excess: MoneySchema,
  protected_ncd_implied_price: answer(MoneySchema),
  /** No-claims protection offered with this quote, priced by the insurer; null when the insurer does not say. */
  ncd_protection: answer(NcdProtectionSchema),
  ...MonthlyFiguresSchema.entries,
  excesses: v.nullish(list(ExcessSchema, LIST_MAX.quoteItems), []),
  endorsements: v.nullish(list(EndorsementSchema, LIST_MAX.quoteItems), []),
  ipids: v.nullish(list(IpidSchema, LIST_MAX.quoteItems), []),
  /** The pre-contract credit information and the credit agreement of the monthly plan; null when instalments are not offered. */
  credit_documents: answer(CreditDocumentsSchema),
});
export type Quote = v.InferOutput<typeof QuoteSchema>;
