// The first screen with and without the shell in the page's HTML (docs/embedding.md#the-first-screen-in-your-page):
// Lighthouse mobile (its simulated slow 4G and 4x CPU) on the demo page without it (/no-shell.html) and with it
// (/shell.html, the demo page /), one after the other, and the time until the customer can type into First name on
// a phone at 4x CPU over an emulated slow 4G. `npm run bench` calls it; alone: `npx tsx bench/shell.ts`.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { startDemoServer } from '../demo/server';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium-path';
import { percentile } from './measure-page';

type Row = (name: string, value: string, budget: string, ok: boolean | null) => void;
const PAGES = [
  ['without the shell', '/no-shell.html'],
  ['with the shell', '/shell.html'],
] as const;

// Before the page's scripts: the first frame in which First name is drawn, enabled and can take
// a key, in the shell or in the live form.
const FIRST_FIELD = `(() => {
  const check = () => {
    const root = document.querySelector('#motor-quote')?.shadowRoot;
    const field = root?.getElementById('mq-risk-proposer-name-forenames');
    if (field && !field.disabled && field.getBoundingClientRect().height > 0 && getComputedStyle(field).visibility === 'visible' && root.querySelector('.mq-input')?.offsetHeight > 0) window.__mqFirstField = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

/** Milliseconds from navigation to First name usable, at 4x CPU on Lighthouse's slow 4G. */
async function firstFieldMs(executable: string, url: string): Promise<number> {
  const browser = await chromium.launch({ executablePath: executable, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await page.addInitScript(FIRST_FIELD);
    await page.goto(url, { waitUntil: 'commit' });
    const first = await page.waitForFunction(() => (window as unknown as { __mqFirstField?: number }).__mqFirstField, null, {
      timeout: 60_000,
    });
    return Number(await first.jsonValue());
  } finally {
    await browser.close();
  }
}

export async function shellFigures(origin: string, port: number, runs: number, row: Row) {
  const median = (values: number[]) => percentile(values, 50);
  for (const [name, address] of PAGES) {
    const audits = [];
    for (let i = 0; i < runs; i += 1) {
      const { lhr } = (await lighthouse(`${origin}${address}`, {
        port,
        output: 'json',
        onlyCategories: ['performance', 'accessibility'],
        logLevel: 'error',
      }))!;
      audits.push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        a11y: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
        lcp: lhr.audits['largest-contentful-paint'].numericValue ?? 0,
        cls: lhr.audits['cumulative-layout-shift'].numericValue ?? 0,
      });
    }
    const fields = [];
    for (let i = 0; i < runs; i += 1) fields.push(await firstFieldMs(findChromium()!, `${origin}${address}`));
    const lcp = median(audits.map((a) => a.lcp)) / 1000;
    const score = median(audits.map((a) => a.score));
    const withShell = address === '/shell.html';
    row(
      `${name}: Lighthouse mobile performance / accessibility (median of ${runs})`,
      `${score} / ${median(audits.map((a) => a.a11y))} (runs ${audits.map((a) => a.score).join(', ')})`,
      withShell ? '>= 99 / 100' : '—',
      withShell ? score >= 99 && audits.every((a) => a.a11y === 100) : null,
    );
    row(
      `${name}: largest contentful paint (median)`,
      `${lcp.toFixed(2)} s (${audits.map((a) => (a.lcp / 1000).toFixed(2)).join(', ')})`,
      withShell ? '<= 1.5 s' : '—',
      withShell ? lcp <= 1.5 : null,
    );
    const cls = Math.max(...audits.map((a) => a.cls));
    row(`${name}: cumulative layout shift (worst)`, cls.toFixed(3), withShell ? '0' : '—', withShell ? cls === 0 : null);
    row(
      `${name}: first name usable, slow 4G + CPU 4x (median)`,
      `${median(fields).toFixed(0)} ms (${fields.map((f) => f.toFixed(0)).join(', ')})`,
      '—',
      null,
    );
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const demo = await startDemoServer({ dataDir: mkdtempSync(path.join(tmpdir(), 'mq-bench-')) });
  const port = 9300 + Math.floor(Math.random() * 500);
  const browser = await chromium.launch({ executablePath: findChromium()!, args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`] });
  const rows: string[] = [];
  try {
    // Once first, not counted: the demo server compresses each file on its first request.
    await firstFieldMs(findChromium()!, `${demo.origin}/shell.html`);
    await shellFigures(demo.origin, port, Number(process.argv[2] ?? 3), (name, value, budget, ok) =>
      rows.push(`${name.padEnd(78)}  ${value.padEnd(34)}  ${budget.padEnd(12)}  ${ok === null ? '' : ok ? 'within' : 'NOT MET'}`),
    );
  } finally {
    await browser.close();
    await demo.close();
  }
  console.log(rows.join('\n'));
}
