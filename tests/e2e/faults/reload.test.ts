/**
 * A reload on every screen whose route carries a uuid restores that screen with its
 * data, and repeats nothing that costs money (no second accept on the thank-you page).
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { origin, useBrowser } from '../support/browser';
import { countRequests } from '../support/faults';
import { payByCard } from '../support/journey';
import { h1 } from '../support/landing';
import type { QuotedProposal } from '../../support/proposal';
import { createQuotedProposal } from '../support/quote';

const browser = useBrowser();
let page: Page;

beforeAll(async () => {
  page = await browser.newPage();
});

const money = (amount: number) => `£${amount.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

interface Screen {
  route: string;
  heading: string;
  monthly?: boolean;
  /** A piece of the quote's own data the screen shows. */
  data: (p: QuotedProposal) => string;
}

const SCREENS: Screen[] = [
  { route: '/quote/payment-option', heading: 'Your car insurance quote', data: (p) => p.quote.reference },
  { route: '/quote/addons', heading: 'Add extra cover', data: () => 'Motor Legal Protection' },
  { route: '/quote/summary', heading: 'Quote Summary', data: (p) => p.quote.reference },
  { route: '/quote/payment', heading: 'Pay for your policy', data: (p) => money(p.quote.premium) },
  { route: '/quote/instalments', heading: 'Set up your Direct Debit', monthly: true, data: () => 'The Direct Debit Guarantee' },
  {
    route: '/quote/credit-agreement',
    heading: 'Sign your credit agreement',
    monthly: true,
    data: (p) => money(p.quote.monthly_total_payable as number),
  },
];

async function expectScreen(screen: Screen, proposal: QuotedProposal, uuid: string) {
  await h1(page, screen.heading).waitFor();
  await page.getByText(screen.data(proposal), { exact: true }).first().waitFor();
  expect(new URL(page.url()).hash).toBe(`#${screen.route}?uuid=${uuid}`);
}

describe('a reload restores the screen', () => {
  for (const screen of SCREENS) {
    it(`${screen.route}`, async () => {
      const { uuid, proposal } = await createQuotedProposal(origin(), { payMonthly: screen.monthly });
      await page.goto(`${origin()}/#${screen.route}?uuid=${uuid}`);
      await expectScreen(screen, proposal, uuid);
      await page.reload();
      await expectScreen(screen, proposal, uuid);
    });
  }

  it('/quote/thankyou, without accepting the quote again', async () => {
    const { uuid, proposal } = await createQuotedProposal(origin());
    await page.goto(`${origin()}/#/quote/payment?uuid=${uuid}`);
    await payByCard(page, '4242 4242 4242 4242');
    const thankYou = h1(page, /^Thank you(, your car is insured|\. Your cover starts on )/);
    await thankYou.waitFor();
    const accepts = countRequests(page, 'acceptQuote');
    await page.reload();
    await thankYou.waitFor();
    await page.getByText(proposal.quote.reference, { exact: true }).waitFor();
    expect(new URL(page.url()).hash).toBe(`#/quote/thankyou?uuid=${uuid}`);
    expect(accepts()).toBe(0);
  });
});
