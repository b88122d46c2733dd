/**
 * Data that ends with the sale, in real Chromium (docs/security.md#data-that-ends-with-the-sale): a
 * quoted customer's session expires and she gets her quote back with her postcode and date of birth;
 * after a purchase the tab holds nothing personal and no token, and a reload still confirms.
 */
import dayjs from 'dayjs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { origin, useBrowser, watchErrors } from './support/browser';
import { payByCard } from './support/journey';
import { createQuotedProposal } from './support/quote';

const browser = useBrowser();

const priceHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Your car insurance quote' });
const stored = (page: Page) => page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }));

/** The access token the widget keeps in the tab's storage, if any. */
const storedToken = (page: Page) =>
  page.evaluate(
    () =>
      Object.values(sessionStorage)
        .map((value) => {
          try {
            return (JSON.parse(value) as { state?: { access?: { token?: string } | null } }).state?.access?.token;
          } catch {
            return undefined;
          }
        })
        .find(Boolean) ?? null,
  );

/** Everything personal of the shared proposal (tests/support/proposal.ts), as it would be stored. */
function personal(risk: { proposer: { date_of_birth?: string | null } }): RegExp[] {
  return [/Hart/, /Amelia/, /amelia\.hart@example\.com/, /07700900123/, /Park Lane/, new RegExp(risk.proposer.date_of_birth!)];
}

async function retrieve(page: Page, postcode: string, dob: string) {
  await page.getByLabel('Postcode').fill(postcode);
  await page.getByLabel('Date of birth').fill(dayjs(dob).format('DD/MM/YYYY'));
  await page.getByRole('button', { name: 'Retrieve my quote' }).click();
}

describe('data that ends with the session and with the sale', () => {
  it('a quoted customer’s session expires: nothing personal stays, and her reference, postcode and date of birth bring the quote back', async () => {
    const { uuid, proposal } = await createQuotedProposal(origin());
    const { risk } = proposal;
    const page = await browser.newPage();
    const errors = watchErrors(page);
    // The product's own 20 minutes, on Playwright's clock (as tests/e2e/session.test.ts).
    await page.clock.install();
    await page.goto(`${origin()}/blank.html#/quote/payment-option?uuid=${uuid}`);
    await page.evaluate(() => window.MotorQuote!.mount('#first', { brand: { name: 'Juniper Car Insurance' } }));
    await priceHeading(page).waitFor();
    await expect.poll(() => stored(page)).toContain('amelia.hart@example.com');

    await page.clock.fastForward('18:00');
    await page.getByRole('dialog', { name: 'Are you still there?' }).waitFor();
    await page.clock.fastForward('02:01');
    await page.getByRole('heading', { level: 1, name: 'Your session has expired' }).waitFor();
    for (const text of personal(risk)) await expect(stored(page)).resolves.not.toMatch(text);
    const reference = proposal.quote!.reference;
    await page.getByText(`Your quote ${reference} is saved`, { exact: false }).waitFor();
    await expectNoAxeViolations(page, 'expired with a saved quote');

    await page.getByRole('button', { name: 'Retrieve your quote' }).click();
    await page.getByRole('heading', { level: 1, name: 'Retrieve a Quote' }).waitFor();
    await expect(page.getByLabel('Quote reference').inputValue()).resolves.toBe(reference);
    await retrieve(page, risk.proposer.address.postcode!, risk.proposer.date_of_birth!);
    await priceHeading(page).waitFor();
    expect(new URL(page.url()).hash).toBe(`#/quote/payment-option?uuid=${uuid}`);
    await page.getByText(reference, { exact: true }).first().waitFor();
    expect(errors).toEqual([]);
  });

  it('a token the API ended lands on Retrieve a Quote with a notice, never a technical issue', async () => {
    const { uuid, proposal } = await createQuotedProposal(origin());
    const page = await browser.newPage();
    // Her quote retrieved elsewhere: the token this page was lent is revoked.
    const recalled = await fetch(`${origin()}/api/proposal/recall`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        reference: proposal.quote!.reference,
        postcode: proposal.risk.proposer.address.postcode,
        dob: proposal.risk.proposer.date_of_birth,
      }),
    });
    expect(recalled.status).toBe(200);
    await page.goto(`${origin()}/#/quote/payment-option?uuid=${uuid}`);
    await page.getByRole('heading', { level: 1, name: 'Retrieve a Quote' }).waitFor();
    await page.getByText('Your quote was opened somewhere else').waitFor();
    await expectNoAxeViolations(page, 'recall after a revoked token');
  });

  it('after the purchase the tab holds no name, e-mail, date of birth, mobile or token, and a reload still confirms', async () => {
    const { uuid, proposal } = await createQuotedProposal(origin());
    const { risk } = proposal;
    const page = await browser.newPage();
    const errors = watchErrors(page);
    // Retrieved in this tab, so the widget holds its own token, as a customer's does.
    await page.goto(`${origin()}/#/quote/recall`);
    await page.getByLabel('Quote reference').fill(proposal.quote!.reference);
    await retrieve(page, risk.proposer.address.postcode!, risk.proposer.date_of_birth!);
    await priceHeading(page).waitFor();
    await expect.poll(() => storedToken(page)).toMatch(/^[\w-]{32,}$/);
    const token = (await storedToken(page))!;

    await page.evaluate((id) => (location.hash = `#/quote/payment?uuid=${id}`), uuid);
    await page.frameLocator('iframe[title="Secure card payment"]').getByLabel('Card number').waitFor();
    await payByCard(page, '4242 4242 4242 4242');
    const thanks = page.getByRole('heading', { level: 1, name: /^Thank you(, your car is insured|\. Your cover starts on )/ });
    await thanks.waitFor();
    await page.getByRole('link', { name: /Go to your customer portal/ }).waitFor();
    const after = await stored(page);
    for (const text of [...personal(risk), new RegExp(token)]) expect(after).not.toMatch(text);
    expect(after).toContain(proposal.quote!.reference);
    // The token is dead at the API too.
    const res = await fetch(`${origin()}/api/proposal/${uuid}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(401);

    await page.reload();
    await thanks.waitFor();
    await page.getByText(proposal.quote!.reference, { exact: true }).waitFor();
    await page.getByText(/emailed your policy documents to you/).waitFor();
    for (const text of personal(risk)) await expect(stored(page)).resolves.not.toMatch(text);
    await expectNoAxeViolations(page, 'thank-you after a reload');
    expect(errors).toEqual([]);
  });
});
