import * as v from 'valibot';
import { AddressSchema } from './address';
import { OptionListSchema } from './lists';
import { SavedProposalSchema } from './proposal';
import { answer, text, list, IsoDateSchema, TEXT_MAX, LIST_MAX } from './common';
import { HolderViewSchema } from './credit';
import { QuoteSchema } from './quote';
import { ManualVehicleResultSchema, VehicleMatchSchema } from './vehicle-search';

/** Every call that changes a proposal answers with the whole saved proposal (quote included). */
export const ProposalEnvelopeSchema = v.object({ proposal: SavedProposalSchema });

/**
 * The proposal's secret: every later call for it carries `Authorization: Bearer <access_token>`
 * (never in a URL), so a uuid in a page address, a history entry or an analytics event opens nothing.
 */
const AccessTokenSchema = v.pipe(v.string(), v.regex(/^[\w-]{32,256}$/, 'expected an access token'));

/** Creating a proposal answers its access token beside it. */
export const CreatedProposalSchema = v.object({ proposal: SavedProposalSchema, access_token: AccessTokenSchema });

/** GET /api/proposal/{uuid} and the legacy /json calls wrap their answer in data. */
export const ProposalDataEnvelopeSchema = v.object({
  data: v.object({ proposal: SavedProposalSchema }),
});

/**
 * Recall answers one of two: a quote still for sale opens (the proposal and a fresh access token),
 * a bought policy answers only its receipt (docs/product/regulation.md#cover-start-and-a-bought-policy):
 * its reference, its cover start and where the insurer's portal signs her in, never a token.
 */
export const RecallResponseSchema = v.union([
  v.object({
    proposal: SavedProposalSchema,
    quote: answer(QuoteSchema),
    /** A fresh access token for the recalled proposal; every earlier one is revoked (docs/security.md#data-that-ends-with-the-sale). */
    access_token: AccessTokenSchema,
  }),
  v.object({
    receipt: v.object({
      reference: text(),
      start_date: answer(IsoDateSchema),
      /** The portal's own sign-in page: it opens nothing by itself. */
      portal_url: v.pipe(text(TEXT_MAX.url), v.url()),
    }),
  }),
]);

export const PaymentUrlResponseSchema = v.object({ payment_url: v.pipe(text(TEXT_MAX.url), v.url()) });
export const PortalLinkResponseSchema = v.object({ portal_url: v.pipe(text(TEXT_MAX.url), v.url()) });
export const SuccessResponseSchema = v.object({ success: v.boolean() });

/** What the account holder's link opens (contract/credit.ts HolderViewSchema). */
export const HolderViewResponseSchema = v.object({ holder: HolderViewSchema });

/** The provider's verdict on the device, stored against the proposal. */
const DEVICE_RISK_RESULTS = ['allow', 'review', 'deny'] as const;
export const DeviceRiskCheckResponseSchema = v.object({
  data: v.object({ result: v.picklist(DEVICE_RISK_RESULTS) }),
});

/** An empty list means the postcode has no addresses (e.g. ZZ1 1ZZ in the sandbox). */
export const AddressListResponseSchema = v.object({ addresses: list(AddressSchema, LIST_MAX.results) });

/** An empty list means no car was found; the first match is the one used. */
export const VehicleSearchResponseSchema = v.object({ vehicles: list(VehicleMatchSchema, LIST_MAX.results) });
export const ManualVehicleSearchResponseSchema = ManualVehicleResultSchema;

export const ListsResponseSchema = v.object({ list: list(OptionListSchema, LIST_MAX.quoteItems) });
export const ListResponseSchema = v.object({ list: OptionListSchema });

export const StatusResponseSchema = v.object({ status: v.literal('ok'), version: answer(text()) });

/** version: the proposal's new version, the one the re-quote that follows sends (If-Match). */
export const UpdateStartDateResponseSchema = v.object({
  data: v.object({ uuid: text(), version: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
});

/** Error codes the API answers with (other codes may appear; flows route by HTTP status). */
export const SERVER_ERROR_CODES = {
  invalidRequest: 'invalid_request', // 400, errors[] names each field
  notFound: 'not_found', // 404, e.g. recall finds no quote
  expired: 'session_expired', // 410, the proposal is too old to buy
  creditDeclined: 'credit_declined', // 422 from pay-monthly: instalments refused
  rateLimited: 'rate_limited', // 429 from recall after too many failures; retry_after says when
  unauthorized: 'unauthorized', // 401: a proposal call without its access token
  internal: 'internal_error', // 500
  tokenExpired: 'token_expired', // 401: the access token went unused for ACCESS_TOKEN_IDLE_MINUTES (docs/security.md#data-that-ends-with-the-sale)
  tokenRevoked: 'token_revoked', // 401: the access token was withdrawn: the policy was bought, or a later recall replaced it
  invalidText: 'invalid_text', // 422: well-formed, but a text breaks the widget's rules (contract/text-rules.ts); errors[] names each field
  // Optimistic concurrency (docs/api-team.md#versions): a write's If-Match names an older version.
  staleVersion: 'stale_version', // 412: load the proposal again; nothing was changed
  versionRequired: 'version_required', // 428: a write without If-Match
  // Accept: what was paid is not what is due on the current version (never a policy at a price not paid).
  priceChanged: 'price_changed', // 409
  // Cover starts when it is bought (docs/product/regulation.md#cover-start-and-a-bought-policy): the card page and accept
  // refuse a start date before the insurer's today (Europe/London); a payment already taken is refunded.
  startDatePassed: 'start_date_passed', // 422
  // A sale is final: every call but the after-sale ones (read the bought proposal, the portal link) refuses an accepted proposal.
  saleClosed: 'sale_closed', // 409
  // Paying monthly is credit (docs/product/regulation.md#the-credit-agreement): no card page for the deposit, and no
  // policy, until the credit agreement is signed for the proposal as it stands.
  agreementRequired: 'agreement_required', // 409 from the card payment and accept of a monthly plan
  // Signing: the name typed is not the borrower's (422), or the version read is not the agreement's now (409).
  signatureMismatch: 'signature_mismatch', // 422
  agreementChanged: 'agreement_changed', // 409
  // Pay-monthly: the pre-contract credit information she was shown is not the quote's now.
  creditInformationChanged: 'credit_information_changed', // 409
  // Someone else holds the account: no card page and no policy until the holder has signed; their link is single-use and expires.
  holderConsentRequired: 'holder_consent_required', // 409 from the card payment and accept
  holderLinkGone: 'holder_link_gone', // 410: the holder's link was used or has expired
  // Saved answers' link (docs/api-team.md#saved-answers): used already, expired or never issued.
  linkExpired: 'link_expired', // 410
} as const;

export const ErrorBodySchema = v.object({
  code: text(),
  message: v.optional(text(TEXT_MAX.message)),
  /** Seconds until the call may be tried again (also the Retry-After header), on a 429. */
  retry_after: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(86_400))),
  errors: v.optional(list(v.object({ path: text(TEXT_MAX.message), message: text(TEXT_MAX.message) }), LIST_MAX.results)),
});
export type ErrorBody = v.InferOutput<typeof ErrorBodySchema>;
