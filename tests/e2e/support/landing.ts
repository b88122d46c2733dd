/**
 * What a fault must leave behind: a screen with a visible heading (never a blank widget), that
 * survives a reload, and a way back to the form with the proposer's answers still in it.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectNoAxeViolations } from './axe';
import { END_HEADINGS, END_ROUTES } from './faults';

export type EndScreen = keyof typeof END_HEADINGS;

export const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name, exact: typeof name === 'string' });

/** Runs axe once per distinct screen in a file: `seen` remembers which ones were checked. */
export async function axeOnce(page: Page, seen: Set<string>, screen: string) {
  if (seen.has(screen)) return;
  seen.add(screen);
  await expectNoAxeViolations(page, screen);
}

/** The end screen is shown, with its heading and its Start a quote button, at its own route. */
export async function expectEndScreen(page: Page, where: EndScreen) {
  await h1(page, END_HEADINGS[where]).waitFor();
  expect(new URL(page.url()).hash.startsWith(END_ROUTES[where])).toBe(true);
  await page.getByRole('button', { name: 'Start a quote' }).waitFor();
}

/** The form shows the answers given before the fault (step 1 opened if another step is open). */
export async function expectDraftKept(page: Page, answers: { firstName: string; lastName: string }) {
  await h1(page, 'Get a car insurance quote').waitFor();
  const firstName = page.getByLabel('First name', { exact: true });
  // Polled whole: on a page holding the first screen's shell, the shell's step 1 (empty) shows
  // until the script takes it over with the draft the tab kept, which may open another step.
  // A look taken before that moment would open nothing and wait on a field that then goes.
  await expect
    .poll(
      async () => {
        if (!(await firstName.isVisible()))
          await page
            .locator('#mq-step-1-heading')
            .click({ timeout: 2_000 })
            .catch(() => undefined);
        return firstName.inputValue({ timeout: 1_000 }).catch(() => '');
      },
      { timeout: 15_000 },
    )
    .toBe(answers.firstName);
  await expect.poll(() => page.getByLabel('Last name', { exact: true }).inputValue()).toBe(answers.lastName);
}

/** The end screen survives a reload, and its Start a quote keeps the draft. */
export async function expectEndScreenKeepsDraft(page: Page, where: EndScreen, answers: { firstName: string; lastName: string }) {
  await expectEndScreen(page, where);
  await page.reload();
  await expectEndScreen(page, where);
  await page.getByRole('button', { name: 'Start a quote' }).click();
  await expectDraftKept(page, answers);
}
