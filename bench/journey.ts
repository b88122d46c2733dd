import type { Page } from 'playwright-core';
import { payByCard, quoteAndConfirm } from '../tests/e2e/support/journey';

/** The e2e tests' whole journey, empty form to thank-you, paying in full by the test card. */
export async function runJourney(page: Page, origin: string) {
  await quoteAndConfirm(page, origin, false);
  await page.frameLocator('iframe[title="Secure card payment"]').getByLabel('Card number').waitFor({ timeout: 30_000 });
  await payByCard(page, '4242 4242 4242 4242');
  await page.getByRole('heading', { level: 1, name: 'Thank you, your car is insured' }).waitFor({ timeout: 30_000 });
}
