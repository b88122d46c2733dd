import { chromium } from 'playwright-core';
import { startDemoServer } from '../demo/server';
import { mkdtempSync } from 'node:fs';
import { createQuotedProposal } from '../tests/e2e/support/quote';
import { shareAccess } from '../tests/e2e/support/access';
import { brokenWords } from '../tests/e2e/support/broken-words';
const server = await startDemoServer({ dataDir: mkdtempSync('/tmp/mq-shot-') });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const { uuid } = await createQuotedProposal(server.origin, { payMonthly: true, coverType: 'C' });
for (const route of (process.argv[2] ?? 'payment-option').split(',')) for (const w of [320, 360, 1280]) {
  const context = await browser.newContext({ viewport: { width: w, height: 800 } });
  await shareAccess(context);
  const page = await context.newPage();
  await page.goto(`${server.origin}/#/quote/${route}?uuid=${uuid}`);
  await page.getByRole('button', { name: /Continue/ }).first().waitFor();
  await page.waitForTimeout(800);
  // open every closed disclosure
  await page.evaluate(() => { const r = document.querySelector('#motor-quote')!.shadowRoot!; r.querySelectorAll('details').forEach(d => (d as HTMLDetailsElement).open = true); r.querySelectorAll('button[aria-expanded="false"]').forEach(b => { if (!/Choose|month|year/.test(b.textContent ?? '')) (b as HTMLButtonElement).click(); }); });
  await page.waitForTimeout(800);
  console.log(route, w, (await brokenWords(page)).join('\n   '));
  await context.close();
}
await browser.close(); await server.close();
