/**
 * The WebKit adapter (Safari's engine): selenium-webdriver against Debian's WebKitWebDriver, which
 * starts WebKitGTK's MiniBrowser on a virtual display (Xvfb). Nothing is downloaded.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { Builder, error, Key as SeleniumKey, type WebDriver, type WebElement } from 'selenium-webdriver';
import { locate } from '../../../../scripts/browsers.mjs';
import type { Driver, Key } from '../driver';

// Where `npm test`'s browser check found them (WEBKIT_DRIVER, MINIBROWSER, or Debian's): scripts/browsers.mjs.
const WEBKIT_DRIVER = locate('webkit-driver') ?? '/usr/bin/WebKitWebDriver';
const MINIBROWSER = locate('minibrowser') ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

const KEYS: Record<Key, string> = {
  ArrowDown: SeleniumKey.ARROW_DOWN,
  ArrowUp: SeleniumKey.ARROW_UP,
  Tab: SeleniumKey.TAB,
  Enter: SeleniumKey.ENTER,
  Escape: SeleniumKey.ESCAPE,
  Backspace: SeleniumKey.BACK_SPACE,
};

/** The same-origin iframe with this title, through the widget's open shadow roots. */
const FIND_FRAME = `
  const title = arguments[0];
  const find = (root) => {
    for (const el of root.querySelectorAll('*')) {
      if (el.tagName === 'IFRAME' && el.getAttribute('title') === title) return el;
      const inner = el.shadowRoot && find(el.shadowRoot);
      if (inner) return inner;
    }
    return null;
  };
  return find(document);`;

const FOCUS_FIELD = `
  const el = arguments[0];
  if (el.matches('textarea, select, input:not([type="radio"]):not([type="checkbox"])')) el.focus();`;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Xvfb picks a free display itself and writes its number to the file descriptor given. */
function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1400x1100x24', '-nolisten', 'tcp'], {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    });
    let out = '';
    xvfb.once('error', reject);
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before giving a display`)));
    (xvfb.stdio[3] as NodeJS.ReadableStream).on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve({ display: `:${out.trim()}`, process: xvfb });
    });
  });
}

async function waitForDriver(url: string) {
  const end = Date.now() + 15_000;
  for (;;) {
    try {
      const res = await fetch(`${url}/status`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > end) throw new Error(`WebKitWebDriver did not answer at ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface WebKitService {
  url: string;
  display: string;
  stop(): Promise<void>;
}

/** One virtual display and one WebKitWebDriver per test file. */
export async function startWebKitService(): Promise<WebKitService> {
  const xvfb = await startXvfb();
  const port = await freePort();
  const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: xvfb.display, TZ: 'Europe/London', LANG: 'en_GB.UTF-8' },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForDriver(url);
  const stopped = (child: ChildProcess) =>
    new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', () => resolve())));
  return {
    url,
    display: xvfb.display,
    stop: async () => {
      driver.kill();
      await stopped(driver);
      xvfb.process.kill();
      await stopped(xvfb.process);
    },
  };
}

/** A new MiniBrowser session (fresh storage) with a 1280 x 900 window. */
export async function webkitDriver(service: WebKitService): Promise<Driver> {
  const session: WebDriver = await new Builder()
    .usingServer(service.url)
    .withCapabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
    })
    .build();
  await session.manage().window().setRect({ x: 0, y: 0, width: 1280, height: 900 });
  await session.manage().setTimeouts({ script: 15_000, pageLoad: 30_000 });
  const actions = () => session.actions({ async: true });
  return {
    engine: 'webkit',
    touch: false,
    goto: (url) => session.get(url),
    run: (source, arg) => session.executeScript(`return (${source})(arguments[0]);`, arg),
    click: async (x, y) => {
      await actions().move({ x, y, duration: 0 }).press().release().perform();
    },
    clickElement: async (frame) => {
      if (frame) await session.switchTo().frame((await session.executeScript(FIND_FRAME, frame)) as WebElement);
      try {
        const el = (await session.executeScript('return window.__mqTarget;')) as WebElement | null;
        if (!el) throw new Error(`webkit: no element found to click${frame ? ` in the frame "${frame}"` : ''}`);
        // WebKitWebDriver's Element Click on an element inside a shadow root dispatches a bare click
        // (no pointer events, no focus; seen 2026-11-26): a field is focused first, as its Element
        // Send Keys and assistive tools do, so that the keys typed next reach it.
        await session.executeScript(FOCUS_FIELD, el);
        try {
          await el.click();
        } catch (failed) {
          // WebKitWebDriver reports a click on a label whose centre is its radio's styled box, or on
          // an element mid-move, as intercepted / not interactable: voice control clicks it anyway.
          if (!(failed instanceof error.ElementClickInterceptedError || failed instanceof error.ElementNotInteractableError)) throw failed;
          await session.executeScript('arguments[0].click();', el);
        }
      } finally {
        if (frame) await session.switchTo().defaultContent();
      }
    },
    type: async (text) => {
      await actions().sendKeys(text).perform();
    },
    press: async (key: Key) => {
      await actions().sendKeys(KEYS[key]).perform();
    },
    url: () => session.getCurrentUrl(),
    screenshot: async () => Buffer.from(await session.takeScreenshot(), 'base64'),
    close: () => session.quit(),
  };
}
