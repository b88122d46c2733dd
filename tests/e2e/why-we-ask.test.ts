/**
 * Why we ask this, in real Chromium: a new customer reads the note to answer with care, opens a few
 * "Why we ask this" by pointer and by keyboard along her way, and still goes on to her quote; axe
 * clean with them open. MQ_SCREENSHOTS=docs/screenshots also writes why-we-ask-360.png and
 * why-we-ask-1280.png (step 4 with the claims question's why open), and the steps seen on the way.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LABELS } from '../../src/config/labels';
import { expectNoAxeViolations } from './support/axe';
import { origin, useBrowser, watchErrors } from './support/browser';
import { fillAboutYou, fillAboutYourCarByRegistration, yes } from './support/details-form';
import { fillCoverDetails, fillLicence, fillUsingTheCar, fillYourDetails, stepPanel } from './support/details-form-steps';

const browser = useBrowser();
const shots = process.env.MQ_SCREENSHOTS;
const WHY = 'Why we ask this';
const cont = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true }).click();
const opened = (page: Page, step: number) => page.locator(`#mq-step-${step}-heading[aria-expanded="true"]`).waitFor();
const isFocused = (locator: Locator) => locator.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement);

/** The page at 1280 px and at 360 px (then back), scrolled to `at`: what a person would look at. */
async function screenshots(page: Page, name: string, at: Locator) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await at.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: path.join(shots, `${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The "Why we ask this" of a Yes/No question (inside its fieldset), closed. */
async function whyOfGroup(scope: Locator, question: string) {
  const group = scope.getByRole('group', { name: question });
  const button = group.getByRole('button', { name: WHY });
  await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
  return { group, button };
}

describe('Why we ask this, along a new customer’s way', () => {
  it('opens by pointer and keyboard, shows the label’s words, and the form goes on to a quote', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    await page.goto(`${origin()}/#/quote/create`);
    const note = page.getByText(DEFAULT_LABELS['form.takeCare']);
    await note.waitFor();
    await page.getByLabel('Title').locator('option', { hasText: 'Mrs' }).waitFor({ state: 'attached' });
    await screenshots(page, 'why-we-ask-step1', page.getByRole('heading', { name: 'Get a car insurance quote' }));
    // The personal questions say why too: the date of birth's, opened, in our own words.
    const dob = page.locator('.mq-field').filter({ has: page.getByLabel('Date of birth', { exact: true }) });
    await dob.getByRole('button', { name: WHY }).click();
    await dob.getByText(DEFAULT_LABELS['why.dateOfBirth']).waitFor();
    await expectNoAxeViolations(page, 'step 1 with the date of birth’s why open');
    await screenshots(page, 'why-we-ask-dob', dob);
    await fillAboutYou(page);
    await cont(page);

    // Step 2, by pointer: the keeper's why opens under the answer, and closes again.
    await fillAboutYourCarByRegistration(page);
    const car = stepPanel(page, 2);
    const keeper = await whyOfGroup(car, 'Are you the registered keeper?');
    await keeper.button.click();
    await expect(keeper.button.getAttribute('aria-expanded')).resolves.toBe('true');
    await keeper.group.getByText(DEFAULT_LABELS['why.keeper']).waitFor();
    await keeper.button.click();
    await keeper.group.getByText(DEFAULT_LABELS['why.keeper']).waitFor({ state: 'hidden' });
    await cont(page);
    await opened(page, 3);

    // Step 3, by keyboard: Tab from the employment status reaches its why, Enter opens it.
    await fillYourDetails(page);
    const details = stepPanel(page, 3);
    const status = details.getByLabel('Employment status');
    const statusWhy = status.locator('xpath=ancestor::div[contains(@class,"mq-field")][1]').getByRole('button', { name: WHY });
    await status.focus();
    await page.keyboard.press('Tab');
    await expect(isFocused(statusWhy)).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await details.getByText(DEFAULT_LABELS['why.employmentStatus']).waitFor();
    await cont(page);
    await opened(page, 4);

    // Step 4, by keyboard inside a Yes/No: from the answer, Tab reaches the why and Space opens it.
    const driving = stepPanel(page, 4);
    await fillLicence(driving, 15);
    const claims = 'Have you had any claims, accidents or losses in the last 5 years?';
    await yes(driving, claims, false);
    const claimsWhy = await whyOfGroup(driving, claims);
    await claimsWhy.group.getByRole('radio', { name: 'No' }).focus();
    await page.keyboard.press('Tab');
    await expect(isFocused(claimsWhy.button)).resolves.toBe(true);
    await page.keyboard.press('Space');
    await expect(claimsWhy.button.getAttribute('aria-expanded')).resolves.toBe('true');
    await claimsWhy.group.getByText(DEFAULT_LABELS['why.claims']).waitFor();
    // Its answer is kept, and it still reads as the same question with the same two answers.
    await expect(claimsWhy.group.getByRole('radio', { name: 'No' }).isChecked()).resolves.toBe(true);
    await expect(claimsWhy.group.getByRole('radio').count()).resolves.toBe(2);
    await yes(driving, 'Any motoring convictions, endorsements or bans in the last 5 years?', false);
    await yes(driving, 'Do you have a medical condition the DVLA should know about?', false);
    await yes(driving, 'Do you have access to other vehicles?', false);
    await yes(driving, 'Are you a member of a motoring organisation?', false);
    await expectNoAxeViolations(page, 'step 4 with the claims why open');
    await screenshots(page, 'why-we-ask', claimsWhy.group);
    await cont(page);
    await opened(page, 5);

    // Step 5, by pointer on a select's why.
    await fillUsingTheCar(page, { business: true });
    const using = stepPanel(page, 5);
    const mileageWhy = using
      .getByLabel('Business miles a year')
      .locator('xpath=ancestor::div[contains(@class,"mq-field")][1]')
      .getByRole('button', { name: WHY });
    await mileageWhy.click();
    await using.getByText(DEFAULT_LABELS['why.businessMileage']).waitFor();
    await expectNoAxeViolations(page, 'step 5 with the business miles why open');
    await screenshots(page, 'why-we-ask-step5', using.getByRole('group', { name: 'What will you use the car for?' }));
    await cont(page);
    await opened(page, 6);

    await fillCoverDetails(page);
    await cont(page);
    await opened(page, 7);
    await yes(stepPanel(page, 7), 'Would you like to add another driver?', false);
    await page.getByRole('button', { name: 'Get my quote' }).click();
    await page.waitForURL(/#\/quote\/payment-option\?uuid=/, { timeout: 30_000 });
    expect(errors).toEqual([]);
  }, 180_000);
});
