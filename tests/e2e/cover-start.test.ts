/**
 * Cover starts when it is bought (docs/product/regulation.md#cover-start-and-a-bought-policy): a quote
 * starting today, its card page opened before midnight and paid after it (the sandbox's clock and the
 * browser's both moved on), takes nothing; she reads why in plain words, chooses today, is re-quoted
 * and buys. A recall of the bought policy then shows its receipt and opens nothing.
 */
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { origin, useBrowser } from './support/browser';
import { payByCard } from './support/journey';
import { createQuotedProposal } from './support/quote';

const browser = useBrowser();

const moveSandboxClock = async (body: { now: string } | { advance_minutes: number }) => {
  const res = await fetch(`${origin()}/sandbox/clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
};

describe('a cover start that passed while she paid', () => {
  it('takes nothing, says so, re-quotes today and buys; recall then shows the receipt', async () => {
    // 23:50 today in London (November: UTC), on the sandbox's clock and the browser's.
    const day = dayjs().format('YYYY-MM-DD');
    const beforeMidnight = new Date(`${day}T23:50:00Z`);
    await moveSandboxClock({ now: beforeMidnight.toISOString() });
    try {
      const { uuid, proposal } = await createQuotedProposal(origin(), { startDate: day });
      const page = await browser.newPage();
      await page.clock.install({ time: beforeMidnight });
      await page.goto(`${origin()}/#/quote/payment?uuid=${uuid}`);
      await page.frameLocator('iframe[title="Secure card payment"]').getByLabel('Card number').waitFor();
      // Midnight passes while the card page is open.
      await moveSandboxClock({ advance_minutes: 15 });
      await page.clock.setSystemTime(new Date(beforeMidnight.getTime() + 15 * 60_000));
      await payByCard(page, '4242 4242 4242 4242');
      const frame = page.frameLocator('iframe[title="Secure card payment"]');
      await frame.getByText('Nothing has been taken from your card').waitFor();
      await frame.getByRole('link', { name: 'Go back to your quote' }).click();
      const dialog = page.getByRole('dialog', { name: 'Your quote start date has expired!' });
      await dialog.waitFor();
      await dialog.getByText(/You haven’t been charged for it: any payment taken has been refunded in full/).waitFor();
      await expectNoAxeViolations(page, 'cover start passed');
      const today = dayjs(beforeMidnight).add(1, 'day');
      await dialog.getByLabel('New start date').pressSequentially(today.format('DD/MM/YYYY'));
      await dialog.getByRole('button', { name: 'Update start date' }).click();
      await page.getByRole('status').filter({ hasText: 'Your price has been updated' }).waitFor();

      await page.goto(`${origin()}/#/quote/payment?uuid=${uuid}`);
      await page.frameLocator('iframe[title="Secure card payment"]').getByLabel('Card number').waitFor();
      await payByCard(page, '4242 4242 4242 4242');
      await page.getByRole('heading', { level: 1, name: 'Thank you, your car is insured' }).waitFor();

      await page.goto(`${origin()}/#/quote/recall`);
      await page.getByLabel('Quote reference').fill(proposal.quote!.reference);
      await page.getByLabel('Postcode').fill(proposal.risk.proposer.address.postcode ?? '');
      await page.getByLabel('Date of birth').pressSequentially(dayjs(proposal.risk.proposer.date_of_birth).format('DD/MM/YYYY'));
      await page.getByRole('button', { name: 'Retrieve my quote' }).click();
      await page.getByText('This policy is already bought').waitFor();
      await page.getByText(proposal.quote!.reference, { exact: true }).waitFor();
      await expectNoAxeViolations(page, 'recall of a bought policy');
    } finally {
      await fetch(`${origin()}/sandbox/clock`, { method: 'DELETE' });
    }
  }, 120_000);
});
