import type { Page } from 'playwright-core';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { origin, useBrowser, watchErrors } from './support/browser';
import { accessHeaders, versionHeaders } from './support/access';
import { createQuotedProposal } from './support/quote';

const browser = useBrowser();

async function post(path: string, body?: unknown) {
  const uuid = /[0-9a-f-]{36}/.exec(path)?.[0];
  const res = await fetch(`${origin()}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(uuid ? { ...accessHeaders(uuid), ...(await versionHeaders(origin(), uuid)) } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: await res.json().catch(() => null) };
}

/** Buys a quote straight through the sandbox: the card page, then accept. */
async function buy(uuid: string) {
  const { json } = await post(`/api/proposal/${uuid}/quote/payment`, { return_url: `${origin()}/#/quote/complete?uuid=${uuid}` });
  const form = new URLSearchParams({ card_number: '4242424242424242', expiry: '12/39', cvc: '123', name: 'Amelia Hart' });
  await fetch(json.payment_url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
  const accepted = await post(`/api/proposal/${uuid}/quote/accept`, {});
  expect(accepted.json.proposal.is_accepted).toBe(true);
}

const displayDate = (iso: string) => dayjs(iso).format('DD/MM/YYYY');
const recallHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Retrieve a Quote' });

afterEach(async () => {
  await fetch(`${origin()}/sandbox/faults`, { method: 'DELETE' });
});

describe('Retrieve a Quote', () => {
  it('finds the bought quote’s sibling by its reference, postcode and date of birth, and opens its price', async () => {
    const bought = await createQuotedProposal(origin());
    const sibling = await createQuotedProposal(origin(), { coverType: 'TPFT' });
    await buy(bought.uuid);
    const { risk } = sibling.proposal;
    const page = await browser.newPage();
    await page.goto(`${origin()}/#/quote/recall`);
    await recallHeading(page).waitFor();
    await expectNoAxeViolations(page, 'recall');
    await expect(page.getByLabel('Postcode').getAttribute('autocomplete')).resolves.toBe('postal-code');
    await expect(page.getByLabel('Date of birth').getAttribute('autocomplete')).resolves.toBe('bday');

    await page.getByLabel('Quote reference').fill(` ${sibling.proposal.quote!.reference.toLowerCase()} `);
    await page.getByLabel('Postcode').fill(risk.proposer.address.postcode!.toLowerCase());
    // Pasted in one go, as from a quote e-mail.
    await page.getByLabel('Date of birth').focus();
    await page.keyboard.insertText(displayDate(risk.proposer.date_of_birth!));
    const request = page.waitForRequest((r) => r.url().endsWith('/api/proposal/recall'));
    await page.getByRole('button', { name: 'Retrieve my quote' }).click();
    expect((await request).postDataJSON()).toMatchObject({ dob: risk.proposer.date_of_birth });
    await page.waitForFunction((uuid) => location.hash === `#/quote/payment-option?uuid=${uuid}`, sibling.uuid);
  });

  it('asks for every detail, and replaces the fields with the product’s message when nothing matches', async () => {
    const { proposal } = await createQuotedProposal(origin());
    const page = await browser.newPage();
    await page.goto(`${origin()}/#/quote/recall`);
    await page.getByRole('button', { name: 'Retrieve my quote' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await summary.waitFor();
    await expect(summary.getByRole('link').allTextContents()).resolves.toEqual([
      'Enter your quote reference',
      'Enter your postcode',
      'Enter your date of birth',
    ]);

    await page.getByLabel('Quote reference').fill(proposal.quote!.reference);
    await page.getByLabel('Postcode').fill('SW1A 1AA');
    await page.getByLabel('Date of birth').pressSequentially(displayDate(proposal.risk.proposer.date_of_birth!));
    await page.getByRole('button', { name: 'Retrieve my quote' }).click();
    await page
      .getByText(
        /couldn’t find a quote matching those details, please try again\. If you keep seeing this message, please call us on 0330\s123\s4567/,
      )
      .waitFor();
    await expect(page.getByLabel('Quote reference').count()).resolves.toBe(0);
    await expectNoAxeViolations(page, 'recall not found');

    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByLabel('Postcode').inputValue()).resolves.toBe('SW1A 1AA');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForFunction(() => location.hash === '#/quote/create');
  });
});

describe('a partner’s deep link', () => {
  const partnerPage = (request: Record<string, string>) => `${origin()}/partner.html?${new URLSearchParams(request)}`;

  it('shows only “Recalling quote...”, then the quote’s price with the partner’s logo', async () => {
    const { uuid, proposal } = await createQuotedProposal(origin(), { sourceOfBusiness: '105' });
    await post('/sandbox/faults', { endpoint: 'recallProposal', delayMs: 1500, times: 1 });
    const page = await browser.newPage();
    const errors = watchErrors(page);
    const request = page.waitForRequest((r) => r.url().endsWith('/api/proposal/recall'));
    await page.goto(
      partnerPage({
        reference: proposal.quote!.reference,
        postcode: proposal.risk.proposer.address.postcode!,
        dob: proposal.risk.proposer.date_of_birth!,
        partner_ref: 'CC-99812',
      }),
    );
    const modal = page.getByRole('dialog', { name: 'Please wait' });
    await modal.getByText('Recalling quote...').waitFor();
    // Nothing of the widget's own but the modal: the only page heading is the partner's.
    await expect(page.getByRole('heading', { level: 1, includeHidden: true }).allTextContents()).resolves.toEqual([
      'Your chosen quote from Juniper Car Insurance',
    ]);
    await expectNoAxeViolations(page, 'deep link');
    expect((await request).postDataJSON()).toEqual({
      reference: proposal.quote!.reference,
      postcode: proposal.risk.proposer.address.postcode,
      dob: proposal.risk.proposer.date_of_birth,
      partner_ref: 'CC-99812',
    });
    await page.waitForFunction((id) => location.hash === `#/quote/payment-option?uuid=${id}`, uuid);
    await page.getByRole('img', { name: 'CompareCover' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('sends a malformed request to Recall with a clear message, and an unknown quote to Recall’s not-found message', async () => {
    const page = await browser.newPage();
    await page.goto(partnerPage({ reference: 'MQ-7KQ4-2P9D', postcode: 'LS6 2AB', dob: '14/03/1988' }));
    await recallHeading(page).waitFor();
    expect(new URL(page.url()).hash).toBe('#/quote/recall?reason=invalid-link');
    await page.getByText('We couldn’t open your quote from that link').waitFor();
    await page.getByLabel('Quote reference').waitFor();
    await page.getByRole('img', { name: 'CompareCover' }).waitFor();
    await expectNoAxeViolations(page, 'recall after a malformed deep link');

    await page.goto(partnerPage({ reference: 'MQ-2222-2222', postcode: 'LS6 2AB', dob: '1988-03-14' }));
    await page.waitForFunction(() => location.hash === '#/quote/recall?reason=not-found');
    await page.getByText(/couldn’t find a quote matching those details/).waitFor();
  });
});
