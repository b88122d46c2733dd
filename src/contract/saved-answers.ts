import * as v from 'valibot';
import { IsoDateSchema, text, TEXT_MAX } from './common';
import { ProposalSchema } from './proposal';

const filled = v.pipe(text(), v.trim(), v.nonEmpty('expected a value'));
// The details form's seven steps (docs/product/screens.md#the-details-form).
const Step = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7));

/**
 * Save and come back later (docs/api-team.md#saved-answers): answers not yet quoted, perhaps not yet
 * valid, kept by the API and e-mailed as a single-use link that expires. The date of birth and
 * postcode are what she must give again to open them; page_url is the brand's page the link opens
 * (one of its registered origins), the link's code going in its hash.
 */
export const SaveAnswersRequestSchema = v.object({
  proposal: ProposalSchema,
  step: Step,
  email_address: v.pipe(text(TEXT_MAX.email), v.email()),
  postcode: filled,
  dob: IsoDateSchema,
  page_url: v.pipe(text(TEXT_MAX.url), v.url()),
});
export type SaveAnswersRequest = v.InferInput<typeof SaveAnswersRequestSchema>;

/** When the link stops working (it also stops once used). */
export const SaveAnswersResponseSchema = v.object({ expires_at: v.pipe(text(), v.isoTimestamp()) });

/** The link's code and the two answers that prove it is her. */
export const ReopenAnswersRequestSchema = v.object({ code: filled, postcode: filled, dob: IsoDateSchema });
export type ReopenAnswersRequest = v.InferInput<typeof ReopenAnswersRequestSchema>;

/** Her answers, and the step of the form she left at; the code is spent. */
export const ReopenAnswersResponseSchema = v.object({ proposal: ProposalSchema, step: Step });
