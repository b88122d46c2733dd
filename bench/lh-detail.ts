// Lighthouse alone, with its metrics and the biggest main-thread tasks: for working on the score.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { startDemoServer } from '../demo/server';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium-path';

/** An audit's details table as this prints it: Lighthouse types each audit's details apart. */
type Row = { [field: string]: unknown; url: string; node?: { snippet?: string }; items?: Row[] };
type Table = { details?: { items?: Row[] } };
const ms = (value: unknown) => Math.round(Number(value));

const demo = await startDemoServer({ dataDir: mkdtempSync(path.join(tmpdir(), 'mq-bench-')) });
const port = 9300 + Math.floor(Math.random() * 500);
const browser = await chromium.launch({
  executablePath: findChromium()!,
  args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
});
try {
  const url = `${demo.origin}${process.argv[2] ?? '/#/quote/create'}`;
  const { lhr } = (await lighthouse(url, { port, output: 'json', onlyCategories: ['performance'], logLevel: 'error' }))!;
  console.log('score', Math.round((lhr.categories.performance.score ?? 0) * 100));
  for (const id of [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'speed-index',
    'cumulative-layout-shift',
    'interactive',
  ]) {
    const a = lhr.audits[id];
    console.log(id.padEnd(28), a.displayValue, a.score);
  }
  const lcp = lhr.audits['largest-contentful-paint-element'] as Table;
  console.log(
    'LCP element',
    JSON.stringify(lcp?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? lcp?.details?.items?.[0]?.node?.snippet),
  );
  const bu = lhr.audits['bootup-time'] as Table;
  for (const it of (bu.details?.items ?? []).slice(0, 5))
    console.log('bootup', it.url, ms(it.total), 'script', ms(it.scripting), 'parse', ms(it.scriptParseCompile));
  const mt = lhr.audits['mainthread-work-breakdown'] as Table;
  for (const it of mt.details?.items ?? []) console.log('main', it.groupLabel, ms(it.duration));
  const lt = lhr.audits['long-tasks'] as Table;
  for (const it of (lt?.details?.items ?? []).slice(0, 8)) console.log('long task', it.url, ms(it.startTime), ms(it.duration));
  const nr = lhr.audits['network-requests'] as Table;
  for (const it of nr.details?.items ?? [])
    console.log(
      'net',
      it.url.replace(demo.origin, ''),
      it.transferSize,
      ms(it.networkRequestTime ?? it.startTime),
      ms(it.networkEndTime ?? it.endTime),
    );
} finally {
  await browser.close();
  await demo.close();
}
