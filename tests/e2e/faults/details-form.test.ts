/**
 * Faults on the details form: every call a click sends there (Get my quote in create and
 * edit mode, the step-1 captcha check, Find car, Find address) and the
 * option lists on load, failing five ways. The draft starts from a complete answer set in this tab's
 * storage (as a proposer who filled the seven steps has), so each case needs one click, not a form.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Proposal } from '../../../src/contract/proposal';
import type { EndpointKey } from '../../../src/contract/endpoints';
import { origin, useBrowser } from '../support/browser';
import { armFault, FAULT_KINDS, type FaultKind, landingFor, seedDraft, useFaultPage } from '../support/faults';
import { axeOnce, expectDraftKept, expectEndScreenKeepsDraft, h1, type EndScreen } from '../support/landing';
import { createQuotedProposal, realisticProposal } from '../support/quote';

const browser = useBrowser();
const AMELIA = { firstName: 'Amelia', lastName: 'Hart' };
const checked = new Set<string>();
let page: Page;

useFaultPage(browser, (opened) => (page = opened));

async function seed(draft: Proposal, form: { current: number; furthest: number; captchaVerified: boolean }) {
  await seedDraft(page, origin(), draft, form);
  await h1(page, 'Get a car insurance quote').waitFor();
}

const getMyQuote = () => page.getByRole('button', { name: 'Get my quote' }).click();
const atStep7 = () => seed(realisticProposal(), { current: 7, furthest: 7, captchaVerified: true });
async function editAtStep7() {
  const { uuid, proposal } = await createQuotedProposal(origin());
  // From the last case's form only the hash changes, and that form is on screen until the widget
  // has taken the change: the steps are read once this quote's price shows, its load having set them.
  await page.goto(`${origin()}/#/quote/edit?uuid=${uuid}`);
  await page.getByText(`(quote reference ${proposal.quote.reference})`).waitFor();
  const step7 = page.locator('#mq-step-7-heading');
  if ((await step7.getAttribute('aria-expanded')) !== 'true') await step7.click();
}

async function expectLanding(where: EndScreen) {
  await axeOnce(page, checked, where);
  await expectEndScreenKeepsDraft(page, where, AMELIA);
}

interface RouteCase {
  call: EndpointKey;
  does: string;
  open: () => Promise<void>;
  act: () => Promise<unknown>;
  /** docs/product/transitions.md#the-bot-check: a failed captcha check is a technical issue, whatever the failure. */
  landing?: (kind: FaultKind) => EndScreen;
}

const ROUTE_CASES: RouteCase[] = [
  { call: 'createProposal', does: 'Get my quote on a new quote', open: atStep7, act: getMyQuote },
  { call: 'createQuote', does: 'Get my quote on a new quote', open: atStep7, act: getMyQuote },
  { call: 'updateProposal', does: 'Get my quote when editing', open: editAtStep7, act: getMyQuote },
  { call: 'requoteProposal', does: 'Get my quote when editing', open: editAtStep7, act: getMyQuote },
  {
    call: 'recaptcha',
    does: 'Continue on step 1',
    open: () => seed(realisticProposal(), { current: 1, furthest: 1, captchaVerified: false }),
    act: () => page.getByRole('button', { name: 'Continue', exact: true }).click(),
    landing: () => 'exception',
  },
];

describe('faults on the details form', () => {
  for (const { call, does, open, act, landing = landingFor } of ROUTE_CASES) {
    describe(`${call} (${does})`, () => {
      for (const kind of FAULT_KINDS) {
        it(`${kind} lands on ${landing(kind)}`, async () => {
          await open();
          const fault = await armFault(page, origin(), call, kind);
          await act();
          await fault.trip();
          await expectLanding(landing(kind));
        });
      }
    });
  }

  describe('vehicleSearch (Find car): the manual look-up is the way on', () => {
    for (const kind of FAULT_KINDS) {
      it(kind, async () => {
        await seed(realisticProposal(), { current: 2, furthest: 2, captchaVerified: true });
        await page.getByRole('button', { name: 'Find another registration' }).click();
        await page.getByLabel('Registration number').pressSequentially('AB12 CDE');
        const fault = await armFault(page, origin(), 'vehicleSearch', kind);
        await page.getByRole('button', { name: 'Find car' }).click();
        await fault.trip();
        await page.getByText('Find your car by its details').waitFor();
        // It says why the manual look-up replaced the search, and keeps the registration.
        await page.getByText('Sorry, we couldn’t look up your registration just now.', { exact: false }).waitFor();
        await axeOnce(page, checked, 'manual car look-up');
        await page.reload();
        await expectDraftKept(page, AMELIA);
      });
    }
  });

  describe('addressLookup (Find address): manual entry is the way on', () => {
    for (const kind of FAULT_KINDS) {
      it(kind, async () => {
        await seed(realisticProposal(), { current: 3, furthest: 3, captchaVerified: true });
        await page
          .getByRole('button', { name: 'Change address' })
          .click()
          .catch(() => undefined);
        const step = page.locator('#mq-step-3-panel');
        await step.getByLabel('Postcode', { exact: true }).fill('LS6 2AB');
        const fault = await armFault(page, origin(), 'addressLookup', kind);
        await step.getByRole('button', { name: 'Find address' }).click();
        await fault.trip();
        await step.getByLabel('Address line 1').waitFor();
        await axeOnce(page, checked, 'manual address');
        await page.reload();
        await expectDraftKept(page, AMELIA);
      });
    }
  });

  describe('listOne (the option lists on load): a message and a way to try again', () => {
    for (const kind of FAULT_KINDS) {
      it(kind, async () => {
        await seed(realisticProposal(), { current: 1, furthest: 1, captchaVerified: true });
        // This page's lists are in first (Title shows its answer, no list still loading): one still
        // on its way could take the one-time fault, and the reloaded page would load every list.
        await expect.poll(() => page.getByLabel('Title').inputValue()).toBe('Mrs');
        await expect.poll(() => page.locator('select[aria-busy="true"]').count()).toBe(0);
        const fault = await armFault(page, origin(), 'listOne', kind);
        // A fresh widget fetches its lists again.
        await page.reload();
        await fault.trip();
        // One message per list that failed: a time-out ends every list request in flight, not just the first.
        const alerts = page.getByRole('alert').filter({ hasText: 'We couldn’t load the choices' });
        await alerts.first().waitFor();
        await axeOnce(page, checked, 'list failed');
        while ((await alerts.count()) > 0) await alerts.first().getByRole('button', { name: 'Try again' }).click();
        await expect.poll(() => alerts.count()).toBe(0);
        // The answer was kept while its list was missing, and shows again once the list is in.
        await expect.poll(() => page.getByLabel('Title').inputValue()).toBe('Mrs');
        await expectDraftKept(page, AMELIA);
      });
    }
  });
});
