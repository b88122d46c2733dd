import dayjs from 'dayjs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { origin, useBrowser, watchErrors } from './support/browser';
import { createQuotedProposal, type QuoteOverrides } from './support/quote';
import { accessHeaders } from './support/access';

const browser = useBrowser();

const pounds = (text: string | null) => Number((text ?? '').replace(/[£,]/g, ''));

async function openQuote(overrides: QuoteOverrides = {}, viewport: { width?: number } = {}) {
  const { uuid, proposal } = await createQuotedProposal(origin(), overrides);
  const page = await browser.newPage(viewport);
  const errors = watchErrors(page);
  await page.goto(`${origin()}/#/quote/payment-option?uuid=${uuid}`);
  await page.getByRole('heading', { level: 1, name: 'Your car insurance quote' }).waitFor();
  return { page, uuid, proposal, errors };
}

/** The value beside a label in a figures list (dt / dd) or a table row (th / td). */
const figure = (page: Page, scope: string, label: string) =>
  page.getByRole('region', { name: scope }).locator(`dt:text-is("${label}") + dd, th:text-is("${label}") + td`).first().textContent();

describe('price presentation', () => {
  it('switching to monthly shows a representative example whose figures add up', async () => {
    const { page, proposal, errors } = await openQuote();
    const premium = proposal.quote.premium;
    await page
      .getByText(`£${premium.toFixed(2)}`, { exact: true })
      .first()
      .waitFor();
    await expectNoAxeViolations(page, 'price presentation, pay in full');
    await expect(page.getByRole('radio', { name: 'Pay in full' }).isChecked()).resolves.toBe(true);

    await page.getByText('Pay monthly', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Pay monthly' }).isChecked()).resolves.toBe(true);
    const example = page.getByRole('region', { name: 'Representative example' });
    await example.waitFor();
    const deposit = pounds(await figure(page, 'Representative example', 'Deposit'));
    const payments = (await figure(page, 'Representative example', 'Monthly payments')) ?? '';
    const [, count, each] = /^(\d+) payments of £([\d.,]+)$/.exec(payments) ?? [];
    const total = pounds(await figure(page, 'Representative example', 'Total amount payable'));
    const extra = pounds(await figure(page, 'Representative example', 'Cost of paying monthly'));
    const cash = pounds(await figure(page, 'Representative example', 'Total cash price'));
    expect(cash).toBe(premium);
    // docs/product/constants.md#monthly-plan: the figures may vary by a few pence.
    expect(Math.abs(deposit + Number(count) * pounds(each) - total)).toBeLessThanOrEqual(0.05);
    expect(extra).toBeCloseTo(total - premium, 2);
    expect(await figure(page, 'Representative example', 'Representative APR')).toMatch(/^\d+(\.\d+)?%$/);
    await page
      .getByText(`£${pounds(each).toFixed(2)}`, { exact: true })
      .first()
      .waitFor();

    await page.getByRole('button', { name: 'Read the Direct Debit Guarantee' }).click();
    const guarantee = page.getByRole('dialog', { name: 'The Direct Debit Guarantee' });
    await guarantee.getByText(/full and immediate refund/).waitFor();
    await expectNoAxeViolations(page, 'Direct Debit Guarantee');
    await guarantee.getByRole('button', { name: 'Close', exact: true }).first().click();
    await expectNoAxeViolations(page, 'price presentation, monthly');
    expect(errors).toEqual([]);
  });

  it('a new excess and a new start date each wait for Confirm & requote, then say what the price did', async () => {
    const { page, uuid, proposal } = await openQuote();
    const continueButton = page.getByRole('button', { name: 'Continue', exact: true });
    const status = page.getByRole('status').filter({ hasText: 'Your price has been updated' });

    await page.getByLabel('Voluntary excess').selectOption('500');
    await expect(continueButton.isDisabled()).resolves.toBe(true);
    await expectNoAxeViolations(page, 'excess awaiting confirmation');
    await page.getByRole('button', { name: 'Confirm & requote' }).click();
    await status.waitFor();
    await expect(status.textContent()).resolves.toMatch(/£[\d,.]+ a year, £[\d,.]+ less than before\./);
    expect(pounds(await figure(page, 'Excesses', 'Voluntary excess'))).toBe(500);
    await expect(page.getByRole('button', { name: 'Confirm & requote' }).count()).resolves.toBe(0);
    await expect(continueButton.isEnabled()).resolves.toBe(true);

    const start = dayjs().add(5, 'day');
    const dateField = page.getByLabel('Change your start date');
    await dateField.fill('');
    await dateField.pressSequentially(start.format('DD/MM/YYYY'));
    await expect(continueButton.isDisabled()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Confirm & requote' }).click();
    await page.getByText(`Your cover starts on ${start.format('D')}`, { exact: false }).waitFor();
    await status.waitFor();
    const saved = await (await fetch(`${origin()}/api/proposal/${uuid}`, { headers: accessHeaders(uuid) })).json();
    expect(saved.data.proposal.risk.start_date).toBe(start.format('YYYY-MM-DD'));
    expect(saved.data.proposal.risk.voluntary_excess).toBe(500);
    expect(saved.data.proposal.quote.premium).toBeLessThan(proposal.quote.premium);

    await continueButton.click();
    await page.waitForURL((url) => url.hash.startsWith(`#/quote/addons?uuid=${uuid}`));
  });

  it('warns on arrival that theft needs a tracker, for a £30,000 car without one', async () => {
    const { page } = await openQuote({ vehicleValue: 30000, hasTracker: false });
    const dialog = page.getByRole('dialog', { name: 'A tracking device is needed for theft cover' });
    await dialog.waitFor();
    await dialog.getByText(/theft cover is excluded/).waitFor();
    await expectNoAxeViolations(page, 'tracking device modal');
    await dialog.getByRole('button', { name: 'I understand' }).click();
    await expect(dialog.count()).resolves.toBe(0);
    await page.getByRole('heading', { name: '41 - Tracking device' }).waitFor();
  });

  it('a referred quote goes to SiraDeclined on Continue', async () => {
    const { page, uuid } = await openQuote({ surname: 'Refer' });
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL((url) => url.hash.startsWith(`#/declined?uuid=${uuid}`));
    await page.getByRole('heading', { level: 1, name: /can’t complete your purchase/ }).waitFor();
  });

  it('a quote without a registration finds the quoted car by its plate and confirms it', async () => {
    const { page, uuid } = await openQuote({ hasRegistration: false }, { width: 360 });
    const continueButton = page.getByRole('button', { name: 'Continue', exact: true });
    await expect(continueButton.isDisabled()).resolves.toBe(true);
    const plate = page.getByRole('textbox', { name: 'Registration number' });
    await plate.pressSequentially('ZZ99ZZZ');
    await page.getByRole('button', { name: 'Find car' }).click();
    await page.getByText(/haven’t been able to find your car/).waitFor();
    await expectNoAxeViolations(page, 'registration not found');
    await page.getByRole('button', { name: 'Try again' }).click();
    await plate.pressSequentially('AB12 CDE');
    await page.getByRole('button', { name: 'Find car' }).click();
    await page.getByText('We found this car').waitFor();
    await expectNoAxeViolations(page, 'registration found');
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Your price has been updated' }).waitFor();
    await expect(page.getByRole('heading', { name: 'Confirm your registration number' }).count()).resolves.toBe(0);
    await expect(continueButton.isEnabled()).resolves.toBe(true);
    const saved = await (await fetch(`${origin()}/api/proposal/${uuid}`, { headers: accessHeaders(uuid) })).json();
    expect(saved.data.proposal.risk.vehicle).toMatchObject({ has_registration: true, registration: 'AB12CDE' });
  });

  it('a third party authority is checked before Continue, then saved with the payment options', async () => {
    const { page, uuid } = await openQuote({ sourceOfBusiness: '105' });
    await page.getByRole('heading', { name: 'Special Offers' }).waitFor();
    await page.getByRole('switch', { name: 'Name someone to speak to us on your behalf' }).click();
    await page.getByLabel('Their first name').fill('Tom');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await summary.waitFor();
    await expect(summary.getByRole('link').allTextContents()).resolves.toEqual([
      'Select their title',
      'Enter their last name',
      'Enter their date of birth',
      'Enter their email address',
      'Enter their phone number',
    ]);
    await expectNoAxeViolations(page, 'third party authority errors');
    await page.getByLabel('Their title').selectOption({ label: 'Mr' });
    await page.getByLabel('Their last name').fill('Hart');
    await page.getByLabel('Their date of birth').pressSequentially('01/05/1980');
    await page.getByLabel('Their email address').fill('tom@example.com');
    await page.getByLabel('Their phone number').pressSequentially('07700900456');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL((url) => url.hash.startsWith('#/quote/addons'));
    const saved = await (await fetch(`${origin()}/api/proposal/${uuid}`, { headers: accessHeaders(uuid) })).json();
    expect(saved.data.proposal.risk.userfields).toMatchObject({
      has_third_party_authority: true,
      tpa_forename: 'Tom',
      tpa_date_of_birth: '1980-05-01',
      tpa_phone: '07700900456',
    });
  });

  it('a start date that has passed opens the expired modal on Continue; a new date re-quotes', async () => {
    const { uuid } = await createQuotedProposal(origin());
    const page = await browser.newPage();
    // Three days on, the quote's start date (tomorrow) has passed.
    await page.clock.install({ time: dayjs().add(3, 'day').toDate() });
    await page.goto(`${origin()}/#/quote/payment-option?uuid=${uuid}`);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Your quote start date has expired!' });
    await dialog.waitFor();
    await expectNoAxeViolations(page, 'expired start date modal');
    const start = dayjs().add(4, 'day');
    await dialog.getByLabel('New start date').pressSequentially(start.format('DD/MM/YYYY'));
    await dialog.getByRole('button', { name: 'Update start date' }).click();
    await page.getByRole('status').filter({ hasText: 'Your price has been updated' }).waitFor();
    await expect(dialog.count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL((url) => url.hash.startsWith(`#/quote/addons?uuid=${uuid}`));
  });

  it('Back and Edit details return to the edit form with the uuid', async () => {
    const { page, uuid } = await openQuote();
    await page.getByRole('button', { name: 'Edit details' }).first().click();
    await page.waitForURL((url) => url.hash === `#/quote/edit?uuid=${uuid}`);
    await page.goBack();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.waitForURL((url) => url.hash === `#/quote/edit?uuid=${uuid}`);
  });
});
