import type { Page } from 'playwright-core';
import { fillAboutYou, fillAboutYourCarByRegistration, yes } from './details-form';
import { fillCoverDetails, fillLicence, fillUsingTheCar, fillYourDetails, stepPanel } from './details-form-steps';

/** Pays on the hosted card page inside the payment frame, as a customer would. */
export async function payByCard(page: Page, card: string) {
  const frame = page.frameLocator('iframe[title="Secure card payment"]');
  await frame.getByLabel('Card number').fill(card);
  await frame.getByLabel('Expiry date').fill('12/39');
  await frame.getByLabel('Security code (CVC)').fill('123');
  await frame.getByLabel('Name on card').fill('Amelia Hart');
  await frame.getByRole('button', { name: /^Pay £/ }).click();
}

const cont = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true }).click();
const opened = (page: Page, step: number) => page.locator(`#mq-step-${step}-heading[aria-expanded="true"]`).waitFor();

/** A new visitor fills the seven steps of an empty form already on screen and asks for the quote (any routing mode). */
export async function fillDetailsAndGetQuote(page: Page) {
  await fillAboutYou(page);
  await cont(page);
  await fillAboutYourCarByRegistration(page);
  await cont(page);
  await opened(page, 3);
  await fillYourDetails(page);
  await cont(page);
  await opened(page, 4);
  const driving = stepPanel(page, 4);
  await fillLicence(driving, 15);
  await yes(driving, 'Have you had any claims, accidents or losses in the last 5 years?', false);
  await yes(driving, 'Any motoring convictions, endorsements or bans in the last 5 years?', false);
  await yes(driving, 'Do you have a medical condition the DVLA should know about?', false);
  await yes(driving, 'Do you have access to other vehicles?', false);
  await yes(driving, 'Are you a member of a motoring organisation?', false);
  await cont(page);
  await opened(page, 5);
  await fillUsingTheCar(page);
  await cont(page);
  await opened(page, 6);
  await fillCoverDetails(page);
  await cont(page);
  await opened(page, 7);
  await yes(stepPanel(page, 7), 'Would you like to add another driver?', false);
  await page.getByRole('button', { name: 'Get my quote' }).click();
}

/**
 * A new visitor fills the seven steps from an empty form, then goes through price, add-ons and
 * summary. `at` is the page to start on (default: the demo page at #/quote/create); the steps wait
 * for what the customer sees, not the address, so a widget with memory routing (whose route never
 * reaches the address bar) goes the same way. The uuid is read from the quote call the page makes.
 */
export async function quoteAndConfirm(
  page: Page,
  origin: string,
  monthly: boolean,
  { at = `${origin}/#/quote/create` }: { at?: string } = {},
) {
  await page.goto(at);
  const quoted = page.waitForResponse(
    (response) => /\/api\/proposal\/[^/]+\/quote$/.test(new URL(response.url()).pathname) && response.request().method() === 'POST',
    { timeout: 60_000 },
  );
  await fillDetailsAndGetQuote(page);
  const uuid = new URL((await quoted).url()).pathname.split('/')[3];
  await page.getByRole('heading', { level: 1, name: 'Your car insurance quote', exact: true }).waitFor({ timeout: 30_000 });
  if (monthly) await page.getByText('Pay monthly', { exact: true }).click();
  await cont(page);
  await page.getByRole('heading', { level: 1, name: 'Add extra cover', exact: true }).waitFor();
  for (let card = 0; card < 3; card += 1) {
    await page.getByRole('button', { name: 'No Thanks', exact: true }).click();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
  }
  await cont(page);
  await page.getByRole('heading', { name: 'Quote Summary' }).waitFor();
  await page.getByRole('group', { name: 'Would you like your policy to renew automatically?' }).getByText('Yes', { exact: true }).click();
  await page.getByText(/completed the questions honestly and to the best/).click();
  await page.getByText(/agree to the Administration Services Contract and the Terms/).click();
  await page.getByText(/excesses and endorsements that apply/).click();
  await cont(page);
  return uuid;
}
