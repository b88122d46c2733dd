// Screenshots of pages at a 360 px phone and a 1280 px desktop, for a person to look at:
//   npx tsx scripts/screenshots.ts [options] [/#/route | /page.html#/route ...]   (run `npm run build:demo` first)
// Options: --out=DIR (default screenshots), --name=PREFIX (file name instead of one made from the path; one
// target only), --fold (the first screen only, not the whole page: keeps README images small),
// --scroll-to=SELECTOR (scroll that element of the host page to the top first, e.g. the second of two widgets).
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startDemoServer } from '../demo/server';
import { CHROMIUM_ARGS, findChromium } from './chromium-path';

const args = process.argv.slice(2);
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const outDir = option('out') ?? 'screenshots';
const prefix = option('name');
const fold = args.includes('--fold');
const scrollTo = option('scroll-to');
const routes = args.filter((arg) => !arg.startsWith('--'));
const targets = routes.length ? routes : ['/#/quote/declined', '/#/error/exception', '/#/quote/payment/failed?uuid=x'];
const demo = await startDemoServer({ dataDir: path.join(tmpdir(), 'mq-shots') });
const browser = await chromium.launch({
  executablePath: findChromium()!,
  args: CHROMIUM_ARGS,
});
mkdirSync(outDir, { recursive: true });
for (const target of targets) {
  for (const width of [360, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: width < 600 ? 780 : 900 } });
    await page.goto(`${demo.origin}${target}`);
    await page.waitForTimeout(800);
    if (scrollTo) await page.locator(scrollTo).evaluate((element) => element.scrollIntoView({ block: 'start' }));
    const base = prefix ?? (target.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home');
    const file = path.join(outDir, `${base}-${width}.png`);
    await page.screenshot({ path: file, fullPage: !fold });
    console.log(file);
    await page.close();
  }
}
await browser.close();
await demo.close();
