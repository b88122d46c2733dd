/** The Firefox adapter: puppeteer-core over WebDriver BiDi, Debian's firefox-esr (never downloaded). */
import puppeteer, { type Browser, type KeyInput } from 'puppeteer-core';
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
    type: (text) => page.keyboard.type(text),
    press: (key: Key) => page.keyboard.press(key as KeyInput),
    url: async () => page.url(),
    screenshot: async () => Buffer.from(await page.screenshot()),
    close: () => context.close(),
  };
}
