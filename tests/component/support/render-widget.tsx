import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { parseConfig } from '../../../src/config/parse-config';
import type { ConfigInput } from '../../../src/config/config-schema';
import { createWidget } from '../../../src/embed/create-widget';
import type { Widget } from '../../../src/store/widget';
import { WidgetContext } from '../../../src/store/widget-context';

export type FakeRoutes = Record<string, (init: { body: unknown; url: URL }) => unknown>;

/**
 * A fetch that answers from `routes` ('GET /api/list/insurer.person_title': () => body) with 200,
 * records every call, and answers 404 for anything else: the API contract still validates answers.
 */
export function fakeFetch(routes: FakeRoutes) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const method = (init.method ?? 'GET').toUpperCase();
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path: url.pathname, body });
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) return new Response(JSON.stringify({ code: 'not_found' }), { status: 404 });
    return new Response(JSON.stringify(handler({ body, url })), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

/** Renders `ui` inside a real widget (stores, labels, config) at `path`, with the API answered by `fetch`. */
export function renderWidget(ui: ReactNode, options: { path?: string; config?: ConfigInput; fetch?: typeof globalThis.fetch } = {}) {
  const host = document.createElement('div');
  const config = parseConfig({ apiBase: 'http://sandbox.test', ...options.config });
  const widget: Widget = createWidget(config, host, options.fetch);
  const location = memoryLocation({ path: options.path ?? '/quote/create', record: true });
  const view = render(
    <WidgetContext.Provider value={widget}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
    </WidgetContext.Provider>,
  );
  return { ...view, widget, location };
}
