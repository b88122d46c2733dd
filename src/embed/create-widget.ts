import { createApiClient } from '../api/client';
import type { Config } from '../config/config-schema';
import { resolveLabels } from '../config/labels';
import { createDetailsFormStore } from '../details-form/model/form-store';
import { clearHidden } from '../details-form/model/hidden-answers';
import { keptAnswers } from '../details-form/model/kept-answers';
import { createListsStore } from '../store/lists-store';
import { createProposalStore } from '../store/proposal/proposal-store';
import type { Settings, Widget } from '../widget/widget';
import { createEmitter, reportError } from '../widget/widget-events';
import { createCaptchaProvider, createDeviceRiskProvider } from './providers';
import { resolveAddresses } from './resolve-addresses';

/**
 * The host's id, or its place under the nearest element with an id ('main.2.0'): two widgets on
 * one page never share a draft (page builders' and React's containers have no id), and
 * the same markup after a reload gives the same place ('widget' for an element on no page).
 */
function placeOf(host: Element): string {
  let node = host;
  let path = '';
  for (let parent; !node.id && (parent = node.parentElement); node = parent) path = `.${[...parent.children].indexOf(node)}${path}`;
  return node.id + path || 'widget';
}

/** An address from config or the build, made absolute against the host page as an <a href> would be. */
function absolute(address: string | undefined): string | null {
  if (!address) return null;
  try {
    return new URL(address, document.baseURI).href;
  } catch {
    return null;
  }
}

/**
 * What the host may change while the widget runs (brand, labels, partner), from a checked config:
 * at mount and at each update(), which hands it to the app's settings context and keeps the widget
 * (stores, API client, providers, emitter), so the customer's answers and place are kept too.
 */
export function settingsOf(config: Config): Settings {
  const apiBase = (config.apiBase ?? location.origin).replace(/\/$/, '');
  return { brand: resolveAddresses(config, apiBase).brand, partner: config.partner, labels: resolveLabels(config.labels) };
}

/** Builds everything one mounted widget owns: stores, API client, providers and event emitter (`fetchImpl` for tests). */
export function createWidget(
  config: Config,
  host: Element,
  { paymentReturnUrl, fetchImpl }: { paymentReturnUrl?: string; fetchImpl?: typeof fetch } = {},
): Widget {
  const apiBase = (config.apiBase ?? location.origin).replace(/\/$/, '');
  const key = config.storageKey ?? placeOf(host);
  const storageKey = (part: string) => `motor-quote:${key}:${part}`;
  const { campaign, partnerClickRef } = config.attribution;
  const proposal = createProposalStore({
    storageKey: storageKey('proposal'),
    sourceOfBusiness: config.partner.sourceOfBusiness,
    clearHidden,
    keptAnswers,
    attribution: campaign || partnerClickRef ? { campaign: campaign || null, partner_click_ref: partnerClickRef || null } : undefined,
  });
  const accessTokens = {
    get: (uuid: string) => (proposal.getState().access?.uuid === uuid ? proposal.getState().access!.token : null),
    set: (uuid: string, token: string) => proposal.getState().setAccess(uuid, token),
    forget: (uuid: string) => {
      if (proposal.getState().access?.uuid === uuid) proposal.setState({ access: null });
    },
  };
  const versions = {
    get: (uuid: string) => (proposal.getState().version?.uuid === uuid ? proposal.getState().version!.version : null),
    set: (uuid: string, version: number) => proposal.getState().setVersion(uuid, version),
  };
  // The host hears of each failed call by its stable code only: no body, message or uuid.
  const onFailure = (error: { endpoint: string; code: string; status: number }) =>
    reportError(config.onError, { kind: 'api', code: error.code, call: error.endpoint, status: error.status });
  const api = createApiClient({ apiBase, fetch: fetchImpl, accessTokens, versions, onFailure });
  const resolved = resolveAddresses(config, apiBase);
  return {
    // Typed without the settings (Widget['config']): they are read from their own context (settingsOf).
    config: resolved,
    emit: createEmitter(host, config.onEvent, config.onError),
    api,
    paymentReturnPage: absolute(paymentReturnUrl),
    captcha: createCaptchaProvider(resolved),
    deviceRisk: createDeviceRiskProvider(resolved),
    stores: {
      proposal,
      detailsForm: createDetailsFormStore(storageKey('details-form')),
      lists: createListsStore(api.listOne),
    },
  };
}
