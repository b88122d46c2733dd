// Screenshots of routes at a 360 px phone and a 1280 px desktop, for a person to look at:
//   npx tsx scripts/screenshots.ts [/#/route ...]   (writes screenshots/*.png; run `npm run build` first)
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startDemoServer } from '../demo/server';
import { findChromium } from '../tests/e2e/support/chromium-path';

const routes = process.argv.slice(2);
const targets = routes.length ? routes : ['/#/quote/declined', '/#/error/exception', '/#/quote/payment/failed?uuid=x'];
const demo = await startDemoServer({ dataDir: path.join(tmpdir(), 'mq-shots') });
const browser = await chromium.launch({ executablePath: findChromium()!, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run', '--disable-quic'] });
mkdirSync('screenshots', { recursive: true });
for (const target of targets) {
  for (const width of [360, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(`${demo.origin}${target}`);
    await page.waitForTimeout(800);
    const name = `${target.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${width}.png`;
    await page.screenshot({ path: `screenshots/${name}`, fullPage: true });
    console.log(`screenshots/${name}`);
    await page.close();
  }
}
await browser.close();
await demo.close();
