import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { origin, useBrowser } from './support/browser';
import { sel } from './support/class-names';

declare global {
  interface Window {
    /** Set by the scroll-lock test: resolves two frames after the page's first wheel event. */
    wheeled?: Promise<void>;
  }
}

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
    await page
      .getByRole('button', { name: /Choose date/ })
      .first()
      .focus();
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

  it('a modal is the browser’s own: top layer and ::backdrop in the shadow root, the page inert and still behind it, given back as it was', async () => {
    const page = await browser.newPage();
    await page.goto(`${origin()}/ui.html`);
    const opener = page.getByRole('button', { name: /Add a claim/ }).first();
    await opener.scrollIntoViewIfNeeded();
    const pageState = () =>
      page.evaluate(() => ({
        scrollY,
        left: document.querySelector('#gallery')!.getBoundingClientRect().left,
        style: document.documentElement.getAttribute('style'),
      }));
    const before = await pageState();
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Add a claim' });
    await dialog.waitFor();
    const state = await page.evaluate((portal) => {
      const host = document.querySelector('#gallery')!;
      const root = host.shadowRoot!;
      const open = root.querySelector('dialog')!;
      // The widget's ::backdrop rule, the theme applied, as a probe element computes it.
      const probe = document.createElement('div');
      probe.style.background = 'color-mix(in srgb, var(--mq-color-text) 60%, transparent)';
      root.querySelector(portal)!.append(probe);
      const themed = getComputedStyle(probe).backgroundColor;
      probe.remove();
      // Inert behind the dialog: a button of the gallery refuses focus.
      const active = root.activeElement as HTMLElement;
      const behind = Array.from(root.querySelectorAll<HTMLButtonElement>('button')).find(
        (el) => !el.closest('dialog') && el.getClientRects().length > 0,
      )!;
      behind.focus();
      const behindTookFocus = root.activeElement === behind;
      active.focus();
      return {
        modal: open.matches(':modal'),
        inShadowRoot: open.getRootNode() === root,
        backdropThemed: getComputedStyle(open, '::backdrop').backgroundColor === themed,
        // From the page, the corner is the host (the backdrop is the shadow root's); inside, the dialog.
        backdropCoversPage: document.elementFromPoint(1, 1) === host && root.elementFromPoint(1, 1) === open,
        behindTookFocus,
        pageOverflow: getComputedStyle(document.documentElement).overflowY,
      };
    }, sel('.mq-portal'));
    expect(state).toEqual({
      modal: true,
      inShadowRoot: true,
      backdropThemed: true,
      backdropCoversPage: true,
      behindTookFocus: false,
      pageOverflow: 'hidden',
    });
    // The page neither shifts sideways as its scrollbar goes nor scrolls under the wheel.
    await page.mouse.click(5, 5);
    // The wheel's scroll, were it let through, starts in the frame after the event: wait for both.
    await page.evaluate(() => {
      window.wheeled = new Promise((resolve) =>
        addEventListener('wheel', () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), { once: true, capture: true }),
      );
    });
    await page.mouse.wheel(0, 800);
    await page.evaluate(() => window.wheeled);
    expect(await pageState()).toMatchObject({ scrollY: before.scrollY, left: before.left });
    await expect
      .poll(() => page.evaluate(() => Boolean(document.querySelector('#gallery')!.shadowRoot!.activeElement?.closest('dialog'))))
      .toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await pageState()).toEqual(before);
  });

  it('Please wait stays through Escape, never closed by the browser even for a moment (a cancel event without fresh user activation cannot be refused)', async () => {
    const page = await browser.newPage();
    await page.goto(`${origin()}/ui.html`);
    const button = page.getByRole('button', { name: 'Show the loading modal' });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Please wait' });
    await dialog.waitFor();
    const closes = await dialog.evaluateHandle((el) => {
      const seen = { count: 0 };
      el.addEventListener('close', () => (seen.count += 1));
      return seen;
    });
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    // A dialog the browser closed would fire its close event a task later: after two frames and a
    // task, it would have.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))));
    await expect(closes.evaluate((seen) => seen.count)).resolves.toBe(0);
    await expect(dialog.evaluate((el: HTMLDialogElement) => el.open && el.matches(':modal'))).resolves.toBe(true);
    await dialog.waitFor({ state: 'detached' });
    await expect(button.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).resolves.toBe(true);
  });

  it('the calendar holds focus while open and closes on a click outside, focus back on its button', async () => {
    const page = await browser.newPage();
    await page.goto(`${origin()}/ui.html`);
    const button = page.getByRole('button', { name: /Choose date/ }).first();
    await button.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const focusInside = () =>
      page.evaluate(() => Boolean(document.querySelector('#gallery')!.shadowRoot!.activeElement?.closest('dialog')));
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInside(), `Tab ${i + 1}`).toBe(true);
    }
    await page.mouse.click(5, 5);
    await dialog.waitFor({ state: 'detached' });
    await expect(button.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).resolves.toBe(true);
  });
});
