/** A widget for the purchase and recall flows: real stores, a fake api a test scripts, a fake device-risk provider. */
import * as v from 'valibot';
import { vi } from 'vitest';
import { ApiError } from '../../../../src/api/api-error';
import { SavedProposalSchema, type SavedProposal } from '../../../../src/api/contract/proposal';
import { parseConfig } from '../../../../src/config/parse-config';
import { createDetailsFormStore } from '../../../../src/store/details-form/form-store';
import { createProposalStore } from '../../../../src/store/proposal/proposal-store';
import type { Widget } from '../../../../src/flows/widget';
import { quoteBody } from '../../api/fixtures';
import '../../support/memory-session-storage';

export const UUID = '0b7d3c52-5a8e-4f7e-9a43-3f1e0c2d9b11';
export const PAGE = 'https://www.juniper.example/car-insurance?utm_source=mail#/quote/payment?uuid=' + UUID;

export function proposal(change: (p: SavedProposal) => void = () => {}): SavedProposal {
  const p = v.parse(SavedProposalSchema, { uuid: UUID, is_quoted: true, quote: quoteBody() });
  p.risk.start_date = '2030-06-07';
  p.risk.proposer.date_of_birth = '1988-03-14';
  p.risk.proposer.email_address = 'amelia@example.com';
  p.consent_to_auto_renew = true;
  change(p);
  return p;
}

export const apiError = (status: number, code: string, message?: string) =>
  new ApiError({ endpoint: 'x', method: 'POST', path: '/api/x', status, code, detail: 'test', body: status ? { code, message } : undefined });

const API_CALLS = ['getProposal', 'requestPayment', 'payMonthly', 'acceptQuote', 'deviceRisk', 'saveDeviceRiskCheck', 'generatePortalLink', 'recallProposal'] as const;
export type FakeApi = Record<(typeof API_CALLS)[number], ReturnType<typeof vi.fn>>;

/** Where the widget's card return page is published (beside the script on a CDN). */
export const RETURN_PAGE = 'https://cdn.motor-quote.example/motor-quote-return.html';

export function fakeWidget(config: Record<string, unknown> = {}) {
  const api = Object.fromEntries(API_CALLS.map((name) => [name, vi.fn()])) as FakeApi;
  const deviceRisk = { blackbox: vi.fn(async () => 'sandbox-bb.abc') };
  const emit = vi.fn();
  const stores = {
    proposal: createProposalStore({ storageKey: `test-${Math.random()}`, sourceOfBusiness: 'Website' }),
    detailsForm: createDetailsFormStore(`test-form-${Math.random()}`),
  };
  const widget = { api, deviceRisk, emit, stores, config: parseConfig(config), paymentReturnPage: RETURN_PAGE } as unknown as Widget;
  return { widget, api, deviceRisk, emit, stores };
}
