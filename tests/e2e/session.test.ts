import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { origin, useBrowser } from './support/browser';

const browser = useBrowser();

/**
 * The integration page with the product's own 20-minute session (the warning shows 2 minutes before
 * the end), on Playwright's clock: time flows as usual and the test jumps it forward, so nothing
 * waits on the real clock and the figures are the product's (docs/decisions.md, Session expiry), not a test's shortened ones.
 */
async function session(route: string): Promise<Page> {
  const page = await browser.newPage();
  await page.clock.install();
  await page.goto(`${origin()}/blank.html#${route}`);
  await page.evaluate(() => window.MotorQuote!.mount('#first', { brand: { name: 'Juniper Car Insurance' } }));
  return page;
}

const warning = (page: Page) => page.getByRole('dialog', { name: 'Are you still there?' });

describe('session expiry after inactivity', () => {
  it('warns before the end and lets the proposer stay (WCAG 2.2.1)', async () => {
    const page = await session('/quote/create');
    await page.getByLabel('First name').fill('Amelia');
    await page.clock.fastForward('17:50');
    await expect(warning(page).count()).resolves.toBe(0);
    await page.clock.fastForward('00:15');
    await warning(page).waitFor();
    await warning(page)
      .getByText(/Time left: 1:[45]\d/)
      .waitFor();
    await expectNoAxeViolations(page, 'session warning');
    await warning(page).getByRole('button', { name: 'Continue my quote' }).click();
    await warning(page).waitFor({ state: 'detached' });
    // Staying starts a whole new 20 minutes: past the old end, nothing is cleared.
    await page.clock.fastForward('05:00');
    await expect(warning(page).count()).resolves.toBe(0);
    expect(new URL(page.url()).hash).toBe('#/quote/create');
    await expect(page.getByLabel('First name').inputValue()).resolves.toBe('Amelia');
  });

  it('keeps the session while the proposer is typing', async () => {
    const page = await session('/quote/create');
    const field = page.getByLabel('First name');
    // 25 minutes in all, a key every 5: never 18 minutes without one.
    for (let minutes = 0; minutes < 25; minutes += 5) {
      await field.press('a');
      await page.clock.fastForward('05:00');
    }
    await expect(warning(page).count()).resolves.toBe(0);
    await expect(field.inputValue()).resolves.toBe('aaaaa');
  });

  it('left unanswered, clears the answers and shows Expired with the ways back', async () => {
    const page = await session('/quote/create');
    await page.getByLabel('First name').fill('Amelia');
    await page.getByLabel('Last name').fill('Hartington');
    await expect.poll(() => page.evaluate(() => JSON.stringify({ ...sessionStorage }))).toContain('Hartington');
    await page.clock.fastForward('18:00');
    await warning(page).waitFor();
    await page.clock.fastForward('02:01');
    await page.getByRole('heading', { level: 1, name: 'Your session has expired' }).waitFor();
    expect(new URL(page.url()).hash).toBe('#/quote/session-expired');
    await expect(page.evaluate(() => JSON.stringify({ ...sessionStorage }))).resolves.not.toContain('Hartington');
    await expectNoAxeViolations(page, 'expired');
    await page.getByRole('button', { name: 'Start a quote' }).waitFor();
    await page.getByRole('button', { name: 'Retrieve a quote' }).click();
    await page.getByRole('heading', { level: 1, name: 'Retrieve a Quote' }).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByLabel('Last name').inputValue()).resolves.toBe('');
  });
});
