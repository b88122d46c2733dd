/** The Chromium adapter: playwright-core, Debian's chromium (never a downloaded browser). */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../support/chromium-path';
import type { Driver, Key } from '../driver';

export async function launchChromium(executablePath: string): Promise<Browser> {
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}

/** A fresh context (empty storage) and page; `touch` makes it a 360 px phone that is tapped. */
export async function chromiumDriver(browser: Browser, { touch = false } = {}): Promise<Driver> {
  const context: BrowserContext = await browser.newContext({
    viewport: touch ? { width: 360, height: 740 } : { width: 1280, height: 900 },
    ...(touch ? { hasTouch: true, isMobile: true, deviceScaleFactor: 2 } : {}),
    locale: 'en-GB',
    timezoneId: 'Europe/London',
  });
  const page: Page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return {
    engine: 'chromium',
    touch,
    goto: async (url) => {
      await page.goto(url);
    },
    run: (source, arg) => page.evaluate(`(${source})(${JSON.stringify(arg)})`),
    click: async (x, y) => {
      if (touch) await page.touchscreen.tap(x, y);
      else await page.mouse.click(x, y);
    },
    type: (text) => page.keyboard.type(text),
    press: (key: Key) => page.keyboard.press(key),
    url: async () => page.url(),
    screenshot: () => page.screenshot(),
    close: () => context.close(),
  };
}
