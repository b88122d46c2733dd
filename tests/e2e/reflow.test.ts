/**
 * WCAG 2.2 1.4.10 Reflow: at 320 CSS px nothing in the widget makes the page scroll sideways, long
 * unbroken words (an e-mail address, a reference) included.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { origin, useBrowser } from './support/browser';
import { payByCard } from './support/journey';
import { createQuotedProposal } from './support/quote';
import { sel } from './support/class-names';

const browser = useBrowser();

/** How far the page and the widget's own box reach past the window's width, in CSS px. */
const overflow = (page: Page) =>
  page.evaluate((widget) => {
    const root = document.querySelector('#motor-quote')?.shadowRoot?.querySelector(widget) as HTMLElement;
    return {
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      widget: root.scrollWidth - root.clientWidth,
    };
  }, sel('.mq-root'));

describe('reflow at 320 px', () => {
  it('the thank-you page with a long e-mail address does not scroll sideways', async () => {
    const email = 'amelia.hart.with.a.really.long.address@subdomain.example-insurance-customer.co.uk';
    const { uuid } = await createQuotedProposal(origin(), { change: (p) => (p.risk.proposer.email_address = email) });
    const page = await browser.newPage({ width: 320, height: 800 });
    await page.goto(`${origin()}/#/quote/payment?uuid=${uuid}`);
    await payByCard(page, '4242 4242 4242 4242');
    await page.getByRole('heading', { level: 1, name: /^Thank you(, your car is insured|\. Your cover starts on )/ }).waitFor();
    await page.getByText(email, { exact: false }).first().waitFor();
    await expect(overflow(page)).resolves.toEqual({ page: 0, widget: 0 });
  });
});
