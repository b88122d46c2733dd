/**
 * Prices, figures and words never break inside themselves ('£538.7 / 6', 'Includ / ed',
 * 'Roadsi/de assista/nce'), at 320, 360 and 1280 px, on every screen that shows prices, with every
 * disclosure open; and none of those screens scrolls sideways at any of the widths (WCAG 1.4.10).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { brokenWords } from './support/broken-words';
import { origin, useBrowser } from './support/browser';
import { createQuotedProposal } from './support/quote';
import { sel } from './support/class-names';

const browser = useBrowser();

const WIDTHS = [320, 360, 1280];

/** Opens every closed disclosure (the breakdown table, accordions, details) so its words are measured too. */
async function openEverything(page: Page): Promise<void> {
  const toggles = page.locator(sel('#motor-quote button[aria-expanded="false"]:not(.mq-date__button)'));
  for (const toggle of await toggles.all()) if (await toggle.isVisible()) await toggle.click();
  await page.evaluate(() =>
    document
      .querySelector('#motor-quote')!
      .shadowRoot!.querySelectorAll('details')
      .forEach((details) => (details.open = true)),
  );
}

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('whole words and figures', () => {
  it.each([
    ['the price', 'payment-option', { payMonthly: true }],
    ['the extras', 'addons', { payMonthly: true }],
    ['the summary', 'summary', { payMonthly: true }],
    ['the direct debit', 'instalments', { payMonthly: true }],
    ['the credit agreement', 'credit-agreement', { payMonthly: true }],
    ['the card payment', 'payment', { payMonthly: false }],
  ] as const)('%s splits no word or price at 320, 360 or 1280 px, and does not scroll sideways', async (_, route, overrides) => {
    const { uuid } = await createQuotedProposal(origin(), { coverType: 'C', ...overrides });
    const found: Record<number, string[]> = {};
    for (const width of WIDTHS) {
      const page = await browser.newPage({ width, height: 800 });
      await page.goto(`${origin()}/#/quote/${route}?uuid=${uuid}`);
      await page.locator('#motor-quote h1').first().waitFor();
      await page.getByRole('button', { name: /^Back/ }).first().waitFor();
      await openEverything(page);
      const broken = await brokenWords(page);
      const wide = await sideways(page);
      if (broken.length > 0 || wide > 0) found[width] = [...broken, ...(wide > 0 ? [`scrolls ${wide} px sideways`] : [])];
      await page.close();
    }
    expect(found).toEqual({});
  });

  it('the details form splits no word at 320, 360 or 1280 px', async () => {
    const found: Record<number, string[]> = {};
    for (const width of WIDTHS) {
      const page = await browser.newPage({ width, height: 800 });
      await page.goto(`${origin()}/#/quote/create`);
      await page.getByLabel('Date of birth').first().waitFor();
      const broken = await brokenWords(page);
      if (broken.length > 0) found[width] = broken;
      await page.close();
    }
    expect(found).toEqual({});
  });
});
