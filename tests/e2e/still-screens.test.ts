/**
 * Screens that do not jump: the layout shift (PerformanceObserver 'layout-shift', CLS's own entries)
 * on arriving at the price screen and the Direct Debit screen, and while a step of the details form
 * opens after Continue, each at 360 and 1280 px, must stay at or under 0.05; axe on each screen.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { origin, useBrowser } from './support/browser';
import { fillAboutYou } from './support/details-form';
import { createQuotedProposal, realisticProposal } from './support/quote';

const browser = useBrowser();
const MOST = 0.05;
/** Long enough for a screen to come to rest: its loading, its images and fonts, an opening step's scroll. */
const SETTLE_MS = 2_000;

/** Collects every layout shift from the page's start, with what moved (shadow roots pierced by the entries' sources). */
const OBSERVE = () => {
  const w = window as unknown as { __shifts: { value: number; at: number; input: boolean; nodes: string[] }[] };
  w.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as {
      value: number;
      startTime: number;
      hadRecentInput: boolean;
      sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    }[])
      w.__shifts.push({
        value: entry.value,
        at: Math.round(entry.startTime),
        input: entry.hadRecentInput,
        nodes: entry.sources.map(
          (s) =>
            `${s.node instanceof Element ? `${s.node.tagName.toLowerCase()}.${s.node.className}` : (s.node?.nodeName ?? '?')} ${Math.round(s.previousRect.y)}+${Math.round(s.previousRect.height)}→${Math.round(s.currentRect.y)}+${Math.round(s.currentRect.height)}`,
        ),
      });
  }).observe({ type: 'layout-shift', buffered: true });
};

/** The shifts since `from` (ms of the page's clock), none excused: a shift she did not cause counts. */
async function shiftsSince(page: Page, from: number) {
  await page.waitForTimeout(SETTLE_MS);
  const all = await page.evaluate(
    () => (window as unknown as { __shifts: { value: number; at: number; input: boolean; nodes: string[] }[] }).__shifts,
  );
  const after = all.filter((s) => s.at >= from && !s.input);
  return { total: after.reduce((sum, s) => sum + s.value, 0), after };
}

const now = (page: Page) => page.evaluate(() => performance.now());

async function open(width: number) {
  const page = await browser.newPage({ width, height: width === 360 ? 740 : 900 });
  await page.addInitScript(OBSERVE);
  return page;
}

describe('screens that do not jump', () => {
  for (const width of [360, 1280]) {
    it(`arriving at the price screen and the Direct Debit screen at ${width} px`, async () => {
      const { uuid } = await createQuotedProposal(origin(), { payMonthly: true });
      const page = await open(width);
      await page.goto(`${origin()}/#/quote/payment-option?uuid=${uuid}`);
      await page.getByRole('heading', { level: 1, name: 'Your car insurance quote' }).waitFor();
      const price = await shiftsSince(page, 0);
      expect(price.total, JSON.stringify(price.after)).toBeLessThanOrEqual(MOST);
      await expectNoAxeViolations(page, `price at ${width}`);

      await page.goto(`${origin()}/#/quote/instalments?uuid=${uuid}`);
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Set up your Direct Debit' }).waitFor();
      const dd = await shiftsSince(page, 0);
      expect(dd.total, JSON.stringify(dd.after)).toBeLessThanOrEqual(MOST);
      await expectNoAxeViolations(page, `Direct Debit at ${width}`);
    });

    it(`arriving at the price screen from Get my quote, and at the Direct Debit screen from the summary, at ${width} px`, async () => {
      const page = await open(width);
      await page.goto(`${origin()}/blank.html`);
      await page.evaluate(
        ({ draft }) => {
          sessionStorage.clear();
          sessionStorage.setItem(
            'motor-quote:motor-quote:proposal',
            JSON.stringify({ state: { draft, raw: {}, vehicleMissing: [] }, version: 1 }),
          );
          sessionStorage.setItem(
            'motor-quote:motor-quote:details-form',
            JSON.stringify({
              state: { current: 7, furthest: 7, captchaVerified: true, touched: {}, attempted: {}, driverEdit: null },
              version: 0,
            }),
          );
        },
        { draft: realisticProposal() },
      );
      await page.goto(`${origin()}/#/quote/create`);
      let from = await now(page);
      await page.getByRole('button', { name: 'Get my quote' }).click();
      await page.getByRole('heading', { level: 1, name: 'Your car insurance quote' }).waitFor({ timeout: 30_000 });
      const price = await shiftsSince(page, from);
      expect(price.total, JSON.stringify(price.after)).toBeLessThanOrEqual(MOST);

      await page.getByText('Pay monthly', { exact: true }).click();
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Add extra cover', exact: true }).waitFor();
      for (let card = 0; card < 3; card += 1) await page.getByRole('button', { name: 'No Thanks', exact: true }).click();
      await page.getByRole('button', { name: 'If you break down...' }).click();
      await page.getByRole('button', { name: 'Choose No breakdown cover' }).click();
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.getByRole('heading', { name: 'Quote Summary' }).waitFor();
      await page
        .getByRole('group', { name: 'Would you like your policy to renew automatically?' })
        .getByText('Yes', { exact: true })
        .click();
      await page.getByText(/taken reasonable care to answer every question/).click();
      await page.getByText(/agree to the Administration Services Contract and the Terms/).click();
      await page.getByText(/excesses and endorsements shown on this page/).click();
      from = await now(page);
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Set up your Direct Debit' }).waitFor({ timeout: 30_000 });
      const dd = await shiftsSince(page, from);
      expect(dd.total, JSON.stringify(dd.after)).toBeLessThanOrEqual(MOST);
    });

    it(`a step opening after Continue at ${width} px`, async () => {
      const page = await open(width);
      await page.goto(`${origin()}/#/quote/create`);
      await page.getByRole('heading', { name: 'Get a car insurance quote' }).waitFor();
      await fillAboutYou(page);
      const from = await now(page);
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.locator('#mq-step-2-heading[aria-expanded="true"]').waitFor();
      const step = await shiftsSince(page, from);
      expect(step.total, JSON.stringify(step.after)).toBeLessThanOrEqual(MOST);
      await expectNoAxeViolations(page, `step 2 opened at ${width}`);
    });
  }
});
