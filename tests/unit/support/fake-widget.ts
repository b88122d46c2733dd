/**
 * The one fake widget of the flows' unit tests: real stores, an api whose every call is a vi.fn()
 * the test scripts (made on first use, so a call a flow should not make fails loudly on its
 * unscripted undefined), and spies for emit and the device-risk provider.
 */
import { vi, type Mock } from 'vitest';
import type { ApiClient } from '../../../src/api/client';
import type { Proposal } from '../../../src/contract/proposal';
import { parseConfig } from '../../../src/config/parse-config';
import type { Widget } from '../../../src/widget/widget';
import { createDetailsFormStore } from '../../../src/details-form/model/form-store';
import { keptAnswers } from '../../../src/details-form/model/kept-answers';
import { createProposalStore } from '../../../src/store/proposal/proposal-store';
import './memory-session-storage';

export type FakeApi = { [K in keyof ApiClient]: Mock };

export interface FakeWidgetOptions {
  /** Loaded into the proposal store; an empty draft otherwise. */
  proposal?: Proposal;
  config?: Record<string, unknown>;
  paymentReturnPage?: string | null;
}

export function fakeWidget({ proposal, config = {}, paymentReturnPage = null }: FakeWidgetOptions = {}) {
  const stores = {
    // With the form's rule of what an expired session keeps, as the widget gives it (embed/create-widget.ts).
    proposal: createProposalStore({ storageKey: `test-${Math.random()}`, sourceOfBusiness: 'Website', keptAnswers }),
    detailsForm: createDetailsFormStore(`test-form-${Math.random()}`),
  };
  if (proposal) stores.proposal.getState().load(proposal);
  const calls: Partial<FakeApi> = {};
  const api = new Proxy(calls, { get: (made, name: string) => (made[name as keyof FakeApi] ??= vi.fn()) }) as FakeApi;
  const deviceRisk = { blackbox: vi.fn(async () => 'sandbox-bb.abc') };
  const emit = vi.fn();
  const widget = { api, deviceRisk, emit, stores, config: parseConfig(config), paymentReturnPage } as unknown as Widget;
  return { widget, api, deviceRisk, emit, stores, store: stores.proposal };
}
