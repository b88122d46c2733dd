/**
 * Fault injection for the browser tests: the sandbox's POST /sandbox/faults for answers (500, 422,
 * a malformed body, a late answer), Playwright's routing for a dropped connection, and Playwright's
 * clock to let the client's 20 s time-out pass without waiting for it.
 */
import type { Page, Request } from 'playwright-core';
import { afterEach, beforeAll } from 'vitest';
import { origin, type useBrowser } from './browser';
import { ENDPOINTS, type EndpointKey } from '../../../src/contract/endpoints';

export const FAULT_KINDS = ['500', '422', 'malformed', 'timeout', 'network'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/** The client gives up after 20 s (src/api/client.ts); the clock jumps past it. */
const CLIENT_TIMEOUT_MS = 20_000;

export interface SandboxFault {
  endpoint: EndpointKey;
  status?: number;
  malformed?: boolean;
  delayMs?: number;
  times?: number;
}

export async function injectFault(origin: string, fault: SandboxFault): Promise<void> {
  const res = await fetch(`${origin}/sandbox/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fault),
  });
  if (!res.ok) throw new Error(`POST /sandbox/faults answered ${res.status}: ${await res.text()}`);
}

async function clearFaults(origin: string): Promise<void> {
  await fetch(`${origin}/sandbox/faults`, { method: 'DELETE' });
}

/** True for a request of this call: its method and its path template (query left aside). */
function isCall(key: EndpointKey, request: Pick<Request, 'method' | 'url'>): boolean {
  const { method, path } = ENDPOINTS[key];
  if (request.method() !== method) return false;
  const pattern = new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/?#]+')}$`);
  return pattern.test(new URL(request.url()).pathname);
}

/** Counts the requests of one call that left the page from now on. */
export function countRequests(page: Page, key: EndpointKey): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (isCall(key, request)) count += 1;
  });
  return () => count;
}

/**
 * The page's API requests still waiting for an answer, from now on. A test that must know a
 * second request was never sent waits for this to reach 0 instead of sleeping: a click sends its
 * request at once, so once nothing is in flight, anything it set off has been counted.
 */
export function apiRequestsInFlight(page: Page): () => number {
  const open = new Set<Request>();
  const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');
  page.on('request', (request) => void (isApi(request) && open.add(request)));
  page.on('requestfinished', (request) => void open.delete(request));
  page.on('requestfailed', (request) => void open.delete(request));
  return () => open.size;
}

/**
 * Makes the next call of `key` fail the way `kind` says. Returns `trip`, to await once the action
 * that sends the call has started: for a time-out it waits for the request, then moves the page's
 * clock past the client's limit (the page must have been opened with `page.clock.install()`).
 */
export async function armFault(page: Page, origin: string, key: EndpointKey, kind: FaultKind): Promise<{ trip: () => Promise<void> }> {
  const sent = page.waitForRequest((request) => isCall(key, request), { timeout: 15_000 });
  sent.catch(() => undefined);
  if (kind === '500' || kind === '422') await injectFault(origin, { endpoint: key, status: Number(kind), times: 1 });
  if (kind === 'malformed') await injectFault(origin, { endpoint: key, malformed: true, times: 1 });
  // The sandbox answers late (and then refuses, so nothing changes behind the test's back); the
  // fake clock makes the client give up long before.
  if (kind === 'timeout') await injectFault(origin, { endpoint: key, delayMs: 8_000, status: 504, times: 1 });
  if (kind === 'network') {
    let dropped = false;
    await page.route('**/*', (route) => {
      if (!dropped && isCall(key, route.request())) {
        dropped = true;
        return route.abort('internetdisconnected');
      }
      return route.fallback();
    });
  }
  return {
    trip: async () => {
      if (kind !== 'timeout') return;
      await sent;
      await page.clock.fastForward(CLIENT_TIMEOUT_MS + 1_000);
    },
  };
}

/** Where docs/product/transitions.md#a-failed-quote-or-re-quote sends a failed call: a non-200 answer to Exception, anything else to Declined. */
export const landingFor = (kind: FaultKind): 'exception' | 'declined' => (kind === '500' || kind === '422' ? 'exception' : 'declined');

export const END_HEADINGS = {
  exception: 'We’re experiencing a technical issue',
  declined: 'Sorry, we can’t give you a quote',
} as const;

export const END_ROUTES = { exception: '#/error/exception', declined: '#/quote/declined' } as const;

/**
 * Puts a draft and the form's place into the tab's storage as the widget keeps them, then opens the
 * form. Seeded from a page with no widget: a mounted one writes its own state when the page hides
 * (its writes wait for a pause in typing), which would overwrite the seed on the way out.
 */
export async function seedDraft(
  page: Page,
  origin: string,
  draft: unknown,
  place: { current: number; furthest: number; captchaVerified: boolean },
) {
  await page.goto(`${origin}/blank.html`);
  await page.evaluate(
    ([proposal, form]) => {
      sessionStorage.clear();
      sessionStorage.setItem(
        'motor-quote:motor-quote:proposal',
        JSON.stringify({ state: { draft: proposal, raw: {}, vehicleMissing: [] }, version: 1 }),
      );
      sessionStorage.setItem(
        'motor-quote:motor-quote:details-form',
        JSON.stringify({ state: { ...form, touched: {}, attempted: {}, driverEdit: null }, version: 0 }),
      );
    },
    [draft, place] as const,
  );
  await page.goto(`${origin}/#/quote/create`);
}

/**
 * One page for a file of fault tests, with Playwright's clock installed (a test passes the client's
 * 20 s time-out at once); each test's faults and routes are cleared after it.
 */
export function useFaultPage(browser: ReturnType<typeof useBrowser>, onOpen: (page: Page) => void) {
  let page: Page;
  beforeAll(async () => {
    page = await browser.newPage();
    await page.clock.install();
    onOpen(page);
  });
  afterEach(async () => {
    await clearFaults(origin());
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
}
