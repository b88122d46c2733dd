import * as v from 'valibot';
import { answer, IsoDateSchema, text, list, TEXT_MAX, LIST_MAX } from './common';
import { CollectionDaySchema, DirectDebitSchema, ThirdPartySchema } from './direct-debit';
import { UserfieldsSchema } from './userfields';

const filled = v.pipe(text(), v.trim(), v.nonEmpty('expected a value'));

/**
 * Partners' deep links pass their whole request on, so extra keys are kept (looseObject); the API
 * drops them before anything walks the body (docs/security.md#what-the-api-must-hold-to).
 */
export const RecallRequestSchema = v.looseObject({
  reference: filled,
  postcode: filled,
  dob: IsoDateSchema,
});
export type RecallRequest = v.InferInput<typeof RecallRequestSchema>;

const ThirdPartyAuthoritySchema = v.pick(UserfieldsSchema, [
  'has_third_party_authority',
  'tpa_title',
  'tpa_forename',
  'tpa_surname',
  'tpa_date_of_birth',
  'tpa_email',
  'tpa_phone',
]);

/** Saved from the price screen (check null) and again from the summary (check true: final ticks given). */
export const PaymentOptionRequestSchema = v.object({
  check: answer(v.boolean()),
  has_email_consent: answer(v.boolean()),
  is_pay_monthly: v.boolean(),
  consent_to_auto_renew: answer(v.boolean()),
  risk: v.object({
    vehicle: v.object({ registration: answer(text()) }),
    userfields: ThirdPartyAuthoritySchema,
  }),
});
export type PaymentOptionRequest = v.InferInput<typeof PaymentOptionRequestSchema>;

/** Only the selected extras are sent; the server marks the rest declined. */
export const AddonsRequestSchema = v.object({
  addons: list(v.object({ code: text() }), LIST_MAX.quoteItems),
});

export const PaymentRequestSchema = v.object({
  return_url: v.pipe(text(TEXT_MAX.url), v.url('expected an absolute return_url')),
});

/**
 * Bank details as submitted: unlike the draft these must be complete. sort_code has no hyphens; the
 * third party block is null when the proposer holds the account, and required otherwise.
 */
export const SubmittedDirectDebitSchema = v.pipe(
  v.object({
    ...DirectDebitSchema.entries,
    account_name: filled,
    account_number: v.pipe(text(), v.regex(/^\d{8}$/, 'expected 8 digits')),
    sort_code: v.pipe(text(), v.regex(/^\d{6}$/, 'expected 6 digits without hyphens')),
    collection_day: CollectionDaySchema,
    is_proposer_account_holder: v.boolean(),
    third_party: answer(ThirdPartySchema),
  }),
  v.forward(
    v.partialCheck(
      [['is_proposer_account_holder'], ['third_party']],
      (dd) => dd.is_proposer_account_holder || dd.third_party !== null,
      'expected the account holder when it is not the proposer',
    ),
    ['third_party'],
  ),
);
export type SubmittedDirectDebit = v.InferInput<typeof SubmittedDirectDebitSchema>;

/** credit_information_version: the version of the pre-contract credit information she was shown before applying. */
export const PayMonthlyRequestSchema = v.object({
  is_pay_monthly: v.literal(true),
  direct_debit: SubmittedDirectDebitSchema,
  credit_information_version: text(),
});

export const AcceptQuoteRequestSchema = v.object({
  direct_debit: v.optional(SubmittedDirectDebitSchema),
  /** The addresses of the documents linked to her before she paid; the insurer records each one's version. */
  documents: v.optional(list(text(TEXT_MAX.url), LIST_MAX.quoteItems)),
});

export const ConfirmDetailsRequestSchema = v.object({
  risk: v.object({
    vehicle: v.object({ registration: answer(text()) }),
    proposer: v.object({
      email_address: text(TEXT_MAX.email),
      phone_numbers: v.object({ mobile: text() }),
    }),
  }),
  consent_to_auto_renew: v.boolean(),
});
export type ConfirmDetailsRequest = v.InferInput<typeof ConfirmDetailsRequestSchema>;

/** A body or query that only names the proposal. */
export const UuidSchema = v.object({ uuid: text() });

/**
 * The quote e-mail goes only to the address the proposal holds. A client may name the address it
 * shows her, to be sure of it; one naming any other mailbox is refused (422), never sent there
 * (docs/security.md#what-the-api-must-hold-to).
 */
export const SendQuoteEmailRequestSchema = v.object({ uuid: text(), email_address: v.optional(text()) });

/**
 * A copy before she pays (docs/product/regulation.md#a-copy-before-she-pays): the demands-and-needs
 * statement and the documents linked to her, by address, e-mailed to the address the proposal holds
 * and nowhere else; an address the insurer never issued is refused (422), nothing sent.
 */
export const SendDocumentsEmailRequestSchema = v.object({ uuid: text(), documents: list(text(TEXT_MAX.url), LIST_MAX.quoteItems) });

/** blackbox is the device fingerprint the risk provider's script produced. */
export const DeviceRiskRequestSchema = v.object({
  blackbox: text(TEXT_MAX.token),
  consent_to_auto_renew: answer(v.boolean()),
});

/** response is the token the captcha widget produced. */
export const RecaptchaRequestSchema = v.object({ response: text(TEXT_MAX.token) });

export const UpdateStartDateRequestSchema = v.object({
  uuid: text(),
  start_date: IsoDateSchema,
});

/** The client removes spaces ('AB1 2CD' -> 'AB12CD'). */
export const PostcodeQuerySchema = v.object({
  postcode: v.pipe(text(), v.trim(), v.nonEmpty('expected a postcode')),
});
