/**
 * A failure after her payment was taken (docs/product/regulation.md#her-answers-and-misrepresentation):
 * the technical-issue screen says her cover is not confirmed, not to pay again, that we will call, with
 * her web reference, and offers no new quote; before any payment it keeps its "carry on" words.
 */
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { origin, useBrowser } from './support/browser';
import { payByCard } from './support/journey';
import { createQuotedProposal } from './support/quote';

const browser = useBrowser();

describe('the technical-issue screen after a payment', () => {
  it('when accepting the paid quote fails, says don’t pay again and we will call, with the reference', async () => {
    const { uuid, proposal } = await createQuotedProposal(origin());
    const page = await browser.newPage({ width: 360, height: 800 });
    // The insurer's accept fails once the card has been charged.
    await page.route(/\/quote\/accept$/, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'server_error', message: 'down' }) }),
    );
    await page.goto(`${origin()}/#/quote/payment?uuid=${uuid}`);
    await page.getByRole('heading', { level: 1, name: 'Pay for your policy' }).waitFor();
    await payByCard(page, '4242 4242 4242 4242');
    await page.getByRole('heading', { level: 1, name: 'We’re experiencing a technical issue' }).waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).hash).toBe('#/error/exception?paid');
    const body = page.getByText(/We have your payment/);
    await body.waitFor();
    expect(await body.innerText()).toBe(
      'We have your payment, but we could not finish setting up your policy, so your cover is not confirmed yet. Please don’t pay again: we will call you, or you can call us on 0330\u00a0123\u00a04567.',
    );
    expect(await page.getByText(proposal.quote!.reference, { exact: true }).evaluate((el) => el.closest('p')?.textContent)).toBe(
      `Your web reference ${proposal.quote!.reference}`,
    );
    expect(await page.getByRole('button', { name: 'Start a quote' }).count()).toBe(0);
    expect(await page.getByText(/carry on with your quote/).count()).toBe(0);
    await expectNoAxeViolations(page, 'exception after payment');
  });
});
