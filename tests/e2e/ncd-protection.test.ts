import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { origin, storedRecord, useBrowser, watchErrors } from './support/browser';
import { payByCard } from './support/journey';
import { createQuotedProposal } from './support/quote';

const browser = useBrowser();

const pounds = (amount: number) => `£${amount.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe('no-claims protection', () => {
  it('is bought from the price screen as a choice of its own: the policy accepted has it and the price paid includes it', async () => {
    const { uuid, proposal } = await createQuotedProposal(origin());
    const offer = proposal.quote.ncd_protection!;
    expect(offer.available).toBe(true);
    const page = await browser.newPage();
    const errors = watchErrors(page);
    await page.goto(`${origin()}/#/quote/payment-option?uuid=${uuid}`);
    await page.getByRole('heading', { level: 1, name: 'Your car insurance quote' }).waitFor();
    const ncd = page.getByRole('region', { name: 'No Claims Discount (NCD)' });
    await ncd.getByText(`You can add no claims discount protection to this policy for ${pounds(offer.price!)} a year.`).waitFor();
    await expect(ncd.getByText(/edit your details/i).count()).resolves.toBe(0);

    await page.getByRole('button', { name: 'How NCD protection works' }).click();
    const explainer = page.getByRole('dialog', { name: 'How no claims discount protection works' });
    await explainer.getByRole('table', { name: /with protection/ }).waitFor();
    await expectNoAxeViolations(page, 'no-claims protection explained');
    await explainer.getByRole('button', { name: 'Close' }).last().click();
    await explainer.waitFor({ state: 'hidden' });

    await ncd.getByRole('button', { name: 'Add NCD protection' }).click();
    await ncd.getByText(`No claims discount protection is in your price: ${pounds(offer.price!)} a year.`).waitFor();
    await ncd.getByRole('button', { name: 'Remove NCD protection' }).waitFor();
    await expectNoAxeViolations(page, 'price with no-claims protection');
    const priced = storedRecord(uuid).proposal as typeof proposal;
    expect(priced.protect_ncd).toBe(true);
    // Her answer about her past cover is untouched.
    expect(priced.risk.previous_insurance?.ncd.is_protected).toBe(false);
    const premium = priced.quote.premium;
    expect(Math.abs(premium - proposal.quote.premium - offer.price!)).toBeLessThanOrEqual(0.01);
    await page.getByText(pounds(premium), { exact: true }).first().waitFor();

    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Add extra cover' }).waitFor();
    for (let card = 0; card < 3; card += 1) {
      await page.getByRole('button', { name: 'No Thanks', exact: true }).click();
    }
    await page.getByRole('button', { name: 'If you break down...' }).click();
    await page.getByRole('button', { name: 'Choose No breakdown cover' }).click();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('heading', { name: 'Quote Summary' }).waitFor();
    // Reference detail, in the closed Policy Summary.
    await page.getByText('Policy Summary', { exact: true }).click();
    const summaryNcd = page.getByRole('region', { name: 'No Claims Discount' });
    await summaryNcd.getByText(`Yes (${pounds(offer.price!)})`).waitFor();
    await page.getByRole('group', { name: 'Would you like your policy to renew automatically?' }).getByText('Yes', { exact: true }).click();
    await page.getByText(/taken reasonable care to answer every question/).click();
    await page.getByText(/agree to the Administration Services Contract and the Terms/).click();
    await page.getByText(/excesses and endorsements shown on this page/).click();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    await page.getByRole('heading', { level: 1, name: 'Pay for your policy' }).waitFor();
    await page.getByText(pounds(premium), { exact: true }).first().waitFor();
    await payByCard(page, '4242 4242 4242 4242');
    await page.getByRole('heading', { level: 1, name: /^Thank you/ }).waitFor();

    const record = storedRecord(uuid);
    const accepted = record.proposal as typeof proposal;
    expect(accepted).toMatchObject({ is_accepted: true, protect_ncd: true, quote: { premium, ncd_protection: { available: true } } });
    expect(record.sandbox.payments.filter((p) => p.outcome === 'succeeded').map((p) => p.amount)).toEqual([premium]);
    expect(errors).toEqual([]);
  });
});
