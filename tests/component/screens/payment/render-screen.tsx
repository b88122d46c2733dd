/** Renders one of the purchase or recall screens in a real widget whose API and providers a test scripts. */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { ConfigInput } from '../../../../src/config/config-schema';
import { parseConfig } from '../../../../src/config/parse-config';
import { createWidget } from '../../../../src/embed/create-widget';
import { WidgetContext } from '../../../../src/store/widget-context';

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

export function renderScreen(ui: ReactNode, options: { path: string; routes?: Routes; config?: ConfigInput; blackbox?: () => Promise<string> }) {
  const host = document.createElement('div');
  const api = scriptedFetch(options.routes ?? {});
  const widget = createWidget(parseConfig({ apiBase: 'http://sandbox.test', ...options.config }), host, api.fetch);
  widget.deviceRisk = { blackbox: vi.fn(options.blackbox ?? (async () => 'sandbox-bb.test')) };
  const location = memoryLocation({ path: options.path, record: true });
  const view = render(
    <WidgetContext.Provider value={widget}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
    </WidgetContext.Provider>,
  );
  return { ...view, widget, location, calls: api.calls, current: () => location.history.at(-1) };
}
