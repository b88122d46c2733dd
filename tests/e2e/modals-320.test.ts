/**
 * WCAG 2.2 1.4.10 Reflow for the modals a customer meets: on a 320 x 640 phone
 * no dialog scrolls sideways, and its Close button is whole inside the window, never clipped at
 * the right edge.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { origin, useBrowser } from './support/browser';
import { yes } from './support/details-form';
import { ago, dialog, fillJob, fillLicence, stepPanel } from './support/details-form-steps';
import { createQuotedProposal } from './support/quote';

const browser = useBrowser();
const shots = process.env.MQ_SCREENSHOTS;

/** With MQ_SCREENSHOTS=docs/screenshots: the open modal, from its top, at each width given (then back to 320). */
async function screenshots(modal: Locator, name: string, widths: number[]) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  const page = modal.page();
  for (const width of widths) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 640 });
    await modal.evaluate((node) => node.scrollTo(0, 0));
    await page.screenshot({ path: path.join(shots, `${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 320, height: 640 });
}

/**
 * How far the dialog's content reaches past its width, and whether its Close button is whole inside
 * the window once the dialog is scrolled to its end (a long form scrolls; Close must not go with it).
 */
async function fit(modal: Locator) {
  await modal.waitFor();
  await modal.evaluate((node) => node.scrollTo(0, node.scrollHeight));
  const sideways = await modal.evaluate((node) => node.scrollWidth - node.clientWidth);
  const close = await modal.getByRole('button', { name: 'Close', exact: true }).first().boundingBox();
  // The dialog's own visible width: a button past it is cut off however wide the window is.
  const edge = await modal.evaluate((node) => node.getBoundingClientRect().left + node.clientWidth);
  const { width, height } = modal.page().viewportSize()!;
  const right = Math.min(width, edge);
  // Words split across lines in the dialog ('protectio / n' in a squeezed title); a hyphen is a fair place to wrap.
  const broken = await modal.evaluate((node) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode())
      for (const match of (text.textContent ?? '').matchAll(/[^\s-]{2,}/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        if (new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size > 1) found.push(match[0]);
      }
    return found;
  });
  return {
    sideways,
    broken,
    closeInside: !!close && close.x >= 0 && close.y >= 0 && close.x + close.width <= right && close.y + close.height <= height,
  };
}

const FITS = { sideways: 0, broken: [], closeInside: true };

const narrow = () => browser.newPage({ width: 320, height: 640 });

async function closeAndWait(modal: Locator) {
  await modal.getByRole('button', { name: 'Close', exact: true }).first().click();
  await modal.waitFor({ state: 'detached' });
}

describe('modals at 320 x 640', () => {
  it('the price page’s no-claims and Direct Debit Guarantee modals', async () => {
    const { uuid } = await createQuotedProposal(origin(), {
      payMonthly: true,
      change: (proposal) => (proposal.risk.previous_insurance!.ncd!.is_protected = true),
    });
    const page = await narrow();
    await page.goto(`${origin()}/#/quote/payment-option?uuid=${uuid}`);
    await page.getByRole('button', { name: 'How NCD protection works' }).click();
    const ncd = page.getByRole('dialog', { name: 'How no claims discount protection works' });
    await expect(fit(ncd)).resolves.toEqual(FITS);
    await expectNoAxeViolations(page, 'no-claims modal at 320');
    await screenshots(ncd, 'modal-ncd', [320, 360]);
    await closeAndWait(ncd);
    await page.getByRole('button', { name: 'Read the Direct Debit Guarantee' }).click();
    await expect(fit(page.getByRole('dialog', { name: 'The Direct Debit Guarantee' }))).resolves.toEqual(FITS);
  });

  it('the details form’s claim, conviction and driver modals', async () => {
    const { uuid } = await createQuotedProposal(origin());
    const page: Page = await narrow();
    await page.goto(`${origin()}/#/quote/edit?uuid=${uuid}`);
    await page.locator('#mq-step-7-heading').click();
    await page.locator('#mq-step-7-heading[aria-expanded="true"]').waitFor();
    const drivers = stepPanel(page, 7);
    await yes(drivers, 'Would you like to add another driver?', true);
    await drivers.getByRole('button', { name: 'Add a driver' }).click();
    const driver = dialog(page, 'Add a driver');
    await expect(fit(driver)).resolves.toEqual(FITS);
    await expectNoAxeViolations(page, 'driver modal at 320, scrolled to its end');
    await screenshots(driver, 'driver-modal', [360, 1280]);
    await closeAndWait(driver);

    await page.locator('#mq-step-4-heading').click();
    const driving = stepPanel(page, 4);
    await yes(driving, 'Have you had any claims, accidents or losses in the last 5 years?', true);
    await driving.getByRole('button', { name: 'Add a claim' }).click();
    const claim = dialog(page, 'Add a claim, accident or loss');
    await expect(fit(claim)).resolves.toEqual(FITS);
    await closeAndWait(claim);
    await yes(driving, 'Any motoring convictions, endorsements or bans in the last 5 years?', true);
    await driving.getByRole('button', { name: 'Add a conviction' }).click();
    await expect(fit(dialog(page, /conviction/i))).resolves.toEqual(FITS);
  });
});

describe('adding a driver on a 360 px phone', () => {
  it('goes part by part, each opening at its heading, and the driver is listed once saved', async () => {
    const { uuid } = await createQuotedProposal(origin());
    const page = await browser.newPage({ width: 360, height: 640 });
    await page.goto(`${origin()}/#/quote/edit?uuid=${uuid}`);
    await page.locator('#mq-step-7-heading').click();
    const drivers = stepPanel(page, 7);
    await yes(drivers, 'Would you like to add another driver?', true);
    await drivers.getByRole('button', { name: 'Add a driver' }).click();
    const form = dialog(page, 'Add a driver');
    const next = async (heading: string) => {
      await form.getByRole('button', { name: 'Continue', exact: true }).click();
      const part = form.getByRole('heading', { level: 3, name: new RegExp(`^${heading}`) });
      await part.waitFor();
      await expect(part.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).resolves.toBe(true);
      await expect(fit(form)).resolves.toEqual(FITS);
    };
    await form.getByRole('button', { name: 'Continue', exact: true }).click();
    await form.getByRole('alert').getByText('Select their relationship to you').waitFor();
    await form.getByLabel('Relationship to you').selectOption({ label: 'Spouse' });
    await form.getByLabel('Title').selectOption({ label: 'Mr' });
    await form.getByLabel('First name').fill('Tom');
    await form.getByLabel('Last name').fill('Hughes');
    await form.getByLabel('Date of birth').pressSequentially(ago(40));
    await form.getByLabel('Marital status').selectOption({ label: 'Married' });
    await yes(form, 'Were they born in the UK?', true);
    await next('Their job');
    await fillJob(page, form, false);
    await next('A few more questions about them');
    await yes(form, 'Do they smoke?', false);
    await yes(form, 'Has an insurer ever refused them cover, cancelled or voided their policy, or applied special terms?', false);
    await yes(form, 'Do they have any unspent non-motoring criminal convictions?', false);
    await next('Their driving');
    await fillLicence(form, 20, false);
    await next('Claims and convictions');
    for (const question of [
      'Have they had any claims, accidents or losses in the last 5 years?',
      'Any motoring convictions, endorsements or bans in the last 5 years?',
      'Do they have a medical condition the DVLA should know about?',
      'Do they have access to other vehicles?',
      'Are they a member of a motoring organisation?',
    ])
      await yes(form, question, false);
    await expectNoAxeViolations(page, 'driver form, last part, at 360');
    await form.getByRole('button', { name: 'Save driver' }).click();
    await drivers.getByText('Tom Hughes').waitFor();
  });
});
