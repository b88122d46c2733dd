import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { origin, useBrowser, watchErrors } from './support/browser';
import { inBuiltNames, sel } from './support/class-names';

const browser = useBrowser();

/** Before the page's own scripts: every layout shift, and every CSP refusal, of the whole visit. */
async function watchShiftsAndCsp(page: Page) {
  await page.addInitScript(() => {
    const seen = window as unknown as { shifts: number[]; refused: string[] };
    seen.shifts = [];
    seen.refused = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('securitypolicyviolation', (event) => seen.refused.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return () =>
    page.evaluate(() => {
      const { shifts, refused } = window as unknown as { shifts: number[]; refused: string[] };
      return { shifts, refused };
    });
}

/** The script's response held back, as on a slow network, until release() is called. */
async function holdScript(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/dist\/motor-quote\.js$/, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

const shadow = (page: Page) => page.locator('#motor-quote');
/** The script has taken the shell over: its first screen has committed (the app's mark) in the shell's root. */
const adopted = (page: Page) =>
  page.waitForFunction((app) => {
    const root = document.querySelector('#motor-quote')?.shadowRoot;
    return root && performance.getEntriesByName('mq:interactive').length > 0 && root.querySelector(app);
  }, sel('.mq-root .mq-app'));
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.querySelector('#motor-quote')!.shadowRoot!.activeElement as HTMLInputElement | null;
    return { id: active?.id, caret: [active?.selectionStart, active?.selectionEnd] };
  });

describe('the first screen in the page’s HTML (declarative shadow DOM), before and after the script', () => {
  it('is usable before the script arrives: typed answers, focus and caret are all in the live form, with no layout shift', async () => {
    const page = await browser.newPage({ width: 360, height: 800 });
    const errors = watchErrors(page);
    const seen = await watchShiftsAndCsp(page);
    // The page without its script tag (demo/server.ts): the script runs when this test adds it. (Held
    // by page.route, a preloaded script's request never finished once let go, in Chromium 156.)
    await page.goto(`${origin()}/shell.html?later`);
    const form = shadow(page);
    await form.getByLabel('First name').pressSequentially('Jane');
    await form.getByLabel('Last name').pressSequentially('O’Brien-Smith');
    await form.getByLabel('Date of birth').pressSequentially('27/03/1990');
    await form.getByLabel('Email address').pressSequentially('jane@example.com');
    await form.getByLabel('Mobile number').pressSequentially('07700900123');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    // Still the shell: nothing has run (the live form's select would have its options by now).
    expect(await page.evaluate(() => 'MotorQuote' in window)).toBe(false);
    const before = await form.getByLabel('Mobile number').boundingBox();
    await page.evaluate(() => document.body.append(Object.assign(document.createElement('script'), { src: '/dist/motor-quote.js' })));
    await adopted(page);
    expect(await form.getByLabel('First name').inputValue()).toBe('Jane');
    expect(await form.getByLabel('Last name').inputValue()).toBe('O’Brien-Smith');
    expect(await form.getByLabel('Date of birth').inputValue()).toBe('27/03/1990');
    expect(await form.getByLabel('Email address').inputValue()).toBe('jane@example.com');
    expect(await form.getByLabel('Mobile number').inputValue()).toBe('07700900123');
    expect(await focused(page)).toEqual({ id: 'mq-risk-proposer-phone_numbers-mobile', caret: [9, 9] });
    expect(await form.getByLabel('Mobile number').boundingBox()).toEqual(before);
    // Typing carries on in the live field where the caret was.
    await page.keyboard.press('Backspace');
    expect(await form.getByLabel('Mobile number').inputValue()).toBe('0770090023');
    // The live form works on: its lists load and Title can be answered.
    await form.getByLabel('Title').selectOption({ label: 'Ms' });
    const { shifts, refused } = await seen();
    expect(shifts).toEqual([]);
    expect(refused).toEqual([]);
    expect(errors).toEqual([]);

    // The answers are the draft's: a reload mid-form shows them in place of the shell's empty step 1, without a shift.
    await page.goto(`${origin()}/shell.html`);
    await adopted(page);
    await expect.poll(() => form.getByLabel('Last name').inputValue()).toBe('O’Brien-Smith');
    expect(await form.getByLabel('Date of birth').inputValue()).toBe('27/03/1990');
    expect((await seen()).shifts).toEqual([]);
  });

  it('is hydrated in place: the nodes painted with the page stay, and the script paints no new largest contentful paint', async () => {
    const page = await browser.newPage({ width: 360, height: 800 });
    const errors = watchErrors(page);
    // Every largest-contentful-paint entry of the visit, with the element it names (one in a shadow
    // tree is named by no element) and its size. No input meanwhile: the browser stops reporting
    // them at the first key or click.
    await page.addInitScript(() => {
      const seen = window as unknown as { lcp: string[] };
      seen.lcp = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null; size: number })[])
          seen.lcp.push(`${entry.element ? `${entry.element.localName}.${entry.element.className}` : 'in a shadow tree'} ${entry.size}`);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const lcp = () => page.evaluate(() => (window as unknown as { lcp: string[] }).lcp);
    const frames = () => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await page.goto(`${origin()}/shell.html?later`);
    await shadow(page).getByRole('heading', { level: 1, name: 'Get a car insurance quote' }).waitFor();
    await frames();
    const painted = await lcp();
    // The widget's first screen is the page's largest paint, and the page's HTML painted it.
    expect(painted.at(-1)).toMatch(/^in a shadow tree /);
    // The shell's own nodes, marked before the script exists.
    // In the built class names, as the shell and the script write them.
    const marked = ['.mq-lead', 'h1', '#mq-risk-proposer-name-forenames', '.mq-app'].map(sel);
    await page.evaluate((selectors) => {
      const root = document.querySelector('#motor-quote')!.shadowRoot!;
      for (const selector of selectors) Object.assign(root.querySelector(selector)!, { fromShell: selector });
    }, marked);
    await page.evaluate(() => document.body.append(Object.assign(document.createElement('script'), { src: '/dist/motor-quote.js' })));
    await adopted(page);
    await page.waitForFunction(() => performance.getEntriesByName('mq:interactive').length > 0);
    await frames();
    const kept = await page.evaluate((selectors) => {
      const root = document.querySelector('#motor-quote')!.shadowRoot!;
      return selectors.map((selector) => (root.querySelector(selector) as unknown as { fromShell?: string } | null)?.fromShell);
    }, marked);
    expect(kept).toEqual(marked);
    // The live journey answers on the same nodes: its option lists load into the shell's select.
    await shadow(page).getByLabel('Title').selectOption({ label: 'Ms' });
    expect(await lcp()).toEqual(painted);
    expect(errors).toEqual([]);
  });

  it('is painted whole in the page’s first paint, even when the page’s HTML arrives in two parts split inside the shell', async () => {
    // The demo page as a slow network sends it: the part up to the middle of the shell, then the rest
    // 700 ms later. Chromium paints what it has parsed when the first part ends, unless the page's
    // <link rel="expect" blocking="render"> holds the paint for the element after the widget's box.
    const html = await (await fetch(`${origin()}/shell.html?later`)).text();
    const middle = Math.round((html.indexOf('shadowrootmode') + html.indexOf('</template>')) / 2);
    const split = createServer(async (req, res) => {
      if (req.url?.startsWith('/shell.html')) {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
        res.write(html.slice(0, middle));
        setTimeout(() => res.end(html.slice(middle)), 700);
        return;
      }
      const response = await fetch(`${origin()}${req.url}`);
      res.writeHead(response.status, { 'Content-Type': response.headers.get('content-type') ?? 'text/plain' });
      res.end(Buffer.from(await response.arrayBuffer()));
    });
    await new Promise<void>((resolve) => split.listen(0, '127.0.0.1', resolve));
    try {
      const page = await browser.newPage({ width: 360, height: 800 });
      await page.addInitScript(() => {
        const seen = window as unknown as { paints: { name: string; at: number; inShadow?: boolean }[] };
        seen.paints = [];
        for (const type of ['paint', 'largest-contentful-paint'])
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[])
              seen.paints.push({ name: entry.name || entry.entryType, at: entry.startTime, inShadow: entry.element === null });
          }).observe({ type, buffered: true });
      });
      await page.goto(`http://127.0.0.1:${(split.address() as AddressInfo).port}/shell.html`);
      await shadow(page).getByRole('heading', { level: 1, name: 'Get a car insurance quote' }).waitFor();
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const paints = await page.evaluate(
        () => (window as unknown as { paints: { name: string; at: number; inShadow?: boolean }[] }).paints,
      );
      const first = paints.find((p) => p.name === 'first-contentful-paint')!;
      const largest = paints.filter((p) => p.name === 'largest-contentful-paint');
      // One largest paint, the widget's (in its shadow tree), made by the page's first paint.
      expect(largest).toEqual([{ name: 'largest-contentful-paint', at: first.at, inShadow: true }]);
      await expectNoAxeViolations(page, 'the first screen shell, painted whole');
    } finally {
      await new Promise((resolve) => split.close(resolve));
    }
  });

  it('passes axe before the script runs, and is styled under the demo’s strict style-src with nothing refused', async () => {
    const page = await browser.newPage();
    const seen = await watchShiftsAndCsp(page);
    await holdScript(page);
    const response = await page.goto(`${origin()}/shell.html`, { waitUntil: 'commit' });
    expect(response?.headers()['content-security-policy']).toContain("style-src 'self';");
    const heading = shadow(page).getByRole('heading', { level: 1, name: 'Get a car insurance quote' });
    await heading.waitFor();
    // The stylesheet applied: the widget's heading size, not the browser's default for an h1.
    await expect.poll(() => heading.evaluate((el) => getComputedStyle(el).fontSize)).toBe('32px');
    expect(await page.evaluate(() => 'MotorQuote' in window)).toBe(false);
    expect((await seen()).refused).toEqual([]);
    await expectNoAxeViolations(page, 'the first screen shell');
    // axe itself included: it reads the shell's <link> without writing an inline style of its own.
    expect((await seen()).refused).toEqual([]);
  });

  it('is taken over with the shell’s loaded stylesheet kept: no copy of it parsed again, nothing refused under the strict style-src', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    const seen = await watchShiftsAndCsp(page);
    await page.goto(`${origin()}/shell.html`);
    await adopted(page);
    const styles = () =>
      page.evaluate(() => {
        const root = document.querySelector('#motor-quote')!.shadowRoot!;
        return {
          links: [...root.querySelectorAll('link')].map((link) => `${new URL(link.href).pathname} ${link.sheet ? 'loaded' : 'not loaded'}`),
          // The script's constructable sheets: the brand's theme at most (the demo's brand has none).
          adopted: root.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)),
          styles: root.querySelectorAll('style').length,
        };
      });
    expect(await styles()).toEqual({ links: [expect.stringMatching(/^\/dist\/motor-quote\.[^/]+\.css loaded$/)], adopted: [], styles: 0 });
    // Still styled by it, live: the widget's heading size; the live select works on.
    const heading = shadow(page).getByRole('heading', { level: 1, name: 'Get a car insurance quote' });
    expect(await heading.evaluate((el) => getComputedStyle(el).fontSize)).toBe('32px');
    await shadow(page).getByLabel('Title').selectOption({ label: 'Ms' });
    await expectNoAxeViolations(page, 'the first screen, taken over');
    const { shifts, refused } = await seen();
    expect(shifts).toEqual([]);
    expect(refused).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('renders a second brand with the command, which the script adopts with no shift', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mq-shell-'));
    const brand = {
      brand: { name: 'Northgate Motor', theme: { '--mq-color-accent': '#004b87', '--mq-color-accent-hover': '#003560' } },
      labels: { 'form.title': 'Your Northgate car insurance quote' },
    };
    writeFileSync(path.join(dir, 'brand.json'), JSON.stringify(brand));
    // From the source, whose classes are the long names: the built command writes the short ones.
    const shell = inBuiltNames(
      execFileSync(
        'npx',
        [
          'tsx',
          'scripts/shell-cli.ts',
          '--config',
          path.join(dir, 'brand.json'),
          '--base',
          '/dist/',
          '--theme-css',
          path.join(dir, 'theme.css'),
          '--theme-href',
          '/northgate-theme.css',
        ],
        { encoding: 'utf8' },
      ),
    );
    const theme = readFileSync(path.join(dir, 'theme.css'), 'utf8');
    const page = await browser.newPage({ width: 1280, height: 900 });
    const errors = watchErrors(page);
    const seen = await watchShiftsAndCsp(page);
    const release = await holdScript(page);
    // The integrator's own page, on the demo's origin and under its strict policy: the shell pasted in its target.
    const csp = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'";
    const pageHtml = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Northgate</title><link rel="icon" href="data:,"></head><body><main><h1>Northgate Motor</h1><div id="motor-quote">${shell}</div><p>Below the widget</p></main><script src="/northgate-config.js"></script><script src="/dist/motor-quote.js" defer></script></body></html>`;
    const serve = (body: string, type: string) => (route: Route) =>
      route.fulfill({ status: 200, body, headers: { 'Content-Type': type, 'Content-Security-Policy': csp } });
    await page.route(/\/northgate\.html$/, serve(pageHtml, 'text/html; charset=utf-8'));
    await page.route(/\/northgate-theme\.css$/, serve(theme, 'text/css'));
    await page.route(/\/northgate-config\.js$/, serve(`window.MotorQuoteConfig = ${JSON.stringify(brand)};`, 'text/javascript'));
    await page.goto(`${origin()}/northgate.html`, { waitUntil: 'commit' });
    const heading = shadow(page).getByRole('heading', { level: 1, name: 'Your Northgate car insurance quote' });
    await heading.waitFor();
    const continueButton = shadow(page).getByRole('button', { name: 'Continue' });
    await expect.poll(() => continueButton.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(0, 75, 135)');
    await shadow(page).getByLabel('First name').pressSequentially('Ada');
    const before = await page.getByText('Below the widget').boundingBox();
    release();
    await adopted(page);
    expect(await shadow(page).getByLabel('First name').inputValue()).toBe('Ada');
    expect(await continueButton.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(0, 75, 135)');
    // The shell's stylesheet kept, and the script's own sheet only the brand's theme, from its config.
    expect(
      await page.evaluate(() => {
        const root = document.querySelector('#motor-quote')!.shadowRoot!;
        const adopted = root.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
        return { links: root.querySelectorAll('link').length, adopted };
      }),
    ).toEqual({ links: 2, adopted: [':host { --mq-color-accent: #004b87; --mq-color-accent-hover: #003560; }'] });
    expect(await page.getByText('Below the widget').boundingBox()).toEqual(before);
    const { shifts, refused } = await seen();
    expect(shifts).toEqual([]);
    expect(refused).toEqual([]);
    expect(errors).toEqual([]);
  });
});
