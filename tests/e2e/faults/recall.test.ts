/**
 * Faults on Retrieve a Quote and on a partner's deep link: the recall call failing five
 * ways lands where docs/product/transitions.md#retrieving says, and the answers typed on the form before are still there.
 */
import dayjs from 'dayjs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import { origin, useBrowser } from '../support/browser';
import { armFault, FAULT_KINDS, landingFor, useFaultPage } from '../support/faults';
import { axeOnce, expectEndScreen, expectEndScreenKeepsDraft, h1 } from '../support/landing';
import type { QuotedProposal } from '../../support/proposal';
import { createQuotedProposal } from '../support/quote';

const browser = useBrowser();
const TYPED = { firstName: 'Beatrice', lastName: 'Okafor' };
const checked = new Set<string>();
let page: Page;
let saved: QuotedProposal;

useFaultPage(browser, (opened) => (page = opened));

beforeAll(async () => {
  saved = (await createQuotedProposal(origin())).proposal;
});

describe('recallProposal (Retrieve my quote)', () => {
  for (const kind of FAULT_KINDS) {
    it(`${kind} lands on ${landingFor(kind)}`, async () => {
      await page.goto(`${origin()}/#/quote/create`);
      await page.getByLabel('First name', { exact: true }).fill(TYPED.firstName);
      await page.getByLabel('Last name', { exact: true }).fill(TYPED.lastName);
      await page.goto(`${origin()}/#/quote/recall`);
      await h1(page, 'Retrieve a Quote').waitFor();
      await page.getByLabel('Quote reference').fill(saved.quote.reference);
      await page.getByLabel('Postcode').fill(saved.risk.proposer.address.postcode!);
      await page.getByLabel('Date of birth').pressSequentially(dayjs(saved.risk.proposer.date_of_birth).format('DD/MM/YYYY'));
      const fault = await armFault(page, origin(), 'recallProposal', kind);
      await page.getByRole('button', { name: 'Retrieve my quote' }).click();
      await fault.trip();
      await axeOnce(page, checked, landingFor(kind));
      await expectEndScreenKeepsDraft(page, landingFor(kind), TYPED);
    });
  }
});

describe('recallProposal from a partner’s deep link', () => {
  for (const kind of FAULT_KINDS) {
    it(`${kind} lands on ${landingFor(kind)}, with a way to start a quote`, async () => {
      const p = await browser.newPage();
      await p.clock.install();
      const fault = await armFault(p, origin(), 'recallProposal', kind);
      await p.goto(`${origin()}/blank.html#/quote/deeplink`);
      const deepLink = {
        reference: saved.quote.reference,
        postcode: saved.risk.proposer.address.postcode!,
        dob: saved.risk.proposer.date_of_birth!,
      };
      await p.evaluate((link) => window.MotorQuote!.mount('#first', { deepLink: link }), deepLink);
      await fault.trip();
      await expectEndScreen(p, landingFor(kind));
      await p.getByRole('button', { name: 'Start a quote' }).click();
      await h1(p, 'Get a car insurance quote').waitFor();
      await p.getByLabel('First name', { exact: true }).waitFor();
      await p.context().close();
    });
  }
});
