import type * as v from 'valibot';
import { paramCount, matchPath } from './path';
import { RegistrationQuerySchema, ManualVehicleQuerySchema } from './vehicle-search';
import * as rq from './requests';
import * as rs from './responses';
import { ReopenAnswersResponseSchema, SaveAnswersResponseSchema } from './saved-answers';

export type HttpMethod = 'GET' | 'POST';

export interface EndpointDefinition {
  readonly method: HttpMethod;
  /** Relative to apiBase; {uuid} / {name} are path parameters. */
  readonly path: string;
  /** Query parameters, sent in the order of the schema's entries, null ones left out. */
  readonly query?: v.GenericSchema;
  readonly response: v.GenericSchema;
  /**
   * The call names one proposal (by {uuid} in the path or uuid in the body) and must carry that
   * proposal's access token as `Authorization: Bearer`; without it 401, with another's 404.
   */
  readonly auth?: true;
  /**
   * A write to one proposal: it must send `If-Match: "<version>"`, the version of the proposal it
   * was based on (SavedProposalSchema's version). An older version answers 412 stale_version, none 428
   * version_required (docs/api-team.md#versions).
   */
  readonly versioned?: true;
}

/** The header a versioned call carries its version in, as an HTTP entity tag: `If-Match: "7"`. */
export const VERSION_HEADER = 'If-Match';
export const versionTag = (version: number): string => `"${version}"`;
/** The version an If-Match value names, or null when it names none (absent, `*`, a list, W/). */
export function readVersionTag(value: string | undefined): number | null {
  const match = value === undefined ? null : /^\s*"([1-9]\d{0,8})"\s*$/.exec(value);
  return match ? Number(match[1]) : null;
}

/**
 * Every call of docs/product/api.md#the-calls: the client validates answers with `response`, the sandbox validates
 * requests with `query` and the call's body schema (REQUEST_BODIES, request-bodies.ts: kept apart
 * because the widget never validates its own bodies, so their schemas stay out of its script), so
 * neither side can drift.
 *
 * Envelopes (one per call, following docs/product/api.md#the-calls):
 * - calls that change a proposal answer `{ proposal }` (the whole saved proposal, quote inside);
 *   a decline is still 200 with proposal.is_quoted false;
 * - GET /api/proposal/{uuid} and the legacy /json calls answer `{ data: ... }`;
 * - recall answers `{ proposal, quote }`; payment `{ payment_url }`; portal link `{ portal_url }`;
 *   captcha, device risk and quote e-mail `{ success }`; lists `{ list }`; look-ups `{ addresses }`,
 *   `{ vehicles }` or `{ options, vehicles }` (an empty list is 'none found', not an error).
 * - any failure answers a non-200 status with ErrorBodySchema `{ code, message?, errors? }`.
 * Paths docs/product/api.md#two-re-quotes does not state: GET /api/vehicle/search, GET /api/vehicle/manual and
 * POST /api/proposal/{uuid}/requote.
 */
export const ENDPOINTS = {
  createProposal: { method: 'POST', path: '/api/proposal', response: rs.CreatedProposalSchema },
  updateProposal: { method: 'POST', path: '/api/proposal/{uuid}', response: rs.ProposalEnvelopeSchema, auth: true, versioned: true },
  getProposal: { method: 'GET', path: '/api/proposal/{uuid}', response: rs.ProposalDataEnvelopeSchema, auth: true },
  recallProposal: { method: 'POST', path: '/api/proposal/recall', response: rs.RecallResponseSchema },
  createQuote: { method: 'POST', path: '/api/proposal/{uuid}/quote', response: rs.ProposalEnvelopeSchema, auth: true, versioned: true },
  requoteProposal: {
    method: 'POST',
    path: '/api/proposal/{uuid}/requote',
    response: rs.ProposalEnvelopeSchema,
    auth: true,
    versioned: true,
  },
  updatePaymentOption: {
    method: 'POST',
    path: '/api/proposal/{uuid}/payment-option',
    response: rs.ProposalEnvelopeSchema,
    auth: true,
    versioned: true,
  },
  updateAddons: { method: 'POST', path: '/api/proposal/{uuid}/addons', response: rs.ProposalEnvelopeSchema, auth: true, versioned: true },
  requestPayment: {
    method: 'POST',
    path: '/api/proposal/{uuid}/quote/payment',
    response: rs.PaymentUrlResponseSchema,
    auth: true,
    versioned: true,
  },
  acceptQuote: {
    method: 'POST',
    path: '/api/proposal/{uuid}/quote/accept',
    response: rs.ProposalEnvelopeSchema,
    auth: true,
    versioned: true,
  },
  confirmDetails: {
    method: 'POST',
    path: '/api/proposal/{uuid}/confirm',
    response: rs.ProposalEnvelopeSchema,
    auth: true,
    versioned: true,
  },
  sendQuoteEmail: { method: 'POST', path: '/api/proposal/{uuid}/send-quote-email', response: rs.SuccessResponseSchema, auth: true },
  // A copy of the demands-and-needs statement and the key documents before she pays (docs/api-team.md#the-calls).
  sendDocumentsEmail: { method: 'POST', path: '/api/proposal/{uuid}/send-documents-email', response: rs.SuccessResponseSchema, auth: true },
  payMonthly: {
    method: 'POST',
    path: '/api/proposal/{uuid}/pay-monthly',
    response: rs.ProposalEnvelopeSchema,
    auth: true,
    versioned: true,
  },
  // The credit agreement signed in the journey (docs/api-team.md#the-calls): after pay-monthly, before the deposit's card page.
  signAgreement: {
    method: 'POST',
    path: '/api/proposal/{uuid}/credit-agreement',
    response: rs.ProposalEnvelopeSchema,
    auth: true,
    versioned: true,
  },
  // When someone else holds the account (docs/api-team.md#when-someone-else-holds-the-account): the insurer mails
  // the holder a single-use link; the holder's page reads and signs by the code in it, with no proposal token.
  requestHolderConsent: { method: 'POST', path: '/api/proposal/{uuid}/account-holder', response: rs.ProposalEnvelopeSchema, auth: true },
  getHolderConsent: { method: 'GET', path: '/api/account-holder/{code}', response: rs.HolderViewResponseSchema },
  signHolderConsent: { method: 'POST', path: '/api/account-holder/{code}', response: rs.SuccessResponseSchema },
  deviceRisk: { method: 'POST', path: '/api/proposal/{uuid}/device-risk', response: rs.SuccessResponseSchema, auth: true },
  saveDeviceRiskCheck: {
    method: 'POST',
    path: '/api/proposal/{uuid}/save-device-risk-check',
    response: rs.DeviceRiskCheckResponseSchema,
    auth: true,
  },
  generatePortalLink: {
    method: 'GET',
    path: '/api/proposal/{uuid}/generate-portal-link',
    query: rq.UuidSchema,
    response: rs.PortalLinkResponseSchema,
    auth: true,
  },
  // Save and come back later (docs/api-team.md#saved-answers): answers not yet quoted, e-mailed as a single-use link.
  saveAnswers: { method: 'POST', path: '/api/saved-answers', response: SaveAnswersResponseSchema },
  reopenAnswers: { method: 'POST', path: '/api/saved-answers/reopen', response: ReopenAnswersResponseSchema },
  recaptcha: { method: 'POST', path: '/api/recaptcha', response: rs.SuccessResponseSchema },
  addressLookup: { method: 'GET', path: '/api/address', query: rq.PostcodeQuerySchema, response: rs.AddressListResponseSchema },
  vehicleSearch: { method: 'GET', path: '/api/vehicle/search', query: RegistrationQuerySchema, response: rs.VehicleSearchResponseSchema },
  manualVehicleSearch: {
    method: 'GET',
    path: '/api/vehicle/manual',
    query: ManualVehicleQuerySchema,
    response: rs.ManualVehicleSearchResponseSchema,
  },
  // The POST forms of the two look-ups (docs/product/api.md#the-calls), same shapes as their GET twins.
  vehicleRegistrationLookup: { method: 'POST', path: '/api/vehicle/registration', response: rs.VehicleSearchResponseSchema },
  vehicleLookup: { method: 'POST', path: '/api/vehicle', response: rs.ManualVehicleSearchResponseSchema },
  listAll: { method: 'GET', path: '/api/list', response: rs.ListsResponseSchema },
  listOne: { method: 'GET', path: '/api/list/insurer.{name}', response: rs.ListResponseSchema },
  status: { method: 'GET', path: '/json/status', response: rs.StatusResponseSchema },
  updateStartDate: {
    method: 'POST',
    path: '/json/proposal/update',
    response: rs.UpdateStartDateResponseSchema,
    auth: true,
    versioned: true,
  },
  requoteAfterStartDate: {
    method: 'POST',
    path: '/json/proposal/re-quote',
    response: rs.ProposalDataEnvelopeSchema,
    auth: true,
    versioned: true,
  },
} as const satisfies Record<string, EndpointDefinition>;

export type Endpoints = typeof ENDPOINTS;
export type EndpointKey = keyof Endpoints;

/**
 * The endpoint a request is for (the sandbox's router), or null when none fits. Fewer parameters
 * first, so POST /api/proposal/recall is never read as an update of uuid 'recall'; sorted here, not
 * when the module loads, so the widget's script does no sandbox work.
 */
export function findEndpoint(method: string, pathname: string): { key: EndpointKey; params: Record<string, string> } | null {
  const bySpecificity = (Object.keys(ENDPOINTS) as EndpointKey[]).sort(
    (a, b) => paramCount(ENDPOINTS[a].path) - paramCount(ENDPOINTS[b].path),
  );
  for (const key of bySpecificity) {
    if (ENDPOINTS[key].method !== method.toUpperCase()) continue;
    const params = matchPath(ENDPOINTS[key].path, pathname);
    if (params) return { key, params };
  }
  return null;
}
