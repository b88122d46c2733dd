import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cls } from './support/class-names';
import { origin, useBrowser } from './support/browser';

const browser = useBrowser();

/** Every console message that is a warning or an error, and every script the page asked for. */
function watch(page: Page) {
  const said: string[] = [];
  const scripts: string[] = [];
  page.on('console', (message) => {
    if (['warning', 'error'].includes(message.type())) said.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => said.push(`pageerror: ${error.message}`));
  page.on('request', (request) => {
    if (/^\/dist\/motor-quote.*\.js$/.test(new URL(request.url()).pathname)) scripts.push(new URL(request.url()).pathname);
  });
  return { said, scripts };
}

/** The page's own HTML as served, before any script ran. */
const served = async (path: string) => (await fetch(`${origin()}${path}`)).text();
const tags = (html: string, name: string) => html.match(new RegExp(`<${name}\\b[^>]*>`, 'g')) ?? [];
const attribute = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];

describe('the demo page, built as docs/embedding.md tells a brand to build its own', () => {
  it('holds the first screen in its HTML, the preload with the script tag’s integrity, and no script that blocks the first paint', async () => {
    const html = await served('/');
    expect(html).toMatch(new RegExp(`<div id="motor-quote"><template shadowrootmode="open">.*<p class="${cls('mq-lead')}">`, 's'));
    const scripts = tags(html, 'script');
    // Each script either waits for the page (defer) or is data (the JSON island), never parsed and run before the first paint.
    expect(scripts.filter((tag) => !/\sdefer\b/.test(tag) && attribute(tag, 'type') !== 'application/json')).toEqual([]);
    const widget = scripts.find((tag) => attribute(tag, 'src') === '/dist/motor-quote.js')!;
    expect(attribute(widget, 'integrity')).toMatch(/^sha384-/);
    const preload = tags(html, 'link').find((tag) => attribute(tag, 'rel') === 'preload' && attribute(tag, 'as') === 'script')!;
    expect(attribute(preload, 'href')).toBe('/dist/motor-quote.js');
    expect(attribute(preload, 'integrity')).toBe(attribute(widget, 'integrity'));
    expect(attribute(preload, 'crossorigin')).toBe(attribute(widget, 'crossorigin'));
    const island = html.match(/<script type="application\/json" id="motor-quote-config">([^<]*)<\/script>/)!;
    expect(JSON.parse(island[1])).toMatchObject({ brand: { name: 'Juniper Car Insurance' } });
  });

  it('fetches with the page no script but the widget’s, so Lighthouse’s LCP estimate holds nothing its FCP estimate does not', async () => {
    // A script of the page's own that arrives before the first paint and runs in under 10 ms cannot
    // be shown to Lighthouse's simulator to have waited for it: its LCP graph keeps the request and the
    // navigation's task that asked for it (docs/embedding.md#your-own-scripts-and-the-first-paint).
    for (const path of ['/', '/no-shell.html']) {
      const html = await served(path);
      const fetched = [...tags(html, 'script'), ...tags(html, 'link').filter((tag) => attribute(tag, 'as') === 'script')]
        .map((tag) => attribute(tag, 'src') ?? attribute(tag, 'href'))
        .filter(Boolean);
      expect(new Set(fetched), path).toEqual(new Set(['/dist/motor-quote.js']));
    }
  });

  it('mounts from its JSON island, downloading the script once, with nothing on the console', async () => {
    const page = await browser.newPage();
    const { said, scripts } = watch(page);
    await page.goto(`${origin()}/`);
    // The island's brand, in the live widget: its phone number is not the default brand's.
    await page.locator('#motor-quote').getByText('0330 123 4567').first().waitFor();
    // Taken over: the widget's mark that its first screen is live (the shell's own stylesheet link
    // stays once it has loaded, so its going is no sign).
    await page.waitForFunction(() => performance.getEntriesByName('mq:interactive').length > 0);
    await page.locator('#motor-quote').getByLabel('First name').fill('Jane');
    await expect.poll(() => page.evaluate(() => JSON.stringify(sessionStorage))).toContain('Jane');
    expect(scripts).toEqual(['/dist/motor-quote.js']);
    expect(said).toEqual([]);
    await page.close();
  });

  it('asks for the script at low priority where the HTML paints the first screen, and at high where it does not', async () => {
    // A high-priority script that ran before the first paint was on screen is counted by Lighthouse
    // as holding that paint, with its whole download (docs/embedding.md#hints-for-the-browser).
    const priorities: Record<string, string> = {};
    for (const path of ['/', '/no-shell.html']) {
      const page = await browser.newPage();
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      cdp.on('Network.requestWillBeSent', ({ request }) => {
        if (new URL(request.url).pathname === '/dist/motor-quote.js') priorities[path] ??= request.initialPriority;
      });
      await page.goto(`${origin()}${path}`);
      await page.waitForFunction(() => performance.getEntriesByName('mq:interactive').length > 0);
      await page.close();
    }
    expect(priorities).toEqual({ '/': 'Low', '/no-shell.html': 'High' });
  });

  it('says on the console when its JSON island cannot be read, and still shows a widget', async () => {
    const page = await browser.newPage();
    const { said } = watch(page);
    await page.route(
      (url) => url.pathname === '/no-shell.html',
      async (route) => {
        const original = await (await route.fetch()).text();
        await route.fulfill({ contentType: 'text/html', body: original.replace('{ "brand"', '{ brand') });
      },
    );
    await page.goto(`${origin()}/no-shell.html`);
    await page.locator('#motor-quote').getByLabel('First name').waitFor();
    expect(said.join('\n')).toContain('MotorQuote config: #motor-quote-config is not JSON');
    await page.close();
  });

  it('keeps the page without the shell as a comparison', async () => {
    const html = await served('/no-shell.html');
    expect(html).not.toContain('shadowrootmode');
    expect(html).toContain('<script type="application/json" id="motor-quote-config">');
  });
});
