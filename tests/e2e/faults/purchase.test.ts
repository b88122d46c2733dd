/**
 * Faults in the purchase: the hosted card page request, the Direct Debit save and the
 * accept after payment failing five ways, and the browser's Back button after a payment.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { origin, storedProposal, useBrowser } from '../support/browser';
import { apiRequestsInFlight, armFault, countRequests, FAULT_KINDS, useFaultPage } from '../support/faults';
import { payByCard, signAgreement } from '../support/journey';
import { axeOnce, expectEndScreenKeepsDraft, h1 } from '../support/landing';
import { createQuotedProposal } from '../support/quote';
import { accessHeaders, versionHeaders } from '../support/access';

const browser = useBrowser();
const AMELIA = { firstName: 'Amelia', lastName: 'Hart' };
const checked = new Set<string>();
const CARD_OK = '4242 4242 4242 4242';
let page: Page;

useFaultPage(browser, (opened) => (page = opened));

async function fillOwnAccount(p: Page) {
  await p.getByRole('group', { name: 'Are you the account holder?' }).getByText('Yes', { exact: true }).click();
  await p.getByLabel('Name on the account').fill('Mrs A Hart');
  await p.getByLabel('Account number').pressSequentially('00733445');
  await p.getByLabel('Sort code').pressSequentially('309430');
}

/** Pays with the card on the hosted page the sandbox serves, without accepting: the thank-you page does that. */
async function paidNotAccepted(uuid: string) {
  const res = await fetch(`${origin()}/api/proposal/${uuid}/quote/payment`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...accessHeaders(uuid), ...(await versionHeaders(origin(), uuid)) },
    body: JSON.stringify({ return_url: `${origin()}/#/quote/complete?uuid=${uuid}` }),
  });
  const { payment_url: url } = await res.json();
  const form = new URLSearchParams({ card_number: '4242424242424242', expiry: '12/39', cvc: '123', name: 'Amelia Hart' });
  await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
}

const thankYou = (p: Page) => h1(p, /^Thank you(, your car is insured|\. Your cover starts on )/);

describe('faults in the purchase', () => {
  describe('requestPayment (arriving on the payment page)', () => {
    for (const kind of FAULT_KINDS) {
      // The quote stands; only the card page failed to open: a technical issue, never 'no quote'.
      it(`${kind} lands on exception`, async () => {
        const { uuid } = await createQuotedProposal(origin());
        const fault = await armFault(page, origin(), 'requestPayment', kind);
        await page.goto(`${origin()}/#/quote/payment?uuid=${uuid}`);
        await fault.trip();
        await h1(page, 'We’re experiencing a technical issue').waitFor();
        await axeOnce(page, checked, 'exception');
        await expectEndScreenKeepsDraft(page, 'exception', AMELIA);
      });
    }
  });

  describe('payMonthly (Continue to payment on the instalments page)', () => {
    for (const kind of FAULT_KINDS) {
      it(`${kind} keeps the page and the typed bank details, with the red block`, async () => {
        const { uuid } = await createQuotedProposal(origin(), { payMonthly: true });
        await page.goto(`${origin()}/#/quote/instalments?uuid=${uuid}`);
        await h1(page, 'Set up your Direct Debit').waitFor();
        await fillOwnAccount(page);
        const fault = await armFault(page, origin(), 'payMonthly', kind);
        await page.getByRole('button', { name: 'Continue to payment' }).click();
        await fault.trip();
        const alert = page.getByRole('alert').filter({ hasText: 'Your Direct Debit hasn’t been set up' });
        await alert.waitFor();
        // docs/product/transitions.md#direct-debit-not-saved: the server's own message when it gave one, else the widget's own words.
        const words = kind === '500' || kind === '422' ? `Injected fault: HTTP ${kind}` : 'We couldn’t set up your Direct Debit.';
        await expect(alert.textContent()).resolves.toContain(words);
        expect(new URL(page.url()).hash).toBe(`#/quote/instalments?uuid=${uuid}`);
        await expect(page.getByLabel('Account number').inputValue()).resolves.toBe('00733445');
        await axeOnce(page, checked, 'instalments with the red block');

        // Bank details are never stored in the browser, so a reload shows the page empty, ready again.
        await page.reload();
        await h1(page, 'Set up your Direct Debit').waitFor();
        await fillOwnAccount(page);
        await page.getByRole('button', { name: 'Continue to payment' }).click();
        await h1(page, 'Sign your credit agreement').waitFor();
      });
    }
  });

  describe('signAgreement (Sign and continue to payment on the credit agreement)', () => {
    for (const kind of FAULT_KINDS) {
      it(`${kind} keeps the page and what she typed, with the red block, and signs once it answers`, async () => {
        const { uuid } = await createQuotedProposal(origin(), { payMonthly: true });
        await page.goto(`${origin()}/#/quote/instalments?uuid=${uuid}`);
        await h1(page, 'Set up your Direct Debit').waitFor();
        await fillOwnAccount(page);
        await page.getByRole('button', { name: 'Continue to payment' }).click();
        await h1(page, 'Sign your credit agreement').waitFor();
        await page.getByLabel('Your full name').fill('Amelia Hart');
        await page.getByText('I agree to the credit agreement', { exact: true }).click();
        const fault = await armFault(page, origin(), 'signAgreement', kind);
        await page.getByRole('button', { name: 'Sign and continue to payment' }).click();
        await fault.trip();
        const alert = page.getByRole('alert').filter({ hasText: 'Your agreement hasn’t been signed' });
        await alert.waitFor();
        const words = kind === '500' || kind === '422' ? `Injected fault: HTTP ${kind}` : 'Please try again, or call us on';
        await expect(alert.textContent()).resolves.toContain(words);
        expect(new URL(page.url()).hash).toBe(`#/quote/credit-agreement?uuid=${uuid}`);
        await expect(page.getByLabel('Your full name').inputValue()).resolves.toBe('Amelia Hart');
        await axeOnce(page, checked, 'credit agreement with the red block');
        await page.getByRole('button', { name: 'Sign and continue to payment' }).click();
        await h1(page, 'Pay for your policy').waitFor();
      });
    }
  });

  describe('acceptQuote (the thank-you page after a card payment)', () => {
    for (const kind of FAULT_KINDS) {
      it(`${kind} lands on exception, never a confirmation nor Declined`, async () => {
        const { uuid } = await createQuotedProposal(origin());
        await paidNotAccepted(uuid);
        const fault = await armFault(page, origin(), 'acceptQuote', kind);
        await page.goto(`${origin()}/#/quote/thankyou?uuid=${uuid}`);
        await fault.trip();
        await h1(page, 'We’re experiencing a technical issue').waitFor();
        // She has paid: the screen says so and never invites a second payment or a new quote
        // (docs/product/regulation.md#her-answers-and-misrepresentation).
        await page.getByText(/We have your payment/).waitFor();
        expect(new URL(page.url()).hash).toBe('#/error/exception?paid');
        expect(await page.getByRole('button', { name: 'Start a quote' }).count()).toBe(0);
        // Coming back to the thank-you page later accepts the paid quote once.
        const accepts = countRequests(page, 'acceptQuote');
        await page.goto(`${origin()}/#/quote/thankyou?uuid=${uuid}`);
        await thankYou(page).waitFor();
        expect(accepts()).toBeLessThanOrEqual(1);
      });
    }
  });
});

describe('the browser Back button after a payment', () => {
  for (const monthly of [false, true]) {
    it(`never pays nor accepts twice (${monthly ? 'Direct Debit' : 'card'})`, async () => {
      const { uuid } = await createQuotedProposal(origin(), { payMonthly: monthly });
      const p = await browser.newPage();
      await p.goto(`${origin()}/#/quote/${monthly ? 'instalments' : 'payment'}?uuid=${uuid}`);
      if (monthly) {
        await h1(p, 'Set up your Direct Debit').waitFor();
        await fillOwnAccount(p);
        await p.getByRole('button', { name: 'Continue to payment' }).click();
        await signAgreement(p);
      }
      await h1(p, 'Pay for your policy').waitFor();
      await p.frameLocator('iframe[title="Secure card payment"]').getByLabel('Card number').waitFor();
      const counts = {
        requestPayment: countRequests(p, 'requestPayment'),
        acceptQuote: countRequests(p, 'acceptQuote'),
        payMonthly: countRequests(p, 'payMonthly'),
      };
      await payByCard(p, CARD_OK);
      await thankYou(p).waitFor();
      expect([counts.requestPayment(), counts.acceptQuote(), counts.payMonthly()]).toEqual([0, 1, 0]);

      const inFlight = apiRequestsInFlight(p);
      for (const step of [1, 2]) {
        await p.goBack();
        // Wherever Back leads, it settles on a screen with a heading, never a second card form:
        // settled means a heading shows and the screen's own requests (a reload, a redirect) are answered.
        // One frame for the screen Back shows to commit and send its requests, then wait for their answers.
        await p.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
        await expect.poll(inFlight).toBe(0);
        await p.getByRole('heading', { level: 1 }).first().waitFor();
        const heading = await p.getByRole('heading', { level: 1 }).first().textContent();
        expect(heading, `after Back ${step}`).toBeTruthy();
        await expect(
          p.frameLocator('iframe[title="Secure card payment"]').getByLabel('Card number').count(),
          `after Back ${step}`,
        ).resolves.toBe(0);
      }
      expect([counts.requestPayment(), counts.acceptQuote(), counts.payMonthly()]).toEqual([0, 1, 0]);
      // The insurer's own record: after the sale the token opens nothing (docs/security.md#data-that-ends-with-the-sale).
      expect(storedProposal(uuid)).toMatchObject({ is_accepted: true, is_purchased: true });
    });
  }
});
