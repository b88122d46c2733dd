/**
 * Ways back to a quote, as a new customer walks it in Chromium: her quote, then
 * 'Save or email this quote' on the price screen; the sandbox's outbox holds the e-mail with her
 * reference; on a fresh device the first screen's 'Retrieve your quote' with that reference, her
 * postcode and date of birth opens her price again. MQ_SCREENSHOTS=docs/screenshots also writes the
 * first screen and the price screen's save action at 360 and 1280 px.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import dayjs from 'dayjs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { origin, useBrowser } from './support/browser';
import { seedDraft } from './support/faults';
import { h1 } from './support/landing';
import { realisticProposal } from './support/quote';

const browser = useBrowser();
const shots = process.env.MQ_SCREENSHOTS;

/** What a customer sees at 360 and 1280 px with `at` in view (the page's top when it is null). */
async function screenshots(page: Page, name: string, at: Locator | null) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  for (const [width, height] of [
    [360, 800],
    [1280, 900],
  ]) {
    await page.setViewportSize({ width, height });
    if (at) await at.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    else await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(shots, `${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The quote e-mails the sandbox sent to `to`: subject and body, read from its outbox page. */
async function quoteMails(to: string) {
  const html = await (await fetch(`${origin()}/sandbox/outbox`)).text();
  return [...html.matchAll(/<h2>([^<]*)<\/h2>\n<p class="note">To ([^ ]*) at [^<]*<\/p>\n<pre>([^<]*)<\/pre>/g)]
    .filter(([, , address]) => address === to)
    .map(([, subject, , body]) => ({ subject, body }));
}

const headline = (page: Page) => page.locator('.mq-price-headline__figure').first().innerText();

describe('ways back to a quote', () => {
  it('a new customer e-mails her quote from the price screen, then retrieves it from the first screen on another device', async () => {
    const email = 'amelia.ways-back@example.com';
    const draft = realisticProposal({ change: (p) => (p.risk.proposer.email_address = email) });
    const page = await browser.newPage();
    // A new customer with the seven steps answered (no quote yet): one press asks for it.
    await seedDraft(page, origin(), draft, { current: 7, furthest: 7, captchaVerified: true });
    await h1(page, 'Get a car insurance quote').waitFor();
    await page.getByRole('button', { name: 'Get my quote' }).click();
    await h1(page, 'Your car insurance quote').waitFor({ timeout: 30_000 });
    const reference = await page.locator('.mq-price-page__reference strong').innerText();
    const price = await headline(page);
    expect(reference).toMatch(/^MQ-/);

    const save = page.getByRole('button', { name: 'Save or email this quote' });
    await save.click();
    const sent = page.locator('[aria-live="polite"]').filter({ hasText: `We’ve emailed this quote to ${email}.` });
    await sent.waitFor();
    await expect(sent.innerText()).resolves.toContain(reference);
    await expect(sent.innerText()).resolves.toContain('enter your quote reference, postcode and date of birth');
    await expectNoAxeViolations(page, 'price screen, quote e-mailed');
    await screenshots(page, 'price-save-quote', page.locator('.mq-save-quote'));

    // In the outbox: the e-mail a quote made sends, and the one she asked for, both with her reference.
    const mails = await quoteMails(email);
    expect(mails.map((mail) => mail.subject)).toEqual([`Your car insurance quote ${reference}`, `Your car insurance quote ${reference}`]);
    for (const mail of mails) expect(mail.body).toContain(`Your quote reference is ${reference}.`);

    // Another device: nothing of hers in its storage; the first screen's link, then her three details.
    const fresh = await browser.newPage();
    await fresh.goto(`${origin()}/#/quote/create`);
    await h1(fresh, 'Get a car insurance quote').waitFor();
    await expectNoAxeViolations(fresh, 'first screen with Retrieve your quote');
    await screenshots(fresh, 'first-screen-retrieve', null);
    await fresh.getByRole('button', { name: 'Retrieve your quote' }).click();
    await h1(fresh, 'Retrieve a Quote').waitFor();
    await fresh.getByLabel('Quote reference').fill(reference);
    await fresh.getByLabel('Postcode').fill(draft.risk.proposer.address.postcode!);
    await fresh.getByLabel('Date of birth').fill(dayjs(draft.risk.proposer.date_of_birth!).format('DD/MM/YYYY'));
    await fresh.getByRole('button', { name: 'Retrieve my quote' }).click();
    await h1(fresh, 'Your car insurance quote').waitFor({ timeout: 30_000 });
    await expect(fresh.locator('.mq-price-page__reference strong').innerText()).resolves.toBe(reference);
    await expect(headline(fresh)).resolves.toBe(price);
  }, 120_000);
});
