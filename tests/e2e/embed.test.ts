import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { origin, useBrowser, watchErrors } from './support/browser';

const browser = useBrowser();

/** Computed styles of the widget's heading, read through the shadow root. */
const headingStyle = (page: Page) =>
  page.evaluate(() => {
    const heading = document.querySelector('#motor-quote')!.shadowRoot!.querySelector('h1')!;
    const style = getComputedStyle(heading);
    return {
      fontSize: style.fontSize,
      color: style.color,
      fontFamily: style.fontFamily,
      display: style.display,
      textTransform: style.textTransform,
    };
  });

/** Number of listeners on window, from the DevTools protocol: what a leak would leave behind. */
async function windowListenerCount(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const { result } = await cdp.send('Runtime.evaluate', { expression: 'window' });
  const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId! });
  await cdp.detach();
  return listeners.length;
}

describe('embedding in a host page', () => {
  it('hostile host CSS changes nothing inside the widget, and the widget changes nothing outside', async () => {
    const clean = await browser.newPage();
    await clean.goto(`${origin()}/#/error/exception`);
    await clean.getByRole('heading', { level: 1 }).first().waitFor();
    const hostile = await browser.newPage();
    await hostile.goto(`${origin()}/hostile.html#/error/exception`);
    await hostile.getByRole('heading', { name: 'We’re experiencing a technical issue' }).waitFor();
    expect(await headingStyle(hostile)).toEqual(await headingStyle(clean));
    // The host's own button with the widget's class names keeps the host's look.
    const hostButton = await hostile.evaluate(() => getComputedStyle(document.querySelector('.host-button')!).backgroundColor);
    expect(hostButton).toBe('rgb(255, 255, 0)');
    // The host element is the page's (its 40px applies to it); the widget's own root keeps 16px.
    const root = await hostile.evaluate(
      () => getComputedStyle(document.querySelector('#motor-quote')!.shadowRoot!.querySelector('.mq-root')!).fontSize,
    );
    expect(root).toBe('16px');
  });

  it('a bad config logs one clear error naming the field, and the widget still starts', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    await page.goto(`${origin()}/blank.html#/error/exception`);
    await page.evaluate(() => window.MotorQuote!.mount('#first', { brand: { phone: 42, name: 'Test Brand' } } as never));
    await page.getByRole('heading', { name: 'We’re experiencing a technical issue' }).waitFor();
    expect(errors.filter((line) => line.includes('brand.phone'))).toHaveLength(1);
    expect(errors.find((line) => line.includes('brand.phone'))).toContain('must be text');
    await page.getByRole('link', { name: '0330 123 4567' }).first().waitFor();
    await page.getByText('Test Brand').waitFor();
  });

  it('a missing target logs a clear error, mounts nothing and throws nothing', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    await page.goto(`${origin()}/blank.html`);
    const result = await page.evaluate(() => typeof window.MotorQuote!.mount('#nope', {}).unmount);
    expect(result).toBe('function');
    expect(errors.join('\n')).toContain('no element matches the target "#nope"');
    expect(errors.some((line) => line.startsWith('pageerror'))).toBe(false);
  });

  it('unmount leaves no DOM, styles or window listeners behind; mounting again replaces the widget', async () => {
    const page = await browser.newPage();
    await page.goto(`${origin()}/blank.html#/error/exception`);
    const before = await windowListenerCount(page);
    await page.evaluate(() => {
      const w = window as unknown as { handle: { unmount(): void } };
      window.MotorQuote!.mount('#first', {});
      w.handle = window.MotorQuote!.mount('#first', {});
    });
    await page.getByRole('heading', { name: 'We’re experiencing a technical issue' }).waitFor();
    await expect(page.getByRole('heading', { name: 'We’re experiencing a technical issue' }).count()).resolves.toBe(1);
    await page.evaluate(() => (window as unknown as { handle: { unmount(): void } }).handle.unmount());
    const leftovers = await page.evaluate(() => {
      const root = document.querySelector('#first')!.shadowRoot!;
      return { nodes: root.childNodes.length, sheets: root.adoptedStyleSheets.length };
    });
    expect(leftovers).toEqual({ nodes: 0, sheets: 0 });
    expect(await windowListenerCount(page)).toBe(before);
  });

  it('two widgets on one page keep their own state', async () => {
    const page = await browser.newPage();
    await page.goto(`${origin()}/blank.html#/quote/session-expired`);
    await page.evaluate(() => {
      window.MotorQuote!.mount('#first', { brand: { name: 'First Brand' } });
      window.MotorQuote!.mount('#second', { brand: { name: 'Second Brand' }, routing: 'memory' });
    });
    await page.getByText('First Brand').waitFor();
    await page.getByText('Second Brand').waitFor();
    await expect(page.getByRole('heading', { name: 'Your session has expired' }).count()).resolves.toBe(1);
    await page.getByRole('button', { name: 'Retrieve a quote' }).click();
    await page.waitForFunction(() => location.hash === '#/quote/recall');
    const secondHash = await page.evaluate(() => document.querySelector('#second')!.shadowRoot!.querySelector('h1')?.textContent);
    expect(secondHash).not.toContain('Your session has expired');
  });
});
