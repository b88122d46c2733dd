import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { origin, useBrowser, watchErrors } from './support/browser';
import { createQuotedProposal } from './support/quote';
import { accessHeaders } from './support/access';
import { formatMoney } from '../../src/domain/money';

const browser = useBrowser();

const pounds = (text: string | null) => Number((text ?? '').replace(/[£,]/g, ''));
const inWidget = (page: Page, selector: string) => page.locator(`#motor-quote ${selector}`);

/**
 * With MQ_SCREENSHOTS=docs/screenshots: the add-ons screen after one tap (the first extra decided and
 * closed, the next open), at this page's width, as addons-one-tap-<width>.png.
 */
async function oneTapScreenshot(page: Page) {
  const shots = process.env.MQ_SCREENSHOTS;
  if (!shots) return;
  await page.getByRole('heading', { name: 'Key Cover' }).waitFor();
  await page.getByRole('heading', { name: 'Add extra cover' }).evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: path.join(shots, `addons-one-tap-${page.viewportSize()!.width}.png`) });
}

async function decideCards(page: Page, answers: ('Add to quote' | 'No Thanks')[]) {
  // One tap per extra; after the last, breakdown cover waits for her, closed, with focus on it.
  for (const answer of answers) await page.getByRole('button', { name: answer, exact: true }).click();
  const toggle = page.getByRole('button', { name: 'If you break down...' });
  await expect.poll(() => toggle.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).toBe(true);
  await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
  await toggle.click();
}

/** The basket's lines as [name, amount]; 'Included' extras count as 0. */
async function basketLines(page: Page) {
  const basket = page.getByRole('region', { name: 'Your basket' });
  const names = await basket.locator('dt').allInnerTexts();
  // Each line's value is the dd right after its name (the included cover has a second dd, its note).
  const values = await basket.locator('dt + dd').allInnerTexts();
  return names.map((name, i) => [name, values[i] === 'Included' ? 0 : pounds(values[i])] as const);
}

const tick = (page: Page, label: RegExp) => page.getByText(label).click();

describe('add-ons and summary', () => {
  it('chooses legal cover and one breakdown tier, checks the basket, and confirms on the summary', async () => {
    const { uuid, proposal } = await createQuotedProposal(origin());
    const page = await browser.newPage();
    const errors = watchErrors(page);
    await page.goto(`${origin()}/#/quote/addons?uuid=${uuid}`);
    await page.getByRole('heading', { name: 'Motor Legal Protection' }).waitFor();
    await expectNoAxeViolations(page, 'add-ons on arrival');
    await expect(page.getByRole('button', { name: 'Continue', exact: true }).isDisabled()).resolves.toBe(true);

    await page.getByRole('button', { name: 'Add to quote', exact: true }).click();
    await oneTapScreenshot(page);
    await expectNoAxeViolations(page, 'add-ons after one tap');
    await decideCards(page, ['No Thanks', 'No Thanks']);
    const table = page.getByRole('table', { name: 'Breakdown cover levels compared' });
    await table.getByRole('button', { name: 'Add European breakdown cover' }).click();
    await table.getByRole('button', { name: 'Add Roadside breakdown cover' }).click();
    await expect(table.getByRole('button', { name: /^Remove/ }).count()).resolves.toBe(1);
    await table.getByRole('button', { name: 'Remove Roadside breakdown cover' }).waitFor();
    await expectNoAxeViolations(page, 'add-ons with the breakdown table');

    const lines = await basketLines(page);
    expect(lines.map(([name]) => name)).toEqual([
      'Car insurance',
      'Personal Accident Cover',
      'Motor Legal Protection',
      'Roadside breakdown cover',
    ]);
    const total = pounds(await page.getByRole('region', { name: 'Your basket' }).locator('.mq-basket__price').innerText());
    const sum = lines.reduce((acc, [, amount]) => acc + amount, 0);
    expect(total).toBeCloseTo(sum, 2);
    const offered = (code: string) => proposal.addons.find((a) => a.code === code)!.premium as number;
    expect(total).toBeCloseTo((proposal.quote!.metadata.premium_subtotal as number) + offered('LE') + offered('SAB1'), 2);

    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    // The heading shows while the proposal loads; the extras list comes with it.
    await page.getByRole('region', { name: 'Optional Extras' }).getByRole('listitem').first().waitFor();
    const extras = await page.getByRole('region', { name: 'Optional Extras' }).getByRole('listitem').allInnerTexts();
    expect(extras.map((text) => text.trim())).toEqual([
      'Personal Accident Cover (included)',
      `Motor Legal Protection (${formatMoney(offered('LE'))})`,
      `Roadside breakdown cover (${formatMoney(offered('SAB1'))})`,
    ]);
    await page
      .getByText(`£${total.toFixed(2)}`, { exact: true })
      .first()
      .waitFor();
    await expectNoAxeViolations(page, 'summary');

    await page.getByRole('group', { name: 'Would you like your policy to renew automatically?' }).getByText('Yes', { exact: true }).click();
    await tick(page, /taken reasonable care to answer every question/);
    await tick(page, /agree to the Administration Services Contract and the Terms/);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await summary.waitFor();
    await expect(summary.getByRole('link').allInnerTexts()).resolves.toEqual([
      'Confirm that you have read and agree to the excesses and endorsements',
    ]);
    await summary.getByRole('link').click();
    await expect(
      page
        .getByLabel(/excesses and endorsements shown on this page/)
        .evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement),
    ).resolves.toBe(true);
    await expectNoAxeViolations(page, 'summary with an unticked declaration');

    await tick(page, /excesses and endorsements shown on this page/);
    await page.getByLabel('Mobile number').fill('0123 456');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    // The press's errors join the summary once its click has acted (ui/use-form-state.ts), a task later.
    await summary.getByRole('link', { name: /^Enter a UK mobile number/ }).waitFor();
    await expect(summary.getByRole('link').allInnerTexts()).resolves.toEqual([expect.stringMatching(/^Enter a UK mobile number/)]);
    expect(page.url()).toContain('/quote/summary');

    await page.getByLabel('Mobile number').fill('07700900456');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL((url) => url.hash.startsWith('#/quote/payment?uuid='));
    const saved = await (await fetch(`${origin()}/api/proposal/${uuid}`, { headers: accessHeaders(uuid) })).json();
    expect(saved.data.proposal.risk.proposer.phone_numbers.mobile).toBe('07700900456');
    expect(saved.data.proposal.consent_to_auto_renew).toBe(true);
    expect(errors).toEqual([]);
  });

  it('keeps the breakdown table readable and operable on a 360 px phone', async () => {
    const { uuid } = await createQuotedProposal(origin());
    const page = await browser.newPage({ width: 360, height: 780 });
    await page.goto(`${origin()}/#/quote/addons?uuid=${uuid}`);
    await page.getByRole('heading', { name: 'Motor Legal Protection' }).waitFor();
    await page.getByRole('button', { name: 'No Thanks', exact: true }).click();
    await oneTapScreenshot(page);
    await decideCards(page, ['No Thanks', 'No Thanks']);
    const european = page.getByRole('button', { name: 'Add European breakdown cover' });
    await european.scrollIntoViewIfNeeded();
    const box = (await european.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(box.height).toBeGreaterThanOrEqual(44);
    await european.click();
    await page.getByRole('button', { name: 'Remove European breakdown cover' }).waitFor();
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(360);
    await inWidget(page, 'tr.is-selected .mq-breakdown-table__feature-name').first().waitFor();
    await expectNoAxeViolations(page, 'add-ons on a phone');
  });
});
