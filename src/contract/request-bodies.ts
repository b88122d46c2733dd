import type * as v from 'valibot';
import type { EndpointKey } from './endpoints';
import { SignAgreementRequestSchema } from './credit';
import { ProposalSchema } from './proposal';
import * as rq from './requests';
import { ReopenAnswersRequestSchema, SaveAnswersRequestSchema } from './saved-answers';
import { ManualVehicleQuerySchema, RegistrationQuerySchema } from './vehicle-search';

/**
 * The JSON body of each call that sends one (docs/product/api.md#the-calls): the sandbox validates requests with
 * it, dist/openapi.json documents it, and the client's send() takes its input type. Apart from
 * ENDPOINTS because the widget only names these schemas' types: it never validates its own bodies, so
 * the schemas stay out of its script. A call missing here sends no body.
 */
export const REQUEST_BODIES = {
  createProposal: ProposalSchema,
  updateProposal: ProposalSchema,
  recallProposal: rq.RecallRequestSchema,
  updatePaymentOption: rq.PaymentOptionRequestSchema,
  updateAddons: rq.AddonsRequestSchema,
  requestPayment: rq.PaymentRequestSchema,
  acceptQuote: rq.AcceptQuoteRequestSchema,
  confirmDetails: rq.ConfirmDetailsRequestSchema,
  sendQuoteEmail: rq.SendQuoteEmailRequestSchema,
  sendDocumentsEmail: rq.SendDocumentsEmailRequestSchema,
  payMonthly: rq.PayMonthlyRequestSchema,
  signAgreement: SignAgreementRequestSchema,
  // The account holder signs as the borrower does: the agreement's version, their name, the amount, and agreed.
  signHolderConsent: SignAgreementRequestSchema,
  deviceRisk: rq.DeviceRiskRequestSchema,
  saveAnswers: SaveAnswersRequestSchema,
  reopenAnswers: ReopenAnswersRequestSchema,
  recaptcha: rq.RecaptchaRequestSchema,
  // The POST forms of the two look-ups (docs/product/api.md#the-calls) send what their GET twins put in the query.
  vehicleRegistrationLookup: RegistrationQuerySchema,
  vehicleLookup: ManualVehicleQuerySchema,
  updateStartDate: rq.UpdateStartDateRequestSchema,
  requoteAfterStartDate: rq.UuidSchema,
} as const satisfies Partial<Record<EndpointKey, v.GenericSchema>>;

export type RequestBodies = typeof REQUEST_BODIES;

/** The body schema of a call, or undefined for a call that sends none. */
export const requestBodyOf = (key: EndpointKey): v.GenericSchema | undefined =>
  (REQUEST_BODIES as Partial<Record<EndpointKey, v.GenericSchema>>)[key];
