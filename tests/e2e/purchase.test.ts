import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { origin, storedProposal, storedSandbox, useBrowser, watchErrors } from './support/browser';
import { payByCard, quoteAndConfirm, signAgreement } from './support/journey';
import { createQuotedProposal } from './support/quote';

const browser = useBrowser();

const CARD_OK = '4242 4242 4242 4242';
const CARD_DECLINED = '4000 0000 0000 0002';
const pounds = (amount: number) => `£${amount.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

// Insured now, or from a later start the sandbox's quote may carry (thankYou.titleFuture).
const thankYouHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: /^Thank you(, your car is insured|\. Your cover starts on )/ });

async function fillOwnAccount(page: Page, { name = 'Mrs A Hart', sortCode = '309430' } = {}) {
  await page.getByRole('group', { name: 'Are you the account holder?' }).getByText('Yes', { exact: true }).click();
  await page.getByLabel('Name on the account').fill(name);
  await page.getByLabel('Account number').pressSequentially('00733445');
  await page.getByLabel('Sort code').pressSequentially(sortCode);
}

// The insurer's own record: after the sale the token opens nothing (docs/security.md#data-that-ends-with-the-sale).
const serverProposal = async (uuid: string) => storedProposal(uuid);

describe('buying a quote', () => {
  it('pays in full by card and sees the confirmation; a reload never accepts twice', async () => {
    const { uuid, proposal } = await createQuotedProposal(origin());
    const page = await browser.newPage();
    const errors = watchErrors(page);
    const accepts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/quote/accept')) accepts.push(request.postData() ?? '');
    });
    await page.goto(`${origin()}/#/quote/payment?uuid=${uuid}`);
    await page.getByRole('heading', { level: 1, name: 'Pay for your policy' }).waitFor();
    await page.frameLocator('iframe[title="Secure card payment"]').getByLabel('Card number').waitFor();
    await page.getByText(pounds(proposal.quote!.premium), { exact: true }).waitFor();
    await page.getByText('Your annual premium, including Insurance Premium Tax.').waitFor();
    await expectNoAxeViolations(page, 'payment');

    await payByCard(page, CARD_OK);
    await thankYouHeading(page).waitFor();
    expect(new URL(page.url()).hash).toBe(`#/quote/thankyou?uuid=${uuid}`);
    await page.getByText(proposal.quote!.reference, { exact: true }).waitFor();
    await page.getByText(/at 00:01$/).waitFor();
    await page.getByText(/proof of it from your previous insurer/).waitFor();
    await page.getByText(/emailed your policy documents to amelia\.hart@example\.com/).waitFor();
    const portal = page.getByRole('link', { name: /Go to your customer portal/ });
    await expect(portal.getAttribute('target')).resolves.toBe('_blank');
    // A single-use, expiring token, never the quote reference.
    await expect(portal.getAttribute('href')).resolves.toMatch(/\/sandbox\/portal\?token=[\w-]{32}$/);
    await expectNoAxeViolations(page, 'thank-you');
    // One accept, carrying the documents she was shown before she paid (their versions are recorded with the sale).
    expect(accepts).toHaveLength(1);
    expect(JSON.parse(accepts[0]!).documents).toEqual(expect.arrayContaining([expect.stringMatching(/\/sandbox\/documents\/ipid\.html$/)]));
    await expect(serverProposal(uuid)).resolves.toMatchObject({ is_purchased: true, is_accepted: true });

    await page.reload();
    await thankYouHeading(page).waitFor();
    expect(accepts).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('pays monthly by Direct Debit: the loan explained, the agreement signed, the deposit by card, the bank details never stored in the browser', async () => {
    const { uuid, proposal } = await createQuotedProposal(origin(), { payMonthly: true });
    const { credit_documents: documents } = proposal.quote;
    const page = await browser.newPage();
    await page.goto(`${origin()}/#/quote/instalments?uuid=${uuid}`);
    await page.getByRole('heading', { level: 1, name: 'Set up your Direct Debit' }).waitFor();
    await page.getByText('The Direct Debit Guarantee').waitFor();
    await page.getByText(/a hard search will appear on your credit file/).waitFor();
    // The pre-contract credit information, before she applies: the sandbox's document, filled with this quote.
    const loan = page.getByRole('region', { name: 'Paying monthly is a loan' });
    await loan.getByText('Cancelling your policy does not end the loan', { exact: false }).waitFor();
    const [secci] = await Promise.all([
      page.context().waitForEvent('page'),
      loan.getByRole('link', { name: /Pre-contract credit information/ }).click(),
    ]);
    await secci.getByRole('heading', { level: 1, name: 'Pre-contract credit information' }).waitFor();
    await secci.getByText(documents!.information.version, { exact: false }).waitFor();
    await secci.close();
    await expectNoAxeViolations(page, 'instalments');

    await page.getByRole('button', { name: 'Continue to payment' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await summary.waitFor();
    await expect(summary.getByRole('link').count()).resolves.toBe(4);
    await expectNoAxeViolations(page, 'instalments with errors');

    await fillOwnAccount(page, { sortCode: '309430' });
    await expect(page.getByLabel('Sort code').inputValue()).resolves.toBe('30-94-30');
    const saved = page.waitForRequest((request) => request.url().endsWith('/pay-monthly'));
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    const body = (await saved).postDataJSON();
    expect(body).toEqual({
      is_pay_monthly: true,
      direct_debit: {
        account_name: 'Mrs A Hart',
        account_number: '00733445',
        sort_code: '309430',
        is_proposer_account_holder: true,
        collection_day: proposal.risk.start_date!.slice(8, 10),
      },
      credit_information_version: documents!.information.version,
    });

    // The credit agreement, signed before the deposit.
    await page.getByRole('heading', { level: 1, name: 'Sign your credit agreement' }).waitFor();
    expect(new URL(page.url()).hash).toBe(`#/quote/credit-agreement?uuid=${uuid}`);
    await expectNoAxeViolations(page, 'credit agreement');
    await page.getByRole('button', { name: 'Sign and continue to payment' }).click();
    const refused = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await refused.waitFor();
    await expect(refused.getByRole('link').allTextContents()).resolves.toEqual([
      'Enter your full name',
      'Tick ‘I agree to the credit agreement’ to sign it',
    ]);
    await expectNoAxeViolations(page, 'credit agreement with errors');
    await signAgreement(page, 'Mrs Amelia Hart');

    await page.getByRole('heading', { level: 1, name: 'Pay for your policy' }).waitFor();
    expect(new URL(page.url()).hash).toBe(`#/quote/payment?uuid=${uuid}`);
    await page.getByText(pounds(proposal.quote!.monthly_deposit!), { exact: true }).waitFor();
    await page.getByText(/The deposit for your monthly plan/).waitFor();
    const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }));
    expect(stored).toContain(uuid);
    expect(stored).not.toContain('00733445');
    expect(stored).not.toContain('309430');
    expect(stored).not.toContain('Mrs A Hart');

    const accepted = page.waitForRequest((request) => request.url().endsWith('/quote/accept'));
    await payByCard(page, CARD_OK);
    await thankYouHeading(page).waitFor();
    // After the reload the typed details are gone, and the API never gives them back: accept uses the
    // mandate the insurer stored at pay-monthly, and shows the account as its last 2 digits.
    // Accept carries only the documents she was shown, never her bank details.
    expect(Object.keys((await accepted).postDataJSON())).toEqual(['documents']);
    await expect(serverProposal(uuid)).resolves.toMatchObject({
      is_pay_monthly: true,
      is_accepted: true,
      direct_debit: { account_number: '******45', sort_code: '**-**-**' },
      credit_agreement: { status: 'signed', signed_by: 'proposer', version: documents!.agreement.version },
    });
    // Stored with the sale: the credit information she was shown, and the agreement as she signed it.
    expect(storedSandbox(uuid)).toMatchObject({
      credit_information: { version: documents!.information.version },
      agreement: {
        version: documents!.agreement.version,
        signed_name: 'Mrs Amelia Hart',
        amount_of_credit: Math.round((proposal.quote.premium - proposal.quote.monthly_deposit!) * 100) / 100,
        credit_information_version: documents!.information.version,
      },
    });
  });

  it('a declined card goes to Failed, and back to payment to pay with another card', async () => {
    const { uuid } = await createQuotedProposal(origin());
    const page = await browser.newPage();
    await page.goto(`${origin()}/#/quote/payment?uuid=${uuid}`);
    await payByCard(page, CARD_DECLINED);
    await page.getByRole('heading', { level: 1, name: 'Your payment has been unsuccessful' }).waitFor();
    expect(new URL(page.url()).hash).toBe(`#/quote/payment/failed?uuid=${uuid}`);
    await page.getByRole('button', { name: 'Return to payment page and try again' }).click();
    await page.getByRole('heading', { level: 1, name: 'Pay for your policy' }).waitFor();
    await payByCard(page, CARD_OK);
    await thankYouHeading(page).waitFor();
    await expect(serverProposal(uuid)).resolves.toMatchObject({ is_accepted: true });
  });

  it('a declined credit check goes to InstalmentsDeclined, which names the credit reference agency and its contact, and whose Pay in full buys the policy in one payment', async () => {
    const { uuid, proposal } = await createQuotedProposal(origin(), { payMonthly: true });
    const page = await browser.newPage();
    await page.goto(`${origin()}/#/quote/instalments?uuid=${uuid}`);
    await fillOwnAccount(page, { name: 'Decline' });
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your credit application has been declined' }).waitFor();
    // The agency the lender searched, named with its address and contact (the demo brand's brand.credit).
    await page
      .getByText(
        'To decide, Hedgerow Premium Finance Ltd (demo) searched your file at a credit reference agency: Example Credit Reference Ltd (demo), PO Box 1, Example Town EX1 1AA, 0800 000 0000, www.cra.example. You can ask them for a copy of your file.',
      )
      .waitFor();
    await page.getByText(/paying for the year in full, or call us on 0330\s123\s4567/).waitFor();
    await expectNoAxeViolations(page, 'instalments declined');
    await page.getByRole('button', { name: 'Pay in full' }).click();
    await page.getByRole('heading', { level: 1, name: 'Pay for your policy' }).waitFor();
    await page.getByText(pounds(proposal.quote!.premium), { exact: true }).waitFor();
    await payByCard(page, CARD_OK);
    await thankYouHeading(page).waitFor();
    await expect(serverProposal(uuid)).resolves.toMatchObject({ is_pay_monthly: false, is_accepted: true });
  });

  it('shows the bank’s refusal in a red block, and sends a referred quote to Referred', async () => {
    const bad = await createQuotedProposal(origin(), { payMonthly: true });
    const page = await browser.newPage();
    await page.goto(`${origin()}/#/quote/instalments?uuid=${bad.uuid}`);
    await fillOwnAccount(page, { sortCode: '000000' });
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'We could not verify those bank details' });
    await alert.waitFor();
    await expect.poll(() => alert.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).toBe(true);
    await expectNoAxeViolations(page, 'instalments with a server message');

    const referred = await createQuotedProposal(origin(), { payMonthly: true, surname: 'Refer' });
    await page.goto(`${origin()}/#/quote/instalments?uuid=${referred.uuid}`);
    await page.getByRole('heading', { level: 1, name: 'Set up your Direct Debit' }).waitFor();
    await fillOwnAccount(page);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('heading', { level: 1, name: 'We can’t complete your purchase' }).waitFor();
  });

  it('Back from payment goes to the credit agreement when paying monthly (and on to Instalments), else to the summary', async () => {
    const annual = await createQuotedProposal(origin());
    const page = await browser.newPage();
    await page.goto(`${origin()}/#/quote/payment?uuid=${annual.uuid}`);
    await page.frameLocator('iframe[title="Secure card payment"]').getByLabel('Card number').waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForFunction((uuid) => location.hash === `#/quote/summary?uuid=${uuid}`, annual.uuid);

    const monthly = await createQuotedProposal(origin(), { payMonthly: true });
    await page.goto(`${origin()}/#/quote/instalments?uuid=${monthly.uuid}`);
    await fillOwnAccount(page);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await signAgreement(page);
    await page.frameLocator('iframe[title="Secure card payment"]').getByLabel('Card number').waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sign your credit agreement' }).waitFor();
    expect(new URL(page.url()).hash).toBe(`#/quote/credit-agreement?uuid=${monthly.uuid}`);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { level: 1, name: 'Set up your Direct Debit' }).waitFor();
    expect(new URL(page.url()).hash).toBe(`#/quote/instalments?uuid=${monthly.uuid}`);
  });

  it('a card page asked for before signing comes back to the agreement', async () => {
    const { uuid } = await createQuotedProposal(origin(), { payMonthly: true });
    const page = await browser.newPage();
    await page.goto(`${origin()}/#/quote/instalments?uuid=${uuid}`);
    await fillOwnAccount(page);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sign your credit agreement' }).waitFor();
    await page.goto(`${origin()}/#/quote/payment?uuid=${uuid}`);
    await page.getByRole('heading', { level: 1, name: 'Sign your credit agreement' }).waitFor();
    expect(new URL(page.url()).hash).toBe(`#/quote/credit-agreement?uuid=${uuid}`);
  });
});

describe('the whole journey, from an empty form to the thank-you page', () => {
  it('pays in full with card 4242 4242 4242 4242', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    const uuid = await quoteAndConfirm(page, origin(), false);
    await page.waitForURL((url) => url.hash === `#/quote/payment?uuid=${uuid}`);
    await page.frameLocator('iframe[title="Secure card payment"]').getByLabel('Card number').waitFor();
    await expectNoAxeViolations(page, 'journey: payment');
    await payByCard(page, CARD_OK);
    await thankYouHeading(page).waitFor();
    await expectNoAxeViolations(page, 'journey: thank-you');
    await expect(serverProposal(uuid)).resolves.toMatchObject({ is_pay_monthly: false, is_purchased: true, is_accepted: true });
    expect(errors).toEqual([]);
  }, 240_000);

  it('pays monthly by Direct Debit, reading in order the insurer, the firm’s status, the lender and the broker, the representative example and the pre-contract credit information', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    const read = (text: string | RegExp) => page.getByText(text).first().waitFor();
    const uuid = await quoteAndConfirm(page, origin(), true, {
      read: {
        price: async () => {
          // The demo brand's defaults (src/config/brand-schema.ts): the insurer, the firm as a broker, the lender.
          await read('Underwritten by Juniper Underwriting Ltd (demo).');
          await read(/Juniper Car Insurance Ltd \(demo\), .* arranges your policy as an insurance broker acting for you\./);
          const example = page.getByRole('region', { name: 'Representative example' });
          await example
            .getByText(/Paying monthly is a loan from Hedgerow Premium Finance Ltd \(demo\), .* acts as a credit broker, not a lender/)
            .waitFor();
          await example.getByText('Representative APR').waitFor();
          await example.getByText(/renewing monthly means a new credit agreement/).waitFor();
          await expectNoAxeViolations(page, 'journey: price, monthly');
        },
        summary: async () => {
          await read('Underwritten by Juniper Underwriting Ltd (demo).');
          // The firms' status in full is reference detail, in the closed Policy Summary.
          await page.getByText('Policy Summary', { exact: true }).click();
          await read(/Your insurer is Juniper Underwriting Ltd \(demo\), .*authorised by the Prudential Regulation Authority/);
          await read(/It charges an arrangement fee of £20\.00, included in your price\./);
          await expectNoAxeViolations(page, 'journey: summary, monthly');
        },
      },
    });
    await page.waitForURL((url) => url.hash === `#/quote/instalments?uuid=${uuid}`);
    await page.getByRole('heading', { level: 1, name: 'Set up your Direct Debit' }).waitFor();
    await read(
      'Your monthly payments are collected by Hedgerow Premium Finance by Direct Debit from a UK bank or building society account.',
    );
    await read('Your Direct Debit is paid to Hedgerow Premium Finance, the name on your bank statement.');
    const [secci] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: /Pre-contract credit information/ }).click(),
    ]);
    await secci.getByRole('heading', { level: 1, name: 'Pre-contract credit information' }).waitFor();
    // The lender the screens named is the one the credit documents name.
    await secci
      .getByText(/Hedgerow Premium Finance Ltd \(demo\)/)
      .first()
      .waitFor();
    await secci.close();
    await expectNoAxeViolations(page, 'journey: instalments');
    await fillOwnAccount(page);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    // The form's proposer (tests/e2e/user/steps.ts aboutYou).
    await signAgreement(page, 'Amelia Hughes');
    await page.frameLocator('iframe[title="Secure card payment"]').getByLabel('Card number').waitFor();
    await page.getByText(/The deposit for your monthly plan|The first payment of your monthly plan/).waitFor();
    await read('Underwritten by Juniper Underwriting Ltd (demo).');
    await expectNoAxeViolations(page, 'journey: payment, monthly');
    await payByCard(page, CARD_OK);
    await thankYouHeading(page).waitFor();
    await read('Underwritten by Juniper Underwriting Ltd (demo).');
    await expectNoAxeViolations(page, 'journey: thank-you, monthly');
    await expect(serverProposal(uuid)).resolves.toMatchObject({ is_pay_monthly: true, is_accepted: true });
    expect(errors).toEqual([]);
  }, 240_000);
});
