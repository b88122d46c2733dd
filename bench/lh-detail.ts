// Lighthouse alone, with its metrics and the biggest main-thread tasks: for working on the score.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { startDemoServer } from '../demo/server';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium-path';

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
  const lcp = lhr.audits['largest-contentful-paint-element'] as any;
  console.log(
    'LCP element',
    JSON.stringify(lcp?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? lcp?.details?.items?.[0]?.node?.snippet),
  );
  const bu = lhr.audits['bootup-time'] as any;
  for (const it of bu.details.items.slice(0, 5))
    console.log('bootup', it.url, Math.round(it.total), 'script', Math.round(it.scripting), 'parse', Math.round(it.scriptParseCompile));
  const mt = lhr.audits['mainthread-work-breakdown'] as any;
  for (const it of mt.details.items) console.log('main', it.groupLabel, Math.round(it.duration));
  const lt = lhr.audits['long-tasks'] as any;
  for (const it of (lt?.details?.items ?? []).slice(0, 8))
    console.log('long task', it.url, Math.round(it.startTime), Math.round(it.duration));
  const nr = lhr.audits['network-requests'] as any;
  for (const it of nr.details.items)
    console.log(
      'net',
      it.url.replace(demo.origin, ''),
      it.transferSize,
      Math.round(it.networkRequestTime ?? it.startTime),
      Math.round(it.networkEndTime ?? it.endTime),
    );
} finally {
  await browser.close();
  await demo.close();
}
