/**
 * Where focus goes after an action, in a real browser (WCAG 2.4.3 Focus Order, 3.2.2 On Input):
 * never the page's <body>. Continue and Back focus the newly opened step's heading; choosing an
 * address focuses what replaced the list, and arrow keys on the list only show an address (Chromium
 * changes a closed select's value at each arrow key).
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { origin, useBrowser } from './support/browser';
import { fillAboutYou, fillAboutYourCarByRegistration } from './support/details-form';
import { stepPanel } from './support/details-form-steps';
import { createQuotedProposal } from './support/quote';
import { sel } from './support/class-names';

const browser = useBrowser();

/** The id of the element focused inside the widget's shadow root ('' when focus is outside it). */
const focusedId = (page: Page) => page.evaluate(() => document.querySelector('#motor-quote')?.shadowRoot?.activeElement?.id ?? '');
const isFocused = (locator: Locator) => locator.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement);

describe('focus after Continue and Back in the details form', () => {
  it('goes to the heading of the step that opened, which is in view', async () => {
    const page = await browser.newPage({ width: 360, height: 640 });
    await page.goto(`${origin()}/#/quote/create`);
    await fillAboutYou(page);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForFunction(() => document.querySelector('#motor-quote')?.shadowRoot?.activeElement?.id === 'mq-step-2-heading');
    await fillAboutYourCarByRegistration(page);
    await page.keyboard.press('Tab'); // leave the last answer, as a keyboard user would before Continue
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForFunction(() => document.querySelector('#motor-quote')?.shadowRoot?.activeElement?.id === 'mq-step-3-heading');
    const heading = page.locator('#mq-step-3-heading');
    // In view once the accordion has settled (to a fraction of a pixel: a scroll lands on subpixels).
    await expect
      .poll(
        () =>
          heading.evaluate((el) => {
            const box = el.getBoundingClientRect();
            return box.top > -2 && box.bottom < innerHeight + 2;
          }),
        { timeout: 5000 },
      )
      .toBe(true);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect.poll(() => focusedId(page), { timeout: 5000 }).toBe('mq-step-2-heading');
  });
});

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
    await expect(isFocused(list)).resolves.toBe(true);
    await expect(list.evaluate((el: HTMLSelectElement) => el.selectedIndex)).resolves.toBe(2);
    await expect(step.getByRole('button', { name: 'Change address' }).count()).resolves.toBe(0);
    await page.keyboard.press('Enter');
    const change = step.getByRole('button', { name: 'Change address' });
    await change.waitFor();
    await expect(isFocused(change)).resolves.toBe(true);
    const chosen = await list.count();
    expect(chosen).toBe(0);
  });
});

describe('the focus ring of a choice card', () => {
  it('is yellow with a dark inner edge (yellow alone is 1.6:1 on white, WCAG 1.4.11), reached by keyboard', async () => {
    const page = await browser.newPage({ width: 360, height: 640 });
    await page.goto(`${origin()}/ui.html`);
    const yes = page.getByRole('group', { name: /Were you born in the UK/ }).getByLabel('Yes');
    await yes.focus();
    await page.keyboard.press('Space');
    const ring = await yes.evaluate((input, choice) => {
      const card = input.closest(choice) as HTMLElement;
      if ((input.getRootNode() as ShadowRoot).activeElement !== input) return { outline: 'not focused', inner: '' };
      const style = getComputedStyle(card);
      return { outline: style.outlineColor, inner: style.boxShadow };
    }, sel('.mq-choice'));
    expect(ring.outline).toBe('rgb(255, 191, 71)');
    expect(ring.inner).toContain('rgb(11, 12, 12)');
  });
});

/** Whether the element focused in the widget is wholly on screen (to a fraction of a pixel: a scroll lands on subpixels). */
const focusInView = (page: Page) =>
  page.evaluate(() => {
    const el = document.querySelector('#motor-quote')?.shadowRoot?.activeElement;
    if (!el) return false;
    const box = el.getBoundingClientRect();
    return box.top > -2 && box.bottom < innerHeight + 2;
  });
/** The accessible words of the element focused in the widget ('' when focus is outside it). */
const focusedText = (page: Page) =>
  page.evaluate(() => document.querySelector('#motor-quote')?.shadowRoot?.activeElement?.textContent?.replace(/\s+/g, ' ').trim() ?? '');

describe('focus after the price screen’s Confirm & requote and Keep, by keyboard', () => {
  it('Confirm & requote puts focus on the new price, Keep back in the excess, each in view', async () => {
    const { uuid } = await createQuotedProposal(origin());
    const page = await browser.newPage({ width: 360, height: 740 });
    await page.goto(`${origin()}/#/quote/payment-option?uuid=${uuid}`);
    await page.getByRole('heading', { level: 1, name: 'Your car insurance quote' }).waitFor();
    const excess = page.getByLabel('Voluntary excess');
    await excess.focus();
    await page.keyboard.press('ArrowDown'); // a closed select's arrow changes its value (Chromium)
    await page.keyboard.press('Tab');
    await expect(focusedText(page)).resolves.toBe('Confirm & requote');
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Your price has been updated' }).waitFor();
    await expect.poll(() => focusedId(page), { timeout: 5000 }).toBe('mq-price-headline');
    await expect.poll(() => focusInView(page), { timeout: 5000 }).toBe(true);

    await excess.focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(focusedText(page)).resolves.toMatch(/^Keep £/);
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedId(page), { timeout: 5000 }).toBe('mq-price-voluntary-excess');
    await expect(focusInView(page)).resolves.toBe(true);
  });
});

describe('focus in the details form by keyboard', () => {
  it('a later step’s heading pressed: focus and the page go to it', async () => {
    const page = await browser.newPage({ width: 360, height: 740 });
    await page.goto(`${origin()}/#/quote/create`);
    await fillAboutYou(page);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await fillAboutYourCarByRegistration(page);
    await page.keyboard.press('Tab');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForFunction(() => document.querySelector('#motor-quote')?.shadowRoot?.activeElement?.id === 'mq-step-3-heading');
    // Back in step 1 (the longest above), then step 3's heading pressed by keyboard.
    await page.locator('#mq-step-1-heading').focus();
    await page.keyboard.press('Enter');
    await page.locator('#mq-step-3-heading').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedId(page), { timeout: 5000 }).toBe('mq-step-3-heading');
    await expect.poll(() => focusInView(page), { timeout: 5000 }).toBe(true);
  });

  it('the Job title list opened again by arrow after Escape: the page stays, and Enter chooses the option shown highlighted', async () => {
    const page = await browser.newPage({ width: 360, height: 740 });
    await page.goto(`${origin()}/#/quote/create`);
    await fillAboutYou(page);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await fillAboutYourCarByRegistration(page);
    await page.keyboard.press('Tab');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    const step = stepPanel(page, 3);
    await step.getByLabel('Employment status').selectOption({ label: 'Employed' });
    await step.getByLabel('Job title').focus();
    await page.keyboard.type('Te');
    const list = page.getByRole('listbox');
    await list.waitFor();
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'detached' });
    const before = await page.evaluate(() => scrollY);
    await page.keyboard.press('ArrowDown');
    const highlighted = list.getByRole('option', { selected: true });
    await highlighted.waitFor();
    // Still a moment later: the page did not move, and the option is on screen, where she sees it.
    await page.waitForTimeout(300);
    await expect(page.evaluate(() => scrollY)).resolves.toBe(before);
    const shown = await highlighted.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return { inView: box.top >= 0 && box.bottom <= innerHeight, name: el.textContent };
    });
    expect(shown.inView).toBe(true);
    await page.keyboard.press('Enter');
    await expect(step.getByLabel('Job title').inputValue()).resolves.toBe(shown.name);
    await expect(focusInView(page)).resolves.toBe(true);
  });
});
