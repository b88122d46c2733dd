/**
 * The disclosures, as a compliance reviewer walks them: from the add-ons to the card page, every disclosure is
 * read before she pays (demands and needs, the firm and its FRN, cancelling within 14 days,
 * complaints and the Ombudsman, privacy, how to stop automatic renewal), then her copy on the
 * thank-you screen and in the confirmation e-mail. MQ_SCREENSHOTS=docs/screenshots also writes the
 * summary and card page at 360 and 1280 px.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { origin, useBrowser, watchErrors } from './support/browser';
import { proposalWithDrivers } from './support/household';
import { payByCard } from './support/journey';
import { createQuotedProposal } from './support/quote';
import { sel } from './support/class-names';

const browser = useBrowser();
const shots = process.env.MQ_SCREENSHOTS;

/** The whole page at 360 and 1280 px, back at 1280 after. */
async function screenshots(page: Page, name: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(shots, `${name}-${width}.png`), fullPage: true });
  }
}

const text = async (locator: Locator) => (await locator.innerText()).replace(/\s+/g, ' ');
const linkNames = async (locator: Locator) => (await locator.getByRole('link').allInnerTexts()).map((name) => name.replace(/\s+/g, ' '));

describe('what she is told before she pays', () => {
  it('reads every disclosure from the add-ons to the card page, then keeps her copy', { timeout: 120_000 }, async () => {
    // Amelia Hart and Tom Hart, paying in full.
    const { uuid, proposal } = await createQuotedProposal(origin(), { change: (p) => void (p.risk = proposalWithDrivers(1, 0).risk) });
    const page = await browser.newPage();
    const errors = watchErrors(page);
    await page.goto(`${origin()}/#/quote/addons?uuid=${uuid}`);
    await page.getByRole('heading', { name: 'Motor Legal Protection' }).waitFor();
    // Legal protection added, key cover and enhanced personal accident declined, no breakdown.
    for (const answer of ['Add to quote', 'No Thanks', 'No Thanks']) {
      await page.getByRole('button', { name: answer, exact: true }).click();
    }
    await page.getByRole('button', { name: 'If you break down...' }).click();
    await page.getByRole('button', { name: 'Choose No breakdown cover' }).click();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    // What she reads for reference is in the closed Policy Summary.
    await page.getByText('Policy Summary', { exact: true }).click();
    const needs = page.getByRole('region', { name: 'Your demands and needs' });
    await needs.getByText(/^Use of the car: /).waitFor();
    const statement = await text(needs);
    for (const line of [
      'Comprehensive cover',
      'Cover for Amelia Hart and Tom Hart to drive the car',
      'These extras: Personal Accident Cover and Motor Legal Protection',
      'Not these extras, which you declined: Key Cover, Enhanced Personal Accident Cover and breakdown cover',
      'An excess of £500.00: £250.00 compulsory and £250.00 voluntary',
      'To pay for the year in one payment',
      'This policy meets those demands and needs.',
      'We have not given you advice or a personal recommendation',
    ])
      expect(statement).toContain(line);

    const buy = await text(page.getByRole('region', { name: 'Before you buy' }));
    // Who insures her, and in what capacity the firm sells, from the brand's config.
    expect(buy).toContain('Your insurer is Juniper Underwriting Ltd (demo), 2 Example Street, London EC1A 1AB (this is a demonstration)');
    expect(buy).toContain(
      'Juniper Car Insurance Ltd (demo), 1 Example Street, London EC1A 1AA (this is a demonstration), arranges your policy as an insurance broker acting for you.',
    );
    expect(buy).toContain('It is authorised and regulated by the Financial Conduct Authority, firm reference number 000000.');
    expect(buy).toContain('You can cancel within 14 days');
    expect(buy).toContain('keeping only the cost of the days you were covered and a fee of £25.00');
    expect(buy).toMatch(/Financial Ombudsman Service/);
    expect(buy).toMatch(/credit reference and fraud prevention agencies, and keep them for 7 years/);
    await expect(linkNames(page.getByRole('region', { name: 'Before you buy' }))).resolves.toEqual([
      'Check us on the FCA register (opens in a new tab)',
      'How to complain (opens in a new tab)',
      'Privacy notice (opens in a new tab)',
    ]);

    const renewal = page.getByRole('group', { name: 'Would you like your policy to renew automatically?' });
    expect(await text(page.getByRole('region', { name: 'Renewal Information' }))).toContain('at least 21 days before your policy ends');
    // The way to stop it is the question's description: a screen reader hears it with the question.
    const described = await renewal.evaluate((group) => {
      const root = group.getRootNode() as ShadowRoot;
      const ids = (group.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
      return ids
        .map((id) => root.getElementById(id)?.textContent ?? '')
        .join(' ')
        .replace(/\s+/g, ' ');
    });
    expect(described).toContain('turn automatic renewal off at any time: call us on 0330 123 4567, e-mail help@juniper-insurance.example');

    const footer = page.locator(sel('#motor-quote .mq-footer'));
    expect(await text(footer)).toContain('firm reference number 000000');
    await expect(linkNames(footer)).resolves.toEqual([
      'Privacy notice (opens in a new tab)',
      'How to complain (opens in a new tab)',
      'Accessibility (opens in a new tab)',
      'Check us on the FCA register (opens in a new tab)',
    ]);
    await expectNoAxeViolations(page, 'summary with its disclosures');
    await screenshots(page, 'summary-before-you-buy');

    await renewal.getByText('No', { exact: true }).click();
    await page.getByText(/taken reasonable care to answer every question/).click();
    await page.getByText(/agree to the Administration Services Contract and the Terms/).click();
    await page.getByText(/excesses and endorsements shown on this page/).click();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    await page.getByRole('heading', { level: 1, name: 'Pay for your policy' }).waitFor();
    await page.frameLocator('iframe[title="Secure card payment"]').getByLabel('Card number').waitFor();
    // Beside the card form: who insures her, and her right to cancel.
    await page
      .getByText(
        /^Underwritten by Juniper Underwriting Ltd \(demo\)\. .*arranges your policy as an insurance broker.* You can cancel within 14 days\.$/,
      )
      .waitFor();
    await page.getByRole('link', { name: 'How to complain (opens in a new tab)' }).first().waitFor();
    await expectNoAxeViolations(page, 'card page with who she is paying');
    await screenshots(page, 'payment-before-you-pay');

    await payByCard(page, '4242 4242 4242 4242');
    await page.getByRole('heading', { level: 1, name: /^Thank you(, your car is insured|\. Your cover starts on )/ }).waitFor();
    await page.getByText('Keep a copy of your demands and needs').click();
    const copy = page.locator(`#motor-quote details${sel('.mq-thanks__needs')}`);
    expect(await text(copy)).toContain(
      'Not these extras, which you declined: Key Cover, Enhanced Personal Accident Cover and breakdown cover',
    );
    await expectNoAxeViolations(page, 'thank-you with her copy open');

    const outbox = await (await fetch(`${origin()}/sandbox/outbox`)).text();
    expect(outbox).toContain(`Your car insurance policy ${proposal.quote.reference}`);
    expect(outbox).toContain('- Cover for Amelia Hart and Tom Hart to drive the car');
    expect(errors).toEqual([]);
  });
});
