/**
 * Choosing an address by keyboard in a real browser (WCAG 3.2.2 On Input, 2.4.3 Focus Order):
 * Chromium changes a closed select's value at each arrow key, so arrows must only show an address;
 * Enter chooses it, and focus lands on what replaced the list.
 */
import { describe, expect, it } from 'vitest';
import { origin, useBrowser } from './support/browser';
import { fillAboutYou, fillAboutYourCarByRegistration } from './support/details-form';
import { stepPanel } from './support/details-form-steps';

const browser = useBrowser();

describe('choosing an address by keyboard', () => {
  it('arrow keys move through the addresses without choosing; Enter chooses and focus goes to Change address', async () => {
    const page = await browser.newPage();
    await page.goto(`${origin()}/#/quote/create`);
    await fillAboutYou(page);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await fillAboutYourCarByRegistration(page);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    const step = stepPanel(page, 3);
    await step.getByLabel('Postcode').fill('LS6 2AB');
    await step.getByRole('button', { name: 'Find address' }).click();
    const list = step.getByLabel('Select your address');
    await list.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    // Still the list, focused, showing the second address: nothing chosen yet.
    await expect(list.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).resolves.toBe(true);
    await expect(list.evaluate((el: HTMLSelectElement) => el.selectedIndex)).resolves.toBe(2);
    await expect(step.getByRole('button', { name: 'Change address' }).count()).resolves.toBe(0);
    await page.keyboard.press('Enter');
    const change = step.getByRole('button', { name: 'Change address' });
    await change.waitFor();
    await expect(change.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).resolves.toBe(true);
    const chosen = await list.count();
    expect(chosen).toBe(0);
  });
});
