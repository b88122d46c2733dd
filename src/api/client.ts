import type * as v from 'valibot';
import type { SignAgreementRequest } from '../contract/credit';
import type { ListName } from '../contract/lists';
import type { ProposalSchema } from '../contract/proposal';
import type { ConfirmDetailsRequest, PaymentOptionRequest, RecallRequest, SubmittedDirectDebit } from '../contract/requests';
import type { ReopenAnswersRequest, SaveAnswersRequest } from '../contract/saved-answers';
import type { ManualVehicleQuery } from '../contract/vehicle-search';
import { postcodeForLookup } from '../domain/postcode';
import { normaliseRegistration } from '../domain/registration';
import { normalizeDirectDebit } from './normalize';
import { createRequester, type AccessTokens, type ProposalVersions } from './request';
import type { ApiError } from './api-error';

type ProposalBody = v.InferInput<typeof ProposalSchema>;

export interface ApiClientOptions {
  /** Where the API lives; the embedding code passes the page's origin when the host sets nothing. */
  apiBase: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Keeps the access token each proposal's calls carry; without it calls carry none. */
  accessTokens?: AccessTokens;
  /** Keeps the version of each proposal last read: every write sends it (If-Match). */
  versions?: ProposalVersions;
  /** Told of every failed call, after it is logged (the host's onError). */
  onFailure?: (error: ApiError) => void;
}

/**
 * One typed function per call of docs/product/api.md#the-calls. Each resolves with the validated answer (the
 * envelope unwrapped where it holds one thing) or rejects with an ApiError. Look-ups send the
 * registration and postcode in the form of docs/product/api.md#the-car-look-up and docs/product/api.md#the-address-look-up (domain/registration, domain/postcode) whatever the caller passed.
 */
export function createApiClient({ apiBase, timeoutMs = 20_000, fetch: fetchImpl, accessTokens, versions, onFailure }: ApiClientOptions) {
  // Bound lazily: a bare reference to window.fetch throws 'Illegal invocation' in browsers.
  const fetcher = fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const send = createRequester({ apiBase, timeoutMs, fetch: fetcher, accessTokens, versions, onFailure });
  const at = (uuid: string) => ({ params: { uuid } });

  return {
    createProposal: (proposal: ProposalBody) => send('createProposal', { body: proposal }, (r) => r.proposal),
    updateProposal: (uuid: string, proposal: ProposalBody) => send('updateProposal', { ...at(uuid), body: proposal }, (r) => r.proposal),
    getProposal: (uuid: string) => send('getProposal', at(uuid), (r) => r.data.proposal),
    recallProposal: (request: RecallRequest) => send('recallProposal', { body: request }),
    createQuote: (uuid: string) => send('createQuote', at(uuid), (r) => r.proposal),
    requoteProposal: (uuid: string) => send('requoteProposal', at(uuid), (r) => r.proposal),
    updatePaymentOption: (uuid: string, options: PaymentOptionRequest) =>
      send('updatePaymentOption', { ...at(uuid), body: options }, (r) => r.proposal),
    updateAddons: (uuid: string, selectedCodes: readonly string[]) =>
      send('updateAddons', { ...at(uuid), body: { addons: selectedCodes.map((code) => ({ code })) } }, (r) => r.proposal),
    requestPayment: (uuid: string, returnUrl: string) =>
      send('requestPayment', { ...at(uuid), body: { return_url: returnUrl } }, (r) => r.payment_url),
    acceptQuote: (uuid: string, directDebit?: SubmittedDirectDebit, documents?: string[]) =>
      send(
        'acceptQuote',
        {
          ...at(uuid),
          body: { ...(directDebit && { direct_debit: normalizeDirectDebit(directDebit) }), documents },
        },
        (r) => r.proposal,
      ),
    confirmDetails: (uuid: string, details: ConfirmDetailsRequest) =>
      send('confirmDetails', { ...at(uuid), body: details }, (r) => r.proposal),
    sendQuoteEmail: (uuid: string) => send('sendQuoteEmail', { ...at(uuid), body: { uuid } }, (r) => r.success),
    sendDocumentsEmail: (uuid: string, documents: string[]) =>
      send('sendDocumentsEmail', { ...at(uuid), body: { uuid, documents } }, (r) => r.success),
    payMonthly: (uuid: string, directDebit: SubmittedDirectDebit, creditInformationVersion: string) =>
      send(
        'payMonthly',
        {
          ...at(uuid),
          body: {
            is_pay_monthly: true,
            direct_debit: normalizeDirectDebit(directDebit),
            credit_information_version: creditInformationVersion,
          },
        },
        (r) => r.proposal,
      ),
    signAgreement: (uuid: string, signature: SignAgreementRequest) =>
      send('signAgreement', { ...at(uuid), body: signature }, (r) => r.proposal),
    requestHolderConsent: (uuid: string) => send('requestHolderConsent', at(uuid), (r) => r.proposal),
    getHolderConsent: (code: string) => send('getHolderConsent', { params: { code } }, (r) => r.holder),
    signHolderConsent: (code: string, signature: SignAgreementRequest) =>
      send('signHolderConsent', { params: { code }, body: signature }, (r) => r.success),
    deviceRisk: (uuid: string, blackbox: string, consentToAutoRenew: boolean | null) =>
      send('deviceRisk', { ...at(uuid), body: { blackbox, consent_to_auto_renew: consentToAutoRenew } }, (r) => r.success),
    saveDeviceRiskCheck: (uuid: string) => send('saveDeviceRiskCheck', at(uuid), (r) => r.data),
    generatePortalLink: (uuid: string) => send('generatePortalLink', { ...at(uuid), query: { uuid } }, (r) => r.portal_url),
    saveAnswers: (request: SaveAnswersRequest) => send('saveAnswers', { body: request }),
    reopenAnswers: (request: ReopenAnswersRequest) => send('reopenAnswers', { body: request }),
    recaptcha: (token: string) => send('recaptcha', { body: { response: token } }, (r) => r.success),
    addressLookup: (postcode: string) => send('addressLookup', { query: { postcode: postcodeForLookup(postcode) } }, (r) => r.addresses),
    vehicleSearch: (registration: string) =>
      send('vehicleSearch', { query: { registration: normaliseRegistration(registration) } }, (r) => r.vehicles),
    manualVehicleSearch: (query: ManualVehicleQuery) => send('manualVehicleSearch', { query }),
    vehicleRegistrationLookup: (registration: string) =>
      send('vehicleRegistrationLookup', { body: { registration: normaliseRegistration(registration) } }, (r) => r.vehicles),
    vehicleLookup: (query: ManualVehicleQuery) => send('vehicleLookup', { body: query }),
    listAll: () => send('listAll', {}, (r) => r.list),
    listOne: (name: ListName) => send('listOne', { params: { name } }, (r) => r.list),
    status: () => send('status', {}),
    updateStartDate: (uuid: string, startDate: string) =>
      send('updateStartDate', { body: { uuid, start_date: startDate } }, (r) => r.data.uuid),
    requoteAfterStartDate: (uuid: string) => send('requoteAfterStartDate', { body: { uuid } }, (r) => r.data.proposal),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
