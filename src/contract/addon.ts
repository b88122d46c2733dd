import * as v from 'valibot';
import { answer, MoneySchema, text, TEXT_MAX } from './common';

export const IpidSchema = v.object({ url: text(TEXT_MAX.url) });

/**
 * An optional extra. Breakdown tiers have codes containing 'SAB' (one at most may be selected);
 * PA, LE and KEY have their own cards. is_selected stays null until the customer decides.
 */
export const AddonSchema = v.object({
  code: text(),
  description: text(),
  premium: MoneySchema,
  is_selected: answer(v.boolean()),
  ipid: answer(IpidSchema),
});
export type Addon = v.InferOutput<typeof AddonSchema>;

/** An extra the insurer took off the quote (e.g. enhanced personal accident cover withdrawn). */
export const RemovedAddonSchema = v.object({
  code: text(),
  description: text(),
});
export type RemovedAddon = v.InferOutput<typeof RemovedAddonSchema>;
