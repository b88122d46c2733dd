import * as v from 'valibot';
import { AddressSchema } from './address';
import { OptionListSchema } from './lists';
import { SavedProposalSchema } from './proposal';
import { answer } from './common';
import { QuoteSchema } from './quote';
import { ManualVehicleResultSchema, VehicleMatchSchema } from './vehicle-search';

/** Every call that changes a proposal answers with the whole saved proposal (quote included). */
export const ProposalEnvelopeSchema = v.object({ proposal: SavedProposalSchema });

/** GET /api/proposal/{uuid} and the legacy /json calls wrap their answer in data. */
export const ProposalDataEnvelopeSchema = v.object({
  data: v.object({ proposal: SavedProposalSchema }),
});

export const RecallResponseSchema = v.object({
  proposal: SavedProposalSchema,
  quote: answer(QuoteSchema),
});
export type RecallResponse = v.InferOutput<typeof RecallResponseSchema>;

export const PaymentUrlResponseSchema = v.object({ payment_url: v.pipe(v.string(), v.url()) });
export const PortalLinkResponseSchema = v.object({ portal_url: v.pipe(v.string(), v.url()) });
export const SuccessResponseSchema = v.object({ success: v.boolean() });

/** The provider's verdict on the device, stored against the proposal. */
export const DEVICE_RISK_RESULTS = ['allow', 'review', 'deny'] as const;
export const DeviceRiskCheckResponseSchema = v.object({
  data: v.object({ result: v.picklist(DEVICE_RISK_RESULTS) }),
});
export type DeviceRiskCheck = v.InferOutput<typeof DeviceRiskCheckResponseSchema>['data'];

/** An empty list means the postcode has no addresses (e.g. ZZ1 1ZZ in the sandbox). */
export const AddressListResponseSchema = v.object({ addresses: v.array(AddressSchema) });

/** An empty list means no car was found; the first match is the one used. */
export const VehicleSearchResponseSchema = v.object({ vehicles: v.array(VehicleMatchSchema) });
export const ManualVehicleSearchResponseSchema = ManualVehicleResultSchema;

export const ListsResponseSchema = v.object({ list: v.array(OptionListSchema) });
export const ListResponseSchema = v.object({ list: OptionListSchema });

export const StatusResponseSchema = v.object({ status: v.literal('ok'), version: answer(v.string()) });
export type StatusResponse = v.InferOutput<typeof StatusResponseSchema>;

export const UpdateStartDateResponseSchema = v.object({ data: v.object({ uuid: v.string() }) });

/** Error codes the API answers with (other codes may appear; flows route by HTTP status). */
export const SERVER_ERROR_CODES = {
  invalidRequest: 'invalid_request', // 400, errors[] names each field
  notFound: 'not_found', // 404, e.g. recall finds no quote
  expired: 'session_expired', // 410, the proposal is too old to buy
  creditDeclined: 'credit_declined', // 422 from pay-monthly: instalments refused
  internal: 'internal_error', // 500
} as const;

export const ErrorBodySchema = v.object({
  code: v.string(),
  message: v.optional(v.string()),
  errors: v.optional(v.array(v.object({ path: v.string(), message: v.string() }))),
});
export type ErrorBody = v.InferOutput<typeof ErrorBodySchema>;
