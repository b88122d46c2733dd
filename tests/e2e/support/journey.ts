import type { Page } from 'playwright-core';
import { pageDriver } from '../user/drivers/chromium';
import { answerDetailsForm } from '../user/journeys';
import { User } from '../user/user';

/** Pays on the hosted card page inside the payment frame, as a customer would. */
export async function payByCard(page: Page, card: string) {
  const frame = page.frameLocator('iframe[title="Secure card payment"]');
  await frame.getByLabel('Card number').fill(card);
  await frame.getByLabel('Expiry date').fill('12/39');
  await frame.getByLabel('Security code (CVC)').fill('123');
  await frame.getByLabel('Name on card').fill('Amelia Hart');
  await frame.getByRole('button', { name: /^Pay £/ }).click();
}

/** Signs the credit agreement on its screen: her full name as on the quote, the tick, and Sign. */
export async function signAgreement(page: Page, name = 'Amelia Hart') {
  await page.getByRole('heading', { level: 1, name: 'Sign your credit agreement' }).waitFor();
  await page.getByLabel('Your full name').fill(name);
  await page.getByText('I agree to the credit agreement', { exact: true }).click();
  await page.getByRole('button', { name: 'Sign and continue to payment' }).click();
}

const cont = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true }).click();

/**
 * A new visitor fills the seven steps of an empty form already on screen and asks for the quote (any
 * routing mode): the user layer's one form-filling helper (user/journeys.ts), on this page.
 */
export const fillDetailsAndGetQuote = (page: Page) => answerDetailsForm(new User(pageDriver(page)));

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
  {
    at = `${origin}/#/quote/create`,
    read = {},
  }: { at?: string; read?: { price?: (page: Page) => Promise<void>; summary?: (page: Page) => Promise<void> } } = {},
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
  await read.price?.(page);
  await cont(page);
  await page.getByRole('heading', { level: 1, name: 'Add extra cover', exact: true }).waitFor();
  for (let card = 0; card < 3; card += 1) {
    await page.getByRole('button', { name: 'No Thanks', exact: true }).click();
  }
  await page.getByRole('button', { name: 'If you break down...' }).click();
  await page.getByRole('button', { name: 'Choose No breakdown cover' }).click();
  await cont(page);
  await page.getByRole('heading', { name: 'Quote Summary' }).waitFor();
  await read.summary?.(page);
  await page.getByRole('group', { name: 'Would you like your policy to renew automatically?' }).getByText('Yes', { exact: true }).click();
  await page.getByText(/taken reasonable care to answer every question/).click();
  await page.getByText(/agree to the Administration Services Contract and the Terms/).click();
  await page.getByText(/excesses and endorsements shown on this page/).click();
  await cont(page);
  return uuid;
}
