/**
 * Dialogs that fit a phone (360 x 740): the add-a-driver and claim dialogs' actions stay in view
 * while their content, taller than the box, scrolls under them; axe clean. MQ_SCREENSHOTS=docs/screenshots
 * writes dialog-driver-360.png and dialog-claim-360.png (the claim with both cost amounts and their hint).
 */
import path from 'node:path';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { origin, useBrowser } from './support/browser';
import { yes } from './support/details-form';
import { dialog, stepPanel } from './support/details-form-steps';
import { createQuotedProposal } from './support/quote';

const browser = useBrowser();
const shots = process.env.MQ_SCREENSHOTS;

/** Whether each action is whole inside the window and the dialog, at the content's top and at its end. */
async function actionsInView(modal: Locator, actions: string[]) {
  const seen: Record<string, boolean[]> = {};
  const { height } = modal.page().viewportSize()!;
  const tall = await modal.evaluate((node) => node.scrollHeight > node.clientHeight);
  for (const end of [false, true]) {
    await modal.evaluate((node, end) => node.scrollTo(0, end ? node.scrollHeight : 0), end);
    const box = (await modal.boundingBox())!;
    for (const name of actions) {
      const b = (await modal.getByRole('button', { name, exact: true }).boundingBox())!;
      (seen[name] ??= []).push(b.y >= Math.max(0, box.y) && b.y + b.height <= Math.min(height, box.y + box.height));
    }
  }
  return { tall, seen };
}

describe('dialogs on a 360 px phone', () => {
  it('the add-a-driver and claim dialogs keep their actions in view as their content scrolls', async () => {
    const { uuid } = await createQuotedProposal(origin());
    const page = await browser.newPage({ width: 360, height: 740 });
    await page.goto(`${origin()}/#/quote/edit?uuid=${uuid}`);
    await page.locator('#mq-step-7-heading').click();
    const drivers = stepPanel(page, 7);
    await yes(drivers, 'Would you like to add another driver?', true);
    await drivers.getByRole('button', { name: 'Add a driver' }).click();
    const driver = dialog(page, 'Add a driver');
    await driver.waitFor();
    await expect(actionsInView(driver, ['Continue', 'Cancel'])).resolves.toEqual({
      tall: true,
      seen: { Continue: [true, true], Cancel: [true, true] },
    });
    await expectNoAxeViolations(page, 'driver dialog at 360');
    if (shots) {
      await driver.evaluate((node) => node.scrollTo(0, 0));
      await page.screenshot({ path: path.join(shots, 'dialog-driver-360.png') });
    }
    await driver.getByRole('button', { name: 'Close', exact: true }).first().click();
    await driver.waitFor({ state: 'detached' });

    await page.locator('#mq-step-4-heading').click();
    const driving = stepPanel(page, 4);
    await yes(driving, 'Have you had any claims, accidents or losses in the last 5 years?', true);
    await driving.getByRole('button', { name: 'Add a claim' }).click();
    const claim = dialog(page, 'Add a claim, accident or loss');
    await claim.waitFor();
    await yes(claim, 'Was there a cost for damage to the car being driven?', true);
    await yes(claim, 'Was there a cost for damage or injury to anyone else?', true);
    const hint = 'Not settled yet? Give the amount so far or your best estimate, and tell us if it changes.';
    await expect(claim.getByText(hint).count()).resolves.toBe(2);
    await expect(actionsInView(claim, ['Save', 'Cancel'])).resolves.toEqual({
      tall: true,
      seen: { Save: [true, true], Cancel: [true, true] },
    });
    await expectNoAxeViolations(page, 'claim dialog at 360, both costs asked');
    if (shots) {
      await claim.getByLabel('How much did the damage to that car cost?').scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(shots, 'dialog-claim-360.png') });
    }
  });
});
