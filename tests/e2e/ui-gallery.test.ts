import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { origin, useBrowser } from './support/browser';

const browser = useBrowser();
const focused = (page: import('playwright-core').Page) =>
  page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el ? `${el.tagName.toLowerCase()}#${el.id}` : null;
  });

describe('the UI primitives gallery', () => {
  for (const width of [360, 1280]) {
    it(`passes axe at ${width} px`, async () => {
      const page = await browser.newPage({ width });
      await page.goto(`${origin()}/ui.html`);
      await page.getByRole('heading', { name: 'Form primitives' }).waitFor();
      await expectNoAxeViolations(page, `gallery at ${width}`);
    });
  }

  it('the calendar works by keyboard alone and is never the only way in', async () => {
    const page = await browser.newPage();
    await page.goto(`${origin()}/ui.html`);
    await page.getByLabel('Date of birth').fill('');
    await page.getByLabel('Date of birth').pressSequentially('01/02/1990');
    await expect(page.getByLabel('Date of birth').inputValue()).resolves.toBe('01/02/1990');
    await page.getByRole('button', { name: /Choose date/ }).first().focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expectNoAxeViolations(page, 'calendar open');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await focused(page)).toMatch(/^button/);
  });

  it('the typeahead matches words anywhere and selects with the keyboard', async () => {
    const page = await browser.newPage();
    await page.goto(`${origin()}/ui.html`);
    const box = page.getByRole('combobox', { name: 'Occupation' });
    await box.pressSequentially('eng');
    await page.getByRole('listbox').waitFor();
    await expect(page.getByRole('option', { name: /Engineer/ }).count()).resolves.toBeGreaterThan(0);
    await expectNoAxeViolations(page, 'typeahead open');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(box.inputValue()).resolves.toMatch(/Engineer/i);
  });

  it('a modal traps focus, closes on Escape and gives focus back', async () => {
    const page = await browser.newPage();
    await page.goto(`${origin()}/ui.html`);
    const opener = page.getByRole('button', { name: /Add a claim/ }).first();
    await opener.click();
    await page.getByRole('dialog', { name: 'Add a claim' }).waitFor();
    await expectNoAxeViolations(page, 'modal open');
    const focusInside = () =>
      page.evaluate(() => {
        let el: Element | null = document.activeElement;
        while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
        return Boolean(el?.closest('dialog'));
      });
    // Focus moves in as the dialog opens (a frame after it appears, as for a person).
    await expect.poll(focusInside).toBe(true);
    for (let i = 0; i < 6; i += 1) await page.keyboard.press('Tab');
    expect(await focusInside()).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect(opener.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).resolves.toBe(true);
  });
});
