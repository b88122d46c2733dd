/** The Chromium adapter: playwright-core, Debian's chromium (never a downloaded browser). */
import { chromium, type Browser, type BrowserContext, type ElementHandle, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../../../scripts/chromium-path';
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
  return pageDriver(page, { touch });
}

/**
 * The adapter over a page already open, so a test written with Playwright's page fills the form
 * through the user layer (support/journey.ts), as every engine's journeys do. Closing it closes the
 * page's context.
 */
export function pageDriver(page: Page, { touch = false } = {}): Driver {
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
    clickElement: async (frame) => {
      // force: no wait for the element to be visible, still, enabled and unobscured (the user layer
      // has seen it visible and enabled); Playwright still scrolls it into view and clicks its centre.
      const handle = await target(page, frame);
      if (touch) await handle.tap({ force: true });
      else await handle.click({ force: true });
    },
    type: (text) => page.keyboard.type(text),
    press: (key: Key) => page.keyboard.press(key),
    url: async () => page.url(),
    screenshot: () => page.screenshot(),
    close: () => page.context().close(),
  };
}

/** The element the last look found (in-page.ts `__mqTarget`), in the frame with this title if given. */
async function target(page: Page, title?: string): Promise<ElementHandle> {
  let frame = page.mainFrame();
  if (title) {
    for (const child of page.frames()) {
      const owner = child === page.mainFrame() ? null : await child.frameElement();
      if (owner && (await owner.getAttribute('title')) === title) frame = child;
    }
  }
  const handle = (await frame.evaluateHandle('window.__mqTarget')).asElement();
  if (!handle) throw new Error(`chromium: no element found to click${title ? ` in the frame "${title}"` : ''}`);
  return handle as ElementHandle;
}
