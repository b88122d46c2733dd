import * as v from 'valibot';
import { answer, text } from './common';

/**
 * Where the sale came from, as the host page gave it (config.attribution; the widget never reads the
 * address for it, so the host's consent decides): kept with the proposal so the insurer's back office
 * can tell which campaign sold a policy (docs/events.md).
 */
export const AttributionSchema = v.object({
  /** The host's campaign name or code. */
  campaign: answer(text()),
  /** The partner's reference for the click that brought the customer, for the partner's commission. */
  partner_click_ref: answer(text()),
});
export type Attribution = v.InferOutput<typeof AttributionSchema>;
