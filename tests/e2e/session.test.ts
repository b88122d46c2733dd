import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { origin, useBrowser } from './support/browser';

const browser = useBrowser();

/** The integration page, mounted with a 6-second session (the warning shows halfway, at 3 s). */
async function shortSession(route: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(`${origin()}/blank.html#${route}`);
  await page.evaluate(() => window.MotorQuote!.mount('#first', { sessionTimeoutMinutes: 0.1, brand: { name: 'Juniper Car Insurance' } }));
  return page;
}

const warning = (page: Page) => page.getByRole('dialog', { name: 'Are you still there?' });

describe('session expiry after inactivity', () => {
  it('warns before the end and lets the proposer stay (WCAG 2.2.1)', async () => {
    const page = await shortSession('/quote/create');
    await page.getByLabel('First name').fill('Amelia');
    await warning(page).waitFor({ timeout: 5000 });
    await expect(warning(page).getByText(/Time left: 0:0\d/).isVisible()).resolves.toBe(true);
    await expectNoAxeViolations(page, 'session warning');
    await warning(page).getByRole('button', { name: 'Continue my quote' }).click();
    await warning(page).waitFor({ state: 'detached' });
    await page.waitForTimeout(2000);
    expect(new URL(page.url()).hash).toBe('#/quote/create');
    await expect(page.getByLabel('First name').inputValue()).resolves.toBe('Amelia');
  });

  it('keeps the session while the proposer is typing', async () => {
    const page = await shortSession('/quote/create');
    const field = page.getByLabel('First name');
    for (let second = 0; second < 5; second += 1) {
      await field.press('a');
      await page.waitForTimeout(1000);
    }
    await expect(warning(page).count()).resolves.toBe(0);
  });

  it('left unanswered, clears the answers and shows Expired with the ways back', async () => {
    const page = await shortSession('/quote/create');
    await page.getByLabel('First name').fill('Amelia');
    await page.getByLabel('Last name').fill('Hartington');
    await expect.poll(() => page.evaluate(() => JSON.stringify({ ...sessionStorage }))).toContain('Hartington');
    await page.getByRole('heading', { level: 1, name: 'Your session has expired' }).waitFor({ timeout: 10_000 });
    expect(new URL(page.url()).hash).toBe('#/quote/session-expired');
    await expect(page.evaluate(() => JSON.stringify({ ...sessionStorage }))).resolves.not.toContain('Hartington');
    await expectNoAxeViolations(page, 'expired');
    await expect(page.getByRole('button', { name: 'Start a quote' }).isVisible()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Retrieve a quote' }).click();
    await page.getByRole('heading', { level: 1, name: 'Retrieve a Quote' }).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByLabel('Last name').inputValue()).resolves.toBe('');
  });
});
