import * as v from 'valibot';
import type { Proposal } from '../../api/contract/proposal';
import { blankPlaceholderMobile } from '../../domain/phone';
import { required, ticked } from '../../domain/validation/required';
import { email, mobile } from '../../domain/validation/text-rules';
import { fieldErrors } from '../../domain/validation/validate-field';

/**
 * The summary's answers (SPEC.md section 5): contact details, the auto-renew choice and the three
 * final points to confirm. Keys are in page order, so the error summary lists them as they appear.
 */
export const SummaryAnswersSchema = v.object({
  email: v.pipe(v.string(), required('Enter your email address'), email()),
  mobile: v.pipe(v.string(), required('Enter your mobile number'), mobile()),
  autoRenew: v.pipe(v.nullable(v.boolean()), required('Select if you would like your policy to renew automatically')),
  honest: v.pipe(v.boolean(), ticked('Confirm that you have completed the questions honestly')),
  terms: v.pipe(v.boolean(), ticked('Confirm that you have read and agree to the Administration Services Contract and the Terms and Conditions')),
  excesses: v.pipe(v.boolean(), ticked('Confirm that you have read and agree to the excesses and endorsements')),
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

