// `npx tsx bench/keys.ts [--no-build] [--runs N] [--items N]`: only the typing figures of
// `npm run bench` (no Lighthouse, no journey), each run in a fresh page: step 1's first name, and
// the additional-driver form's first name with 1 and with 4 drivers, each holding `--items` claims
// and as many convictions (5, the most, unless given).
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startDemoServer } from '../demo/server';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium-path';
import { openDriverModal } from './drivers-draft';
import { keystrokeScriptTimes, percentile } from './measure-page';

const KEYS = 100;
const WARMUP = 20;
const CPU = 4;

const option = (name: string, fallback: number) =>
  process.argv.includes(name) ? Number(process.argv[process.argv.indexOf(name) + 1]) : fallback;
const runs = option('--runs', 3);
const items = option('--items', 5);
if (!process.argv.includes('--no-build')) execFileSync('npm', ['run', '-s', 'build:demo'], { stdio: 'inherit' });

const demo = await startDemoServer({ dataDir: mkdtempSync(path.join(tmpdir(), 'mq-keys-')) });
const browser: Browser = await chromium.launch({
  executablePath: findChromium()!,
  args: CHROMIUM_ARGS,
});

const scenarios: { name: string; open: (page: Page) => Promise<void> }[] = [
  { name: 'step 1, first name', open: async (page) => void (await page.goto(`${demo.origin}/#/quote/create`)) },
  { name: `driver form, 1 driver x ${items} claims + ${items} convictions`, open: (page) => openDriverModal(page, demo.origin, 1, items) },
  { name: `driver form, 4 drivers x ${items} claims + ${items} convictions`, open: (page) => openDriverModal(page, demo.origin, 4, items) },
];

const lines: string[] = [];
try {
  for (const scenario of scenarios) {
    for (let run = 1; run <= runs; run += 1) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await scenario.open(page);
      const times = await keystrokeScriptTimes(page, 'First name', KEYS, CPU, WARMUP);
      const line = `${scenario.name.padEnd(52)}  run ${run}  p50 ${percentile(times, 50).toFixed(1).padStart(5)} ms  p95 ${percentile(times, 95).toFixed(1).padStart(5)} ms`;
      console.log(line);
      lines.push(line);
      await page.close();
    }
  }
} finally {
  await browser.close();
  await demo.close();
}
console.log(
  `\nScript per keystroke, CPU ${CPU}x slower, ${KEYS} keys after ${WARMUP} warm-up — ${cpus()[0]?.model ?? 'unknown CPU'} × ${cpus().length}\n${lines.join('\n')}`,
);
