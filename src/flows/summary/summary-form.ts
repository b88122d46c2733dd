import * as v from 'valibot';
import type { Proposal } from '../../contract/proposal';
import { msg } from '../../config/label-message';
import { blankPlaceholderMobile } from '../../domain/phone';
import { required, ticked } from '../../domain/validation/required';
import { email, mobile } from '../../domain/validation/text-rules';
import { fieldErrors } from '../../domain/validation/validate-field';

/**
 * The summary's answers (docs/product/validation.md#the-summarys-answers): contact details, the auto-renew choice and the three
 * final points to confirm. Keys are in page order, so the error summary lists them as they appear.
 */
export const SummaryAnswersSchema = v.object({
  email: v.pipe(v.string(), required(msg('error.emailRequired')), email(msg('error.email'))),
  mobile: v.pipe(v.string(), required(msg('error.mobileRequired')), mobile(msg('error.mobile'))),
  autoRenew: v.pipe(v.nullable(v.boolean()), required(msg('error.summary.autoRenew'))),
  honest: v.pipe(v.boolean(), ticked(msg('error.summary.honest'))),
  terms: v.pipe(v.boolean(), ticked(msg('error.summary.terms'))),
  excesses: v.pipe(v.boolean(), ticked(msg('error.summary.excesses'))),
});
export type SummaryAnswers = v.InferInput<typeof SummaryAnswersSchema>;
export type SummaryField = keyof SummaryAnswers;

/** The answers the screen starts from: the saved contact details (placeholder mobile blanked), and never a pre-ticked box. */
export function initialAnswers(proposal: Proposal): SummaryAnswers {
  const { proposer } = proposal.risk;
  return {
    email: proposer.email_address ?? '',
    mobile: blankPlaceholderMobile(proposer.phone_numbers.mobile),
    autoRenew: proposal.consent_to_auto_renew,
    honest: false,
    terms: false,
    excesses: false,
  };
}

/** The first message per field, in page order; empty when every answer is valid. */
export function summaryErrors(answers: SummaryAnswers): Partial<Record<SummaryField, string>> {
  return fieldErrors(SummaryAnswersSchema, answers) as Partial<Record<SummaryField, string>>;
}
