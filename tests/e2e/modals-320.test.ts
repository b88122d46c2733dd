/**
 * WCAG 2.2 1.4.10 Reflow for the modals a customer meets (issue #32 item 7): on a 320 x 640 phone
 * no dialog scrolls sideways, and its Close button is whole inside the window, never clipped at
 * the right edge.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { origin, useBrowser } from './support/browser';
import { yes } from './support/details-form';
import { dialog, stepPanel } from './support/details-form-steps';
import { createQuotedProposal } from './support/quote';

const browser = useBrowser();

/**
 * How far the dialog's content reaches past its width, and whether its Close button is whole inside
 * the window once the dialog is scrolled to its end (a long form scrolls; Close must not go with it).
 */
async function fit(modal: Locator) {
  await modal.waitFor();
  await modal.evaluate((node) => node.scrollTo(0, node.scrollHeight));
  const sideways = await modal.evaluate((node) => node.scrollWidth - node.clientWidth);
  const close = await modal.getByRole('button', { name: 'Close', exact: true }).first().boundingBox();
  // The dialog's own visible width: a button past it is cut off however wide the window is.
  const edge = await modal.evaluate((node) => node.getBoundingClientRect().left + node.clientWidth);
  const { width, height } = modal.page().viewportSize()!;
  const right = Math.min(width, edge);
  return {
    sideways,
    closeInside: !!close && close.x >= 0 && close.y >= 0 && close.x + close.width <= right && close.y + close.height <= height,
  };
}

const FITS = { sideways: 0, closeInside: true };

const narrow = () => browser.newPage({ width: 320, height: 640 });

async function closeAndWait(modal: Locator) {
  await modal.getByRole('button', { name: 'Close', exact: true }).first().click();
  await modal.waitFor({ state: 'detached' });
}

describe('modals at 320 x 640', () => {
  it('the price page’s no-claims and Direct Debit Guarantee modals', async () => {
    const { uuid } = await createQuotedProposal(origin(), {
      payMonthly: true,
      change: (proposal) => (proposal.risk.previous_insurance!.ncd!.is_protected = true),
    });
    const page = await narrow();
    await page.goto(`${origin()}/#/quote/payment-option?uuid=${uuid}`);
    await page.getByRole('button', { name: 'How NCD protection works' }).click();
    const ncd = page.getByRole('dialog', { name: 'How no claims discount protection works' });
    await expect(fit(ncd)).resolves.toEqual(FITS);
    await closeAndWait(ncd);
    await page.getByRole('button', { name: 'Read the Direct Debit Guarantee' }).click();
    await expect(fit(page.getByRole('dialog', { name: 'The Direct Debit Guarantee' }))).resolves.toEqual(FITS);
  });

  it('the details form’s claim, conviction and driver modals', async () => {
    const { uuid } = await createQuotedProposal(origin());
    const page: Page = await narrow();
    await page.goto(`${origin()}/#/quote/edit?uuid=${uuid}`);
    await page.locator('#mq-step-7-heading').click();
    await page.locator('#mq-step-7-heading[aria-expanded="true"]').waitFor();
    const drivers = stepPanel(page, 7);
    await yes(drivers, 'Would you like to add another driver?', true);
    await drivers.getByRole('button', { name: 'Add a driver' }).click();
    const driver = dialog(page, 'Add a driver');
    await expect(fit(driver)).resolves.toEqual(FITS);
    await closeAndWait(driver);

    await page.locator('#mq-step-4-heading').click();
    const driving = stepPanel(page, 4);
    await yes(driving, 'Have you had any claims, accidents or losses in the last 5 years?', true);
    await driving.getByRole('button', { name: 'Add a claim' }).click();
    const claim = dialog(page, 'Add a claim, accident or loss');
    await expect(fit(claim)).resolves.toEqual(FITS);
    await closeAndWait(claim);
    await yes(driving, 'Any motoring convictions, endorsements or bans in the last 5 years?', true);
    await driving.getByRole('button', { name: 'Add a conviction' }).click();
    await expect(fit(dialog(page, /conviction/i))).resolves.toEqual(FITS);
  });
});
