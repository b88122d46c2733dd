/**
 * In real Chromium at 360 px: the card frame grows to its page (the card page posts
 * its height), so the bank's 3-D Secure challenge of the test card 4000 0027 6000 3184 is seen whole,
 * never scrolled inside the frame; a confirmed challenge reaches the thank-you page, a refused one the
 * decline path. MQ_SCREENSHOTS=docs/screenshots also writes card-3ds-360.png and card-3ds-1280.png.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { origin, useBrowser } from './support/browser';
import { payByCard } from './support/journey';
import { createQuotedProposal } from './support/quote';

const browser = useBrowser();
const shots = process.env.MQ_SCREENSHOTS;
const CHALLENGE_CARD = '4000 0027 6000 3184';

const cardFrame = (page: Page) => page.frameLocator('iframe[title="Secure card payment"]');

/**
 * Waits until the frame is exactly as tall as the page inside it: the height the card page asked
 * for (a fixed frame only matches its page by chance), so nothing in it scrolls.
 */
function frameFitsItsPage(page: Page) {
  return page.waitForFunction(() => {
    const frame = document.querySelector('#motor-quote')?.shadowRoot?.querySelector('iframe');
    const inner = frame?.contentDocument;
    if (!frame || !inner?.body) return false;
    const content = Math.ceil(inner.body.getBoundingClientRect().height);
    return frame.clientHeight === content && inner.documentElement.scrollHeight <= frame.clientHeight;
  });
}

async function challenged(width: number) {
  const { uuid } = await createQuotedProposal(origin());
  const page = await browser.newPage({ width, height: 800 });
  await page.goto(`${origin()}/#/quote/payment?uuid=${uuid}`);
  await payByCard(page, CHALLENGE_CARD);
  const bank = cardFrame(page);
  await bank.getByRole('heading', { level: 1, name: 'Confirm your payment with your bank' }).waitFor();
  await frameFitsItsPage(page);
  return { page, bank };
}

describe('3-D Secure in the card frame', () => {
  it('at 360 px shows the bank’s challenge whole, and a confirmed code reaches the thank-you page', async () => {
    const { page, bank } = await challenged(360);
    for (const button of ['Confirm payment', 'Cancel payment']) await bank.getByRole('button', { name: button }).waitFor();
    if (shots) {
      mkdirSync(shots, { recursive: true });
      await page.locator('iframe[title="Secure card payment"]').evaluate((frame) => frame.scrollIntoView({ block: 'start' }));
      await page.screenshot({ path: path.join(shots, 'card-3ds-360.png') });
    }
    await bank.getByLabel('One-time code').fill('123456');
    await bank.getByRole('button', { name: 'Confirm payment' }).click();
    await page.getByRole('heading', { level: 1, name: /^Thank you(, your car is insured|\. Your cover starts on )/ }).waitFor();
  });

  it('a refused code takes the declined card’s path: the payment-unsuccessful page', async () => {
    const { page, bank } = await challenged(1280);
    if (shots) await page.screenshot({ path: path.join(shots, 'card-3ds-1280.png'), fullPage: true });
    await bank.getByLabel('One-time code').fill('000000');
    await bank.getByRole('button', { name: 'Confirm payment' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your payment has been unsuccessful' }).waitFor();
  });

  it('grows the frame to the card form’s errors at 360 px', async () => {
    const { uuid } = await createQuotedProposal(origin());
    const page = await browser.newPage({ width: 360, height: 800 });
    await page.goto(`${origin()}/#/quote/payment?uuid=${uuid}`);
    const form = cardFrame(page);
    await form.getByRole('button', { name: /^Pay £/ }).click();
    await form.getByRole('alert').waitFor();
    await frameFitsItsPage(page);
  });
});
