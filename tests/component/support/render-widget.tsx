import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { parseConfig } from '../../../src/config/parse-config';
import type { ConfigInput } from '../../../src/config/config-input';
import { createWidget, settingsOf } from '../../../src/embed/create-widget';
import type { Path } from '../../../src/store/proposal/path';
import type { Widget } from '../../../src/widget/widget';
import { WidgetProvider } from '../../../src/hooks/widget-context';

/** Renders `ui` inside a real widget (services, and settings: brand, labels, partner) at `path`, with the API answered by `fetch`. */
export function renderWidget(
  ui: ReactNode,
  options: {
    path?: string;
    config?: ConfigInput;
    fetch?: typeof globalThis.fetch;
    /** Answers given before `ui` renders, as the form would have: Yes to claims before the claims block. */
    answers?: Array<[Path, unknown]>;
  } = {},
) {
  const host = document.createElement('div');
  const config = parseConfig({ apiBase: 'http://sandbox.test', ...options.config });
  const widget: Widget = createWidget(config, host, {
    fetchImpl: options.fetch,
    paymentReturnUrl: 'http://cdn.test/motor-quote-return.html',
  });
  for (const [path, value] of options.answers ?? []) widget.stores.proposal.getState().setAnswer(path, value);
  const settings = settingsOf(config);
  const location = memoryLocation({ path: options.path ?? '/quote/create', record: true });
  const view = render(
    <WidgetProvider widget={widget} settings={settings}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
    </WidgetProvider>,
  );
  return { ...view, widget, settings, location };
}
