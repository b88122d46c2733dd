/** Renders one of the purchase or recall screens in a real widget whose API and providers a test scripts. */
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { ConfigInput } from '../../../../src/config/config-schema';
import { renderWidget } from '../../support/render-widget';

export interface Answer {
  status?: number;
  body: unknown;
}
export type Routes = Record<string, (body: unknown) => Answer | unknown>;

/** A fetch answering 'METHOD /path' from `routes` (a plain value is a 200 body), recording each call. */
export function scriptedFetch(routes: Routes) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const method = (init.method ?? 'GET').toUpperCase();
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path: url.pathname, body });
    const handler = routes[`${method} ${url.pathname}`];
    const answer = handler ? handler(body) : { status: 404, body: { code: 'not_found' } };
    const { status, body: json } = answer && typeof answer === 'object' && 'body' in answer ? (answer as Answer) : { status: 200, body: answer };
    return new Response(JSON.stringify(json), { status: status ?? 200, headers: { 'Content-Type': 'application/json' } });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

/** renderWidget with a scripted API and a device-risk stand-in whose blackbox a test may script. */
export function renderScreen(ui: ReactNode, options: { path: string; routes?: Routes; config?: ConfigInput; blackbox?: () => Promise<string> }) {
  const api = scriptedFetch(options.routes ?? {});
  const view = renderWidget(ui, { path: options.path, config: options.config, fetch: api.fetch });
  view.widget.deviceRisk = { blackbox: vi.fn(options.blackbox ?? (async () => 'sandbox-bb.test')) };
  return { ...view, calls: api.calls, current: () => view.location.history.at(-1) };
}
