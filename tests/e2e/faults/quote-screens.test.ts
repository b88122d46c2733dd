/**
 * Faults on the quote screens: every call a click sends on the price, add-ons and
 * summary screens, and the proposal fetch on arrival, failing five ways. Each lands where
 * docs/product/transitions.md#a-failed-quote-or-re-quote says (a non-200 answer -> Exception, anything else ->
 * Declined), with a visible heading, surviving a reload, and Start a quote opens the form with the proposer's answers.
 * 'Save or email this quote' is the exception: its failure claims nothing and leaves her on her price.
 */
import dayjs from 'dayjs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { EndpointKey } from '../../../src/contract/endpoints';
import { origin, useBrowser } from '../support/browser';
import { armFault, FAULT_KINDS, type FaultKind, landingFor, useFaultPage } from '../support/faults';
import { axeOnce, expectEndScreenKeepsDraft, h1 } from '../support/landing';
import { createQuotedProposal } from '../support/quote';

const browser = useBrowser();
const AMELIA = { firstName: 'Amelia', lastName: 'Hart' };
const checked = new Set<string>();
let page: Page;

useFaultPage(browser, (opened) => (page = opened));

const cont = (p: Page) => p.getByRole('button', { name: 'Continue', exact: true }).click();

async function openAt(route: string, heading: string) {
  const { uuid } = await createQuotedProposal(origin());
  await page.goto(`${origin()}/#${route}?uuid=${uuid}`);
  await h1(page, heading).waitFor();
}

interface Case {
  call: EndpointKey;
  /** What the user does, in words, for the test name. */
  does: string;
  open: () => Promise<void>;
  act: () => Promise<void>;
}

const atPrice = () => openAt('/quote/payment-option', 'Your car insurance quote');
const excessRequote = async () => {
  await page.getByLabel('Voluntary excess').selectOption('500');
  await page.getByRole('button', { name: 'Confirm & requote' }).click();
};
const startDateRequote = async () => {
  const field = page.getByLabel('Change your start date');
  await field.fill('');
  await field.pressSequentially(dayjs().add(5, 'day').format('DD/MM/YYYY'));
  await page.getByRole('button', { name: 'Confirm & requote' }).click();
};
const atAddons = async () => {
  await openAt('/quote/addons', 'Add extra cover');
  await page.getByRole('heading', { name: 'Motor Legal Protection' }).waitFor();
};
const addonsContinue = async () => {
  for (const answer of ['Add to quote', 'No Thanks', 'No Thanks']) {
    await page.getByRole('button', { name: answer, exact: true }).click();
  }
  await page.getByRole('button', { name: 'If you break down...' }).click();
  await page.getByRole('button', { name: 'Choose No breakdown cover' }).click();
  await cont(page);
};
const atSummary = () => openAt('/quote/summary', 'Quote Summary');
const summaryContinue = async () => {
  await page.getByRole('group', { name: 'Would you like your policy to renew automatically?' }).getByText('Yes', { exact: true }).click();
  await page.getByText(/taken reasonable care to answer every question/).click();
  await page.getByText(/agree to the Administration Services Contract and the Terms/).click();
  await page.getByText(/excesses and endorsements shown on this page/).click();
  await cont(page);
};

const CASES: Case[] = [
  { call: 'updatePaymentOption', does: 'Continue on the price screen', open: atPrice, act: () => cont(page) },
  { call: 'updateProposal', does: 'Confirm & requote of a new excess', open: atPrice, act: excessRequote },
  { call: 'requoteProposal', does: 'Confirm & requote of a new excess', open: atPrice, act: excessRequote },
  { call: 'updateStartDate', does: 'Confirm & requote of a new start date', open: atPrice, act: startDateRequote },
  { call: 'requoteAfterStartDate', does: 'Confirm & requote of a new start date', open: atPrice, act: startDateRequote },
  { call: 'updateAddons', does: 'Continue on the add-ons with a new choice', open: atAddons, act: addonsContinue },
  { call: 'requoteProposal', does: 'Continue on the add-ons with a new choice', open: atAddons, act: addonsContinue },
  { call: 'confirmDetails', does: 'Continue on the summary', open: atSummary, act: summaryContinue },
  { call: 'updatePaymentOption', does: 'Continue on the summary', open: atSummary, act: summaryContinue },
];

/** The proposal fetch on arrival (a reload, a link): each fault on another screen that loads one. */
const ARRIVALS: Record<FaultKind, [string, string]> = {
  '500': ['/quote/payment-option', 'price'],
  '422': ['/quote/addons', 'add-ons'],
  malformed: ['/quote/summary', 'summary'],
  timeout: ['/quote/instalments', 'instalments'],
  network: ['/quote/payment-option', 'price'],
};

async function expectLanding(kind: FaultKind) {
  const where = landingFor(kind);
  await h1(page, where === 'exception' ? 'We’re experiencing a technical issue' : 'Sorry, we can’t give you a quote').waitFor();
  await axeOnce(page, checked, where);
  await expectEndScreenKeepsDraft(page, where, AMELIA);
}

describe('faults on the quote screens', () => {
  for (const { call, does, open, act } of CASES) {
    describe(`${call} (${does})`, () => {
      for (const kind of FAULT_KINDS) {
        it(`${kind} lands on ${landingFor(kind)}`, async () => {
          await open();
          const fault = await armFault(page, origin(), call, kind);
          await act();
          await fault.trip();
          await expectLanding(kind);
        });
      }
    });
  }

  describe('sendQuoteEmail (Save or email this quote): nothing claims it was sent, and she stays on her price', () => {
    for (const kind of FAULT_KINDS) {
      it(kind, async () => {
        // An address of its own: her sends of the quote e-mail are limited per recipient (5 an hour).
        const { uuid } = await createQuotedProposal(origin(), {
          change: (p) => (p.risk.proposer.email_address = `amelia.${kind}@example.com`),
        });
        await page.goto(`${origin()}/#/quote/payment-option?uuid=${uuid}`);
        const button = page.getByRole('button', { name: 'Save or email this quote' });
        const fault = await armFault(page, origin(), 'sendQuoteEmail', kind);
        await button.click();
        await fault.trip();
        await page.getByText('We couldn’t send the email. Please try again.').waitFor();
        await expect(page.getByText(/We’ve emailed this quote/).count()).resolves.toBe(0);
        await h1(page, 'Your car insurance quote').waitFor();
        // Sent again once the service is back: 200 means sent.
        await button.click();
        await page.getByText(`We’ve emailed this quote to amelia.${kind}@example.com.`, { exact: false }).waitFor();
      });
    }
  });

  describe('getProposal on arrival', () => {
    for (const kind of FAULT_KINDS) {
      const [route, screen] = ARRIVALS[kind];
      it(`${kind} on the ${screen} screen lands on ${landingFor(kind)}`, async () => {
        const { uuid } = await createQuotedProposal(origin());
        const fault = await armFault(page, origin(), 'getProposal', kind);
        await page.goto(`${origin()}/#${route}?uuid=${uuid}`);
        await fault.trip();
        await expectLanding(kind);
      });
    }
  });
});
