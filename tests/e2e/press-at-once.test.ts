/**
 * A press made before the page's next task acts (a quick tap, or a voice command's
 * plain click(), handled while the page was still busy from the key or the press before it).
 * Chromium hands input events to the page ahead of other queued tasks, and React renders an update
 * that does not come from one of its own handlers in such a later task: until then the button on
 * screen is the one from before. Each test presses in that window, with no wait.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { origin, useBrowser } from './support/browser';
import { fillAboutYou, yes } from './support/details-form';

const browser = useBrowser();

const problem = (page: Page) => page.getByRole('alert').filter({ hasText: 'There is a problem' }).first();

describe('a press at once', () => {
  it('Find car acts when pressed straight after the last letter of the registration', async () => {
    const page = await browser.newPage();
    await page.goto(`${origin()}/#/quote/create`);
    await fillAboutYou(page);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await yes(page, 'Do you know the car’s registration?', true);
    const plate = page.getByLabel('Registration number');
    // AB12CD is no registration yet: Find car is disabled until the last letter.
    await plate.pressSequentially('AB12CD');
    await page.getByRole('button', { name: 'Find car' }).and(page.locator('[disabled]')).waitFor();
    await plate.evaluate((input: HTMLInputElement) => {
      // The last letter typed as the keyboard does (an input event from the editor), then the press
      // in the same task: the button must already be the one for AB12CDE.
      document.execCommand('insertText', false, 'E');
      const find = [...(input.getRootNode() as ShadowRoot).querySelectorAll('button')].find((b) => b.textContent === 'Find car')!;
      find.click();
    });
    await page.getByText('Your chosen car').waitFor();
  });

  it('the next step’s Continue acts when pressed as soon as the step opens', async () => {
    const page = await browser.newPage();
    await page.goto(`${origin()}/#/quote/create`);
    await fillAboutYou(page);
    await page.locator('#motor-quote').evaluate((host) => {
      const root = host.shadowRoot!;
      const heading = root.getElementById('mq-step-2-heading')!;
      // Step 2 opening is seen as its heading's aria-expanded changes; its Continue is pressed then.
      new MutationObserver((_, observer) => {
        if (heading.getAttribute('aria-expanded') !== 'true') return;
        observer.disconnect();
        const panel = root.getElementById('mq-step-2-panel')!;
        [...panel.querySelectorAll('button')].find((b) => b.textContent === 'Continue')!.click();
      }).observe(heading, { attributes: true });
      [...root.querySelectorAll('button')].find((b) => b.textContent === 'Continue')!.click();
    });
    // Step 2 is unanswered: its Continue, acted on, says what is missing.
    await problem(page).waitFor();
    await expect(problem(page).textContent()).resolves.toContain('Select yes if you know the car’s registration');
  });
});
