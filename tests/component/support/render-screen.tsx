/** Renders one of the purchase or recall screens in a real widget whose API and providers a test scripts. */
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { ConfigInput } from '../../../src/config/config-input';
import { fakeFetch, type FakeRoutes } from './fake-fetch';
import { renderWidget } from './render-widget';

/** renderWidget with a scripted API and a device-risk stand-in whose blackbox a test may script. */
export function renderScreen(
  ui: ReactNode,
  options: { path: string; routes?: FakeRoutes; config?: ConfigInput; blackbox?: () => Promise<string> },
) {
  const api = fakeFetch(options.routes ?? {});
  const view = renderWidget(ui, { path: options.path, config: options.config, fetch: api.fetch });
  view.widget.deviceRisk = { blackbox: vi.fn(options.blackbox ?? (async () => 'sandbox-bb.test')) };
  return { ...view, calls: api.calls, current: () => view.location.history.at(-1) };
}
