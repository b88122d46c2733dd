/**
 * One quote open in two tabs of one browser, in real Chromium: a save
 * based on an older copy is refused and the tab shows the latest quote with a plain notice; a card
 * page opened before the price moved takes nothing, and she is offered the new amount.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessHeaders } from './support/access';
import { expectNoAxeViolations } from './support/axe';
import { sel } from './support/class-names';
import { origin, storedProposal, useBrowser, watchErrors } from './support/browser';
import { stepPanel } from './support/details-form-steps';
import { payByCard } from './support/journey';
import { createQuotedProposal } from './support/quote';

// The notice of a change made in another window: the Notice that carries its title.
const changeNotice = (page: Page) => page.locator(sel('.mq-notice')).filter({ hasText: 'Your quote was changed in another window' });

const browser = useBrowser();
const shots = process.env.MQ_SCREENSHOTS;

const CARD_OK = '4242 4242 4242 4242';
const pounds = (amount: number) => `£${amount.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const opened = (page: Page, step: number) => page.locator(`#mq-step-${step}-heading[aria-expanded="true"]`).waitFor();
const payHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Pay for your policy' });

async function serverProposal(uuid: string) {
  const res = await fetch(`${origin()}/api/proposal/${uuid}`, { headers: accessHeaders(uuid) });
  return (await res.json()).data.proposal;
}

/** A second tab of the same browser (one context: the same access to the quote). */
const secondTab = async (page: Page): Promise<Page> => {
  const tab = await page.context().newPage();
  tab.setDefaultTimeout(15_000);
  return tab;
};

describe('one quote in two tabs', () => {
  it('a stale save in one tab is refused; it shows the latest answers and says the quote was changed in another window', async () => {
    const { uuid, proposal } = await createQuotedProposal(origin());
    const tabB = await browser.newPage();
    const errorsB = watchErrors(tabB);
    // Tab B opens the quote to edit it, holding this copy...
    await tabB.goto(`${origin()}/#/quote/edit?uuid=${uuid}`);
    await tabB.locator('#mq-step-5-heading').click();
    await opened(tabB, 5);

    // ...while tab A, on the price screen, raises the excess and re-quotes.
    const tabA = await secondTab(tabB);
    await tabA.goto(`${origin()}/#/quote/payment-option?uuid=${uuid}`);
    await tabA.getByLabel('Voluntary excess').selectOption('500');
    await tabA.getByRole('button', { name: 'Confirm & requote' }).click();
    await tabA.getByRole('status').filter({ hasText: 'Your price has been updated' }).waitFor();
    const afterA = await serverProposal(uuid);
    expect(afterA.risk.voluntary_excess).toBe(500);

    // Tab B changes the mileage and saves its older copy: refused, nothing lost.
    await stepPanel(tabB, 5).getByLabel('Total miles a year').fill('20000');
    await tabB.locator('#mq-step-7-heading').click();
    await opened(tabB, 7);
    const refused = tabB.waitForResponse(
      (response) => response.url().endsWith(`/api/proposal/${uuid}`) && response.request().method() === 'POST',
    );
    await tabB.getByRole('button', { name: 'Get my quote' }).click();
    expect((await refused).status()).toBe(412);
    await tabB.getByText('Your quote was changed in another window').waitFor();
    await tabB.getByText(/We’ve loaded the latest version/).waitFor();
    // In plain words, what the other tab changed (and her unsaved mileage, back as saved) and the price it gave.
    await expect(tabB.getByText(/^What is different now: /).textContent()).resolves.toBe(
      `What is different now: Total miles a year: ${proposal.risk.total_mileage?.toLocaleString('en-GB')}; Voluntary excess: £500.`,
    );
    await tabB.getByText(/^Your price is now £[\d,]+\.\d\d\.$/).waitFor();
    if (shots) {
      mkdirSync(shots, { recursive: true });
      for (const width of [360, 1280]) {
        await tabB.setViewportSize({ width, height: 800 });
        await changeNotice(tabB).scrollIntoViewIfNeeded();
        await changeNotice(tabB).screenshot({ path: path.join(shots, `changed-elsewhere-${width}.png`) });
      }
    }
    // Far above the button she pressed, the notice takes the focus, so it is in view and read out.
    await expect(changeNotice(tabB).evaluate((notice) => notice === (notice.getRootNode() as ShadowRoot).activeElement)).resolves.toBe(
      true,
    );
    expect(new URL(tabB.url()).hash).toBe(`#/quote/edit?uuid=${uuid}`);
    await expectNoAxeViolations(tabB, 'edit form with the changed-elsewhere notice');
    // The other tab's answers are what tab B shows now, and what the insurer holds.
    await tabB.locator('#mq-step-6-heading').click();
    await opened(tabB, 6);
    await expect(stepPanel(tabB, 6).getByLabel('Voluntary excess').inputValue()).resolves.toBe('500');
    expect(await serverProposal(uuid)).toMatchObject({ risk: { voluntary_excess: 500, total_mileage: proposal.risk.total_mileage } });

    // Saved again on the latest copy, the change goes through.
    await tabB.locator('#mq-step-5-heading').click();
    await opened(tabB, 5);
    await stepPanel(tabB, 5).getByLabel('Total miles a year').fill('20000');
    await tabB.locator('#mq-step-7-heading').click();
    await opened(tabB, 7);
    await tabB.getByRole('button', { name: 'Get my quote' }).click();
    await tabB.waitForURL(new RegExp(`#/quote/payment-option\\?uuid=${uuid}`), { timeout: 30_000 });
    expect(await serverProposal(uuid)).toMatchObject({ risk: { voluntary_excess: 500, total_mileage: 20000 } });
    expect(errorsB.filter((e) => !/412/.test(e))).toEqual([]);
  }, 240_000);

  it('a card page opened before the price moved takes nothing; she is told and offered the new amount', async () => {
    const { uuid, proposal } = await createQuotedProposal(origin());
    const oldAmount = proposal.quote!.premium as number;
    const paying = await browser.newPage();
    const accepts: string[] = [];
    paying.on('request', (request) => request.url().endsWith('/quote/accept') && accepts.push(request.url()));
    await paying.goto(`${origin()}/#/quote/payment?uuid=${uuid}`);
    await payHeading(paying).waitFor();
    await paying.frameLocator('iframe[title="Secure card payment"]').getByLabel('Card number').waitFor();
    await paying.getByText(pounds(oldAmount), { exact: true }).waitFor();

    // In another tab she adds Motor Legal Protection: the price moves.
    const other = await secondTab(paying);
    await other.goto(`${origin()}/#/quote/addons?uuid=${uuid}`);
    await other.getByRole('heading', { name: 'Motor Legal Protection' }).waitFor();
    for (const answer of ['Add to quote', 'No Thanks', 'No Thanks']) {
      await other.getByRole('button', { name: answer, exact: true }).click();
    }
    await other.getByRole('button', { name: 'If you break down...' }).click();
    await other.getByRole('button', { name: 'Choose No breakdown cover' }).click();
    await other.getByRole('button', { name: 'Continue', exact: true }).click();
    await other.waitForURL(new RegExp(`#/quote/summary\\?uuid=${uuid}`));
    const moved = await serverProposal(uuid);
    expect(moved.quote.premium).toBeGreaterThan(oldAmount);

    // Back in the first tab she pays on the card page opened at the old price.
    await payByCard(paying, CARD_OK);
    const frame = paying.frameLocator('iframe[title="Secure card payment"]');
    await frame.getByRole('heading', { name: 'The price has changed' }).waitFor();
    await frame.getByText(/Nothing has been taken from your card/).waitFor();
    expect(await serverProposal(uuid)).toMatchObject({ is_purchased: false, is_accepted: false });
    await expectNoAxeViolations(paying, 'the card page refusing the old price');

    await frame.getByRole('link', { name: 'Go back to your quote' }).click();
    await paying.getByText('The price changed while you were paying').waitFor();
    await payHeading(paying).waitFor();
    await paying.frameLocator('iframe[title="Secure card payment"]').getByLabel('Card number').waitFor();
    const newAmount = pounds(moved.quote.premium);
    await paying.getByText(newAmount, { exact: true }).first().waitFor();
    await paying
      .frameLocator('iframe[title="Secure card payment"]')
      .getByRole('heading', { name: `Pay ${newAmount}` })
      .waitFor();
    await expectNoAxeViolations(paying, 'payment with the price-changed notice');
    expect(accepts).toEqual([]);

    // Paid at the new amount, she is insured at the price she paid.
    await payByCard(paying, CARD_OK);
    await paying.getByRole('heading', { level: 1, name: /^Thank you(, your car is insured|\. Your cover starts on )/ }).waitFor();
    // The insurer's own record: the sale ended her token (docs/security.md#data-that-ends-with-the-sale).
    expect(storedProposal(uuid)).toMatchObject({ is_purchased: true, is_accepted: true, quote: { premium: moved.quote.premium } });
  }, 240_000);
});
