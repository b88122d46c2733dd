import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { origin, useBrowser, watchErrors } from './support/browser';
import { createQuotedProposal } from './support/quote';

const browser = useBrowser();

const partnerPage = (request: Record<string, string>) => `${origin()}/partner.html?${new URLSearchParams(request)}`;

describe('a quote from a partner (demo/pages/partner.html, source of business 105)', () => {
  it('shows the partner’s logo, the Web reference of the quote and the Special Offers', async () => {
    const { uuid, proposal } = await createQuotedProposal(origin(), { sourceOfBusiness: '105' });
    const page = await browser.newPage();
    const errors = watchErrors(page);
    await page.goto(
      partnerPage({
        reference: proposal.quote.reference,
        postcode: proposal.risk.proposer.address.postcode!,
        dob: proposal.risk.proposer.date_of_birth!,
      }),
    );
    await page.waitForFunction((id) => location.hash === `#/quote/payment-option?uuid=${id}`, uuid);
    await page.getByRole('heading', { name: 'Special Offers' }).waitFor();
    await page.getByRole('img', { name: 'CompareCover' }).waitFor();
    const reference = page.getByText('Web reference', { exact: false }).filter({ hasText: proposal.quote.reference });
    await reference.waitFor();
    await page.getByText(/You came to us through CompareCover/).waitFor();
    await expectNoAxeViolations(page, 'partner price page');
    expect(errors).toEqual([]);
  });

  it('hides the Special Offers and the partner’s logo for a direct (Website) quote, keeping the Web reference', async () => {
    const { uuid, proposal } = await createQuotedProposal(origin(), { sourceOfBusiness: 'Website' });
    const page = await browser.newPage();
    await page.goto(`${origin()}/#/quote/payment-option?uuid=${uuid}`);
    const reference = page.getByText('Web reference', { exact: false }).filter({ hasText: proposal.quote.reference });
    await reference.waitFor();
    await expect(page.getByRole('heading', { name: 'Special Offers' }).count()).resolves.toBe(0);
    await expect(page.getByRole('img', { name: 'CompareCover' }).count()).resolves.toBe(0);
  });

  it('shows the Special Offers for any other source of business set, a partner without a logo too', async () => {
    const { uuid } = await createQuotedProposal(origin(), { sourceOfBusiness: '999' });
    const page = await browser.newPage();
    await page.goto(`${origin()}/#/quote/payment-option?uuid=${uuid}`);
    await page.getByRole('heading', { name: 'Special Offers' }).waitFor();
    await page.getByText(/Any reward or offer promised where you found us/).waitFor();
  });
});
