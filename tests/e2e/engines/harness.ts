/**
 * One engine per test file, driven through the user layer: the file's own sandbox (as `npm start`
 * serves it), one browser for the file, and a fresh page (empty storage) for each test.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startDemoServer, type DemoServer } from '../../../demo/server';
import { findChromium } from '../../../scripts/chromium-path';
import type { Driver } from '../user/driver';
import { chromiumDriver, launchChromium } from '../user/drivers/chromium';
import { firefoxDriver, launchFirefox } from '../user/drivers/firefox';
import { NewSessionUnanswered, startWebKitService, webkitDriver } from '../user/drivers/webkit';
import { User, type UserOptions } from '../user/user';
import { useIntegrator } from '../support/integrator';

export type EngineSetup = 'chromium' | 'chromium-touch' | 'firefox' | 'webkit';

export function useEngine(setup: EngineSetup) {
  // An integrator's site on a second origin, its pages loading the script and calling the API from this file's server.
  const integrator = useIntegrator(() => server!.origin);
  const dataDir = mkdtempSync(path.join(tmpdir(), `mq-${setup}-`));
  let server: DemoServer | undefined;
  let newDriver: (() => Promise<Driver>) | undefined;
  let stop: (() => Promise<void>) | undefined;
  const open: Driver[] = [];

  beforeAll(async () => {
    server = await startDemoServer({ dataDir });
    if (setup === 'chromium' || setup === 'chromium-touch') {
      const executable = findChromium();
      if (!executable) throw new Error('No Chromium: `node scripts/browsers.mjs` installs it (as root) or says what to run.');
      const browser = await launchChromium(executable);
      newDriver = () => chromiumDriver(browser, { touch: setup === 'chromium-touch' });
      stop = () => browser.close();
    } else if (setup === 'firefox') {
      const browser = await launchFirefox();
      newDriver = () => firefoxDriver(browser);
      stop = () => browser.close();
    } else {
      let service = await startWebKitService();
      newDriver = async () => {
        try {
          return await webkitDriver(service);
        } catch (failed) {
          if (!(failed instanceof NewSessionUnanswered)) throw failed;
          // WebKitGTK 2.50.6's WebKitWebDriver at times never answers New Session while it starts a
          // MiniBrowser (about 1 in 20 journeys, 2026-11-26; docs/performance.md#flaky-runs). No page
          // exists yet, so nothing of the widget is skipped or retried: the service is started again
          // and asked once more, and the run says so. A second silence fails the test.
          console.warn(`${failed.message}: WebKitWebDriver started again`);
          await service.stop().catch(() => undefined);
          service = await startWebKitService();
          return webkitDriver(service);
        }
      };
      stop = () => service.stop();
    }
  });
  afterEach(async ({ task }) => {
    // What the customer was looking at when a test failed: test-results/engines/<engine>-<test>.png
    if (task.result?.state === 'fail' && open[0]) {
      const file = path.join('test-results', 'engines', `${setup}-${task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)}.png`);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, await open[0].screenshot().catch(() => Buffer.alloc(0)));
    }
    await Promise.all(open.splice(0).map((driver) => driver.close().catch(() => undefined)));
  });
  afterAll(async () => {
    await stop?.();
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  return {
    setup,
    origin: () => server!.origin,
    integrator,
    /** A new customer in a new page (a quick one with `{ press: 'element' | 'dom' }`, see user.ts). */
    async user(options: UserOptions = {}): Promise<User> {
      const driver = await newDriver!();
      open.push(driver);

      return new User(driver, {}, options);
    },
  };
}
