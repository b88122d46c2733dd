/**
 * A double click on every button that sends a request sends that request once (a
 * second quote, payment-option save or Direct Debit would be a second charge or a muddled quote).
 */
import dayjs from 'dayjs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EndpointKey } from '../../../src/contract/endpoints';
import { origin, useBrowser } from '../support/browser';
import { apiRequestsInFlight, countRequests, seedDraft } from '../support/faults';
import { h1 } from '../support/landing';
import { createQuotedProposal, realisticProposal } from '../support/quote';

const browser = useBrowser();
let page: Page;

beforeAll(async () => {
  page = await browser.newPage();
});

async function openAt(route: string, heading: string, payMonthly = false) {
  const { uuid, proposal } = await createQuotedProposal(origin(), { payMonthly });
  await page.goto(`${origin()}/#${route}?uuid=${uuid}`);
  await h1(page, heading).waitFor();
  return proposal;
}

async function seedForm(current: number, captchaVerified: boolean) {
  await seedDraft(page, origin(), realisticProposal(), { current, furthest: current, captchaVerified });
  await h1(page, 'Get a car insurance quote').waitFor();
}

const button = (name: string) => page.getByRole('button', { name, exact: true });

async function fillOwnAccount() {
  await page.getByRole('group', { name: 'Are you the account holder?' }).getByText('Yes', { exact: true }).click();
  await page.getByLabel('Name on the account').fill('Mrs A Hart');
  await page.getByLabel('Account number').pressSequentially('00733445');
  await page.getByLabel('Sort code').pressSequentially('309430');
}

interface Case {
  button: string;
  calls: EndpointKey[];
  /** Opens the screen and gets everything ready for the click. */
  before: () => Promise<unknown>;
  /** What shows once the click's work is done. */
  after: () => Promise<unknown>;
}

const CASES: Case[] = [
  {
    button: 'Continue',
    calls: ['recaptcha'],
    before: () => seedForm(1, false),
    after: () => page.locator('#mq-step-2-heading[aria-expanded="true"]').waitFor(),
  },
  {
    button: 'Find car',
    calls: ['vehicleSearch'],
    before: async () => {
      await seedForm(2, true);
      await page.getByRole('button', { name: 'Find another registration' }).click();
      await page.getByLabel('Registration number').pressSequentially('AB12 CDE');
    },
    after: () => page.getByText('Your chosen car').waitFor(),
  },
  {
    button: 'Find address',
    calls: ['addressLookup'],
    before: async () => {
      await seedForm(3, true);
      await page
        .getByRole('button', { name: 'Change address' })
        .click()
        .catch(() => undefined);
      await page.locator('#mq-step-3-panel').getByLabel('Postcode', { exact: true }).fill('LS6 2AB');
    },
    after: () => page.getByLabel('Select your address').waitFor(),
  },
  {
    button: 'Get my quote',
    calls: ['createProposal', 'createQuote'],
    before: () => seedForm(7, true),
    after: () => h1(page, 'Your car insurance quote').waitFor(),
  },
  {
    button: 'Save or email this quote',
    calls: ['sendQuoteEmail'],
    before: () => openAt('/quote/payment-option', 'Your car insurance quote'),
    after: () => page.getByText(/^We’ve emailed this quote to /).waitFor(),
  },
  {
    button: 'Continue',
    calls: ['updatePaymentOption'],
    before: () => openAt('/quote/payment-option', 'Your car insurance quote'),
    after: () => h1(page, 'Add extra cover').waitFor(),
  },
  {
    button: 'Confirm & requote',
    calls: ['updateProposal', 'requoteProposal'],
    before: async () => {
      await openAt('/quote/payment-option', 'Your car insurance quote');
      await page.getByLabel('Voluntary excess').selectOption('500');
    },
    after: () => page.getByRole('status').filter({ hasText: 'Your price has been updated' }).waitFor(),
  },
  {
    button: 'Continue',
    calls: ['updateAddons', 'requoteProposal'],
    before: async () => {
      await openAt('/quote/addons', 'Add extra cover');
      for (const answer of ['Add to quote', 'No Thanks', 'No Thanks']) {
        await button(answer).click();
      }
      await button('If you break down...').click();
      await button('Choose No breakdown cover').click();
    },
    after: () => h1(page, 'Quote Summary').waitFor(),
  },
  {
    button: 'Continue',
    calls: ['confirmDetails', 'updatePaymentOption'],
    before: async () => {
      await openAt('/quote/summary', 'Quote Summary');
      await page
        .getByRole('group', { name: 'Would you like your policy to renew automatically?' })
        .getByText('Yes', { exact: true })
        .click();
      await page.getByText(/taken reasonable care to answer every question/).click();
      await page.getByText(/agree to the Administration Services Contract and the Terms/).click();
      await page.getByText(/excesses and endorsements shown on this page/).click();
    },
    after: () => h1(page, 'Pay for your policy').waitFor(),
  },
  {
    button: 'Continue to payment',
    calls: ['payMonthly'],
    before: async () => {
      await openAt('/quote/instalments', 'Set up your Direct Debit', true);
      await fillOwnAccount();
    },
    after: () => h1(page, 'Sign your credit agreement').waitFor(),
  },
  {
    button: 'Sign and continue to payment',
    calls: ['signAgreement', 'requestPayment'],
    before: async () => {
      await openAt('/quote/instalments', 'Set up your Direct Debit', true);
      await fillOwnAccount();
      await button('Continue to payment').click();
      await h1(page, 'Sign your credit agreement').waitFor();
      await page.getByLabel('Your full name').fill('Amelia Hart');
      await page.getByText('I agree to the credit agreement', { exact: true }).click();
    },
    after: () => page.frameLocator('iframe[title="Secure card payment"]').getByLabel('Card number').waitFor(),
  },
  {
    button: 'Retrieve my quote',
    calls: ['recallProposal'],
    before: async () => {
      const { proposal } = await createQuotedProposal(origin());
      await page.goto(`${origin()}/#/quote/recall`);
      await page.getByLabel('Quote reference').fill(proposal.quote.reference);
      await page.getByLabel('Postcode').fill(proposal.risk.proposer.address.postcode!);
      await page.getByLabel('Date of birth').pressSequentially(dayjs(proposal.risk.proposer.date_of_birth).format('DD/MM/YYYY'));
    },
    after: () => h1(page, 'Your car insurance quote').waitFor(),
  },
];

describe('a double click sends one request', () => {
  for (const { button: name, calls, before, after } of CASES) {
    it(`${name} sends ${calls.join(' then ')} once`, async () => {
      await before();
      const counters = calls.map((call) => countRequests(page, call));
      const inFlight = apiRequestsInFlight(page);
      await button(name).dblclick();
      await after();
      // A second click's request leaves at the click: once none is in flight, every one sent is counted.
      await expect.poll(inFlight).toBe(0);
      expect(Object.fromEntries(calls.map((call, i) => [call, counters[i]()]))).toEqual(Object.fromEntries(calls.map((call) => [call, 1])));
    });
  }
});
