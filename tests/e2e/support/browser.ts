import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { startDemoServer, type DemoServer, type DemoServerOptions } from '../../../demo/server';
import { shareAccess } from './access';
import { CHROMIUM_ARGS } from '../../../scripts/chromium-path';

// Each test file serves the built widget and its own sandbox, exactly as `npm start` does: files may
// run two at a time (vitest.config.ts runs them one at a time for now), and one file's injected
// faults or saved quotes must never reach another's.
let server: DemoServer | undefined;
let serverDataDir: string | undefined;

/**
 * The sandbox's own record of a proposal (what the insurer holds), read from its data folder: after
 * the sale no access token opens it through the API (docs/security.md#data-that-ends-with-the-sale).
 */
export function storedProposal(uuid: string): unknown {
  return storedRecord(uuid).proposal;
}

/** The sandbox's whole record: the proposal and the insurer's own state of it, such as the card payments taken. */
export function storedRecord(uuid: string): { proposal: unknown; sandbox: { payments: { amount: number; outcome: string }[] } } {
  return JSON.parse(readFileSync(path.join(serverDataDir!, 'proposals', `${uuid}.json`), 'utf8'));
}
/** What the insurer keeps beside the proposal (demo/sandbox/server/records.ts): the mandate, the signed credit agreement. */
export function storedSandbox(uuid: string): unknown {
  return JSON.parse(readFileSync(path.join(serverDataDir!, 'proposals', `${uuid}.json`), 'utf8')).sandbox;
}
export const origin = (): string => {
  if (!server) throw new Error('origin() is known once useBrowser()’s beforeAll has started the demo server.');
  return server.origin;
};

/**
 * One Chromium per test file; each test opens its own context (fresh storage) with newPage().
 * `server` gives the demo server's options, read when it starts (so it may name an origin that
 * another beforeAll, e.g. useIntegrator()'s, has just started).
 */
export function useBrowser(options: { server?: () => Omit<DemoServerOptions, 'dataDir'> } = {}) {
  const state: { browser?: Browser; contexts: BrowserContext[] } = { contexts: [] };
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mq-e2e-'));
  beforeAll(async () => {
    server = await startDemoServer({ ...options.server?.(), dataDir });
    serverDataDir = dataDir;
    state.browser = await chromium.launch({ executablePath: inject('chromiumPath'), args: CHROMIUM_ARGS });
  });
  afterAll(async () => {
    await state.browser?.close();
    await server?.close();
    server = undefined;
    rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    async newPage(options: { width?: number; height?: number } = {}): Promise<Page> {
      const context = await state.browser!.newContext({
        viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
        locale: 'en-GB',
        timezoneId: 'Europe/London',
      });
      await shareAccess(context);
      state.contexts.push(context);
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      return page;
    },
  };
}

/** Collects console errors and uncaught page errors, so a test can assert none reached the host page. */
export function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}
