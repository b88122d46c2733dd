/**
 * When someone else holds the account (docs/product/regulation.md#when-someone-else-holds-the-account), in two
 * browsers: the customer names the holder and signs her agreement in one; the holder opens the link the
 * sandbox mailed them (its outbox) in the other, reads and signs; then the customer's policy is bought.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { origin, storedProposal, useBrowser, watchErrors } from './support/browser';
import { payByCard, signAgreement } from './support/journey';
import { createQuotedProposal } from './support/quote';

const browser = useBrowser();
const HOLDER_EMAIL = 'daniel.hart.e2e@example.com';

async function fillSomeoneElsesAccount(page: Page) {
  await page.getByRole('group', { name: 'Are you the account holder?' }).getByText('No', { exact: true }).click();
  const holder = page.getByRole('group', { name: 'The account holder’s details' });
  await holder.waitFor();
  await page.getByLabel('Name on the account').fill('Mr D Hart');
  await page.getByLabel('Account number').pressSequentially('00733445');
  await page.getByLabel('Sort code').pressSequentially('309430');
  await holder.getByLabel('Title').selectOption({ label: 'Mr' });
  await holder.getByLabel('First name').fill('Daniel');
  await holder.getByLabel('Last name').fill('Hart');
  await holder.getByLabel('Date of birth').pressSequentially('01/01/1970');
  await holder.getByLabel('Address line 1').fill('1 Park Lane');
  await holder.getByLabel('Town or city').fill('Leeds');
  await holder.getByLabel('Postcode').fill('LS6 2AB');
  await holder.getByLabel('Their email address').fill(HOLDER_EMAIL);
}

/** The holder's link, as the sandbox's outbox shows the e-mail sent to them. */
async function linkInOutbox(page: Page): Promise<string> {
  await page.goto(`${origin()}/sandbox/outbox`);
  const mail = page.getByText(`${origin()}/#/account-holder?code=`, { exact: false }).first();
  await mail.waitFor();
  const text = (await mail.textContent()) ?? '';
  const link = /https?:\/\/\S+#\/account-holder\?code=[\w.-]+/.exec(text)?.[0];
  expect(link).toBeDefined();
  return link!;
}

describe('an account holder who is not the customer', () => {
  it('reads, agrees and signs on their own device from the link mailed to them; then her policy is bought', async () => {
    const { uuid } = await createQuotedProposal(origin(), { payMonthly: true });
    const customer = await browser.newPage();
    const errors = watchErrors(customer);
    await customer.goto(`${origin()}/#/quote/instalments?uuid=${uuid}`);
    await customer.getByRole('heading', { level: 1, name: 'Set up your Direct Debit' }).waitFor();
    await fillSomeoneElsesAccount(customer);
    // What she is told, and what the notice and mandate now say: the holder's file, the holder's statement.
    await customer.getByText('The account holder must agree and sign', { exact: false }).waitFor();
    await customer.getByText(/a hard search will appear on their credit file/).waitFor();
    await customer.getByText(/the name on the account holder’s bank statement/).waitFor();
    await expect(customer.getByText(/on your credit file/).count()).resolves.toBe(0);
    await expectNoAxeViolations(customer, 'instalments, someone else’s account');
    const saved = customer.waitForRequest((request) => request.url().endsWith('/pay-monthly'));
    await customer.getByRole('button', { name: 'Continue to payment' }).click();
    expect((await saved).postDataJSON().direct_debit.third_party).toMatchObject({ forename: 'Daniel', email: HOLDER_EMAIL });
    await signAgreement(customer, 'Amelia Hart');

    await customer.getByRole('heading', { level: 1, name: 'Now the account holder signs' }).waitFor();
    expect(new URL(customer.url()).hash).toBe(`#/quote/account-holder?uuid=${uuid}`);
    await customer.getByText(/Daniel Hart holds the account/).waitFor();
    await expectNoAxeViolations(customer, 'account holder to sign');
    await customer.getByRole('button', { name: 'Email them the link' }).click();
    await customer.getByText(`We emailed a link to ${HOLDER_EMAIL}.`, { exact: false }).waitFor();
    await customer.getByRole('button', { name: 'They’ve signed, check again' }).click();
    await customer.getByText('The account holder hasn’t signed yet. When they have, check again.').waitFor();
    await expectNoAxeViolations(customer, 'account holder not signed yet');

    // The holder, in another browser with no session of hers.
    const holder = await browser.newPage({ width: 360, height: 800 });
    const holderErrors = watchErrors(holder);
    await holder.goto(await linkInOutbox(holder));
    await holder.getByRole('heading', { level: 1, name: 'Agree to a Direct Debit from your account' }).waitFor();
    await holder.getByText('Amelia Hart wants to pay for car insurance monthly from your account.', { exact: false }).waitFor();
    await holder.getByText(/a hard search will appear on your credit file/).waitFor();
    await holder.getByText('******45', { exact: true }).waitFor();
    await holder.getByRole('heading', { name: 'The Direct Debit Guarantee' }).waitFor();
    await holder.getByRole('link', { name: /The credit agreement/ }).waitFor();
    await holder.getByRole('link', { name: /Pre-contract credit information/ }).waitFor();
    await expectNoAxeViolations(holder, 'account holder’s page');
    await holder.getByRole('button', { name: 'Sign', exact: true }).click();
    const problems = holder.getByRole('alert').filter({ hasText: 'There is a problem' });
    await problems.waitFor();
    await expect(problems.getByRole('link').allTextContents()).resolves.toEqual(['Enter your full name', 'Tick the box to agree and sign']);
    await expectNoAxeViolations(holder, 'account holder’s page with errors');
    await holder.getByLabel('Your full name').fill('Daniel Hart');
    await holder.getByText('I agree to the credit search, and I instruct my bank to pay these Direct Debits', { exact: true }).click();
    await holder.getByRole('button', { name: 'Sign', exact: true }).click();
    await holder.getByRole('heading', { level: 1, name: 'Thank you, you’ve signed' }).waitFor();
    await holder.getByText('Amelia Hart can now finish buying their policy.', { exact: false }).waitFor();
    await expectNoAxeViolations(holder, 'account holder signed');
    // Single use: the link opens nothing again.
    await holder.reload();
    await holder.getByRole('heading', { level: 1, name: 'This link no longer works' }).waitFor();
    await expectNoAxeViolations(holder, 'account holder’s link used');

    await customer.getByRole('button', { name: 'They’ve signed, check again' }).click();
    await customer.getByRole('heading', { level: 1, name: 'Pay for your policy' }).waitFor();
    await payByCard(customer, '4242 4242 4242 4242');
    // The card page's return and accept, under load, as the journeys allow (user/journeys.ts thankYou); cover may start tomorrow.
    await customer.getByRole('heading', { level: 1, name: /^Thank you/ }).waitFor({ timeout: 30_000 });
    expect(new URL(customer.url()).hash).toBe(`#/quote/thankyou?uuid=${uuid}`);
    expect(storedProposal(uuid)).toMatchObject({ is_accepted: true, holder_consent: { status: 'signed' } });
    expect(errors).toEqual([]);
    // Only the used link's 410, as the browser and the widget's API log report it.
    expect(holderErrors).toHaveLength(2);
    expect(holderErrors.every((error) => /410|holder_link_gone/.test(error))).toBe(true);
  }, 150_000);
});
