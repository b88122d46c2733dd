import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { parseConfig } from '../../../src/config/parse-config';
import type { ConfigInput } from '../../../src/config/config-input';
import { createWidget } from '../../../src/embed/create-widget';
import type { Widget } from '../../../src/widget/widget';
import { WidgetProvider } from '../../../src/hooks/widget-context';

/** Renders `ui` inside a real widget (stores, labels, config) at `path`, with the API answered by `fetch`. */
export function renderWidget(ui: ReactNode, options: { path?: string; config?: ConfigInput; fetch?: typeof globalThis.fetch } = {}) {
  const host = document.createElement('div');
  const config = parseConfig({ apiBase: 'http://sandbox.test', ...options.config });
  const widget: Widget = createWidget(config, host, {
    fetchImpl: options.fetch,
    paymentReturnUrl: 'http://cdn.test/motor-quote-return.html',
  });
  const location = memoryLocation({ path: options.path ?? '/quote/create', record: true });
  const view = render(
    <WidgetProvider widget={widget}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
    </WidgetProvider>,
  );
  return { ...view, widget, location };
}
