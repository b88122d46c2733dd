/** The Firefox adapter: puppeteer-core over WebDriver BiDi, Debian's firefox-esr (never downloaded). */
import puppeteer, { type Browser, type ElementHandle, type KeyInput, type Page } from 'puppeteer-core';
import { locate } from '../../../../scripts/browsers.mjs';
import type { Driver, Key } from '../driver';

// Where `npm test`'s browser check found it (FIREFOX_PATH, or Debian's): scripts/browsers.mjs.
const FIREFOX_PATH = locate('firefox') ?? '/usr/bin/firefox-esr';

export async function launchFirefox(): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath: FIREFOX_PATH,
    headless: true,
    env: { ...process.env, TZ: 'Europe/London' },
    extraPrefsFirefox: { 'intl.accept_languages': 'en-GB', 'intl.locale.requested': 'en-GB' },
  });
}

/** A fresh browser context (empty storage) and page at 1280 x 900. */
export async function firefoxDriver(browser: Browser): Promise<Driver> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  page.setDefaultTimeout(15_000);
  return {
    engine: 'firefox',
    touch: false,
    goto: async (url) => {
      await page.goto(url);
    },
    run: (source, arg) => page.evaluate(`(${source})(${JSON.stringify(arg)})`) as Promise<never>,
    click: (x, y) => page.mouse.click(x, y),
    // puppeteer's element click: scrolls it into view and clicks its centre, with no wait for it to be still.
    clickElement: async (frame) => (await target(page, frame)).click(),
    type: (text) => page.keyboard.type(text),
    press: (key: Key) => page.keyboard.press(key as KeyInput),
    url: async () => page.url(),
    screenshot: async () => Buffer.from(await page.screenshot()),
    close: () => context.close(),
  };
}

/** The element the last look found (in-page.ts `__mqTarget`), in the frame with this title if given. */
async function target(page: Page, title?: string): Promise<ElementHandle> {
  let frame = page.mainFrame();
  if (title) {
    for (const child of page.frames()) {
      const owner = child === page.mainFrame() ? null : await child.frameElement();
      if (owner && (await owner.evaluate((el) => el.getAttribute('title'))) === title) frame = child;
    }
  }
  const handle = (await frame.evaluateHandle('window.__mqTarget')).asElement();
  if (!handle) throw new Error(`firefox: no element found to click${title ? ` in the frame "${title}"` : ''}`);
  return handle as ElementHandle;
}
