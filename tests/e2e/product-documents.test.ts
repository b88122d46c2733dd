/**
 * Each product's own documents and the policy's dates, through a whole sale in real Chromium
 * (docs/product/regulation.md#product-documents, #a-copy-before-she-pays, docs/product/constants.md#cover-end):
 * the price screen links the car's IPID and wording, every extra and breakdown level its own (never
 * the car's), each served with its version; the summary e-mails her a copy before she pays; the card
 * and thank-you pages give the start and end; the thank-you page and the confirmation e-mail list
 * the versions the insurer recorded.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { coverEnd, ordinalDate, shiftDate, todayIso } from '../../src/domain/dates';
import { expectNoAxeViolations } from './support/axe';
import { origin, useBrowser, watchErrors } from './support/browser';
import { payByCard } from './support/journey';
import { createQuotedProposal } from './support/quote';

const browser = useBrowser();

/** The sandbox's e-mails to `to`, newest first, read from its outbox page. */
async function mails(to: string) {
  const html = await (await fetch(`${origin()}/sandbox/outbox`)).text();
  return [...html.matchAll(/<h2>([^<]*)<\/h2>\n<p class="note">To ([^ ]*) at [^<]*<\/p>\n<pre>([^<]*)<\/pre>/g)]
    .filter(([, , address]) => address === to)
    .map(([, subject, , body]) => ({ subject, body: body.replaceAll('&amp;', '&').replaceAll('&#39;', '’') }));
}

/** Follows a document link as her browser would, and reads the version the page states. */
async function served(href: string): Promise<{ status: number; version: string | null; text: string }> {
  const res = await fetch(href);
  const text = await res.text();
  return { status: res.status, version: res.headers.get('document-version'), text };
}

/** The value shown after a term of a fact list (dt then dd), on the screen in front of her. */
const fact = (page: Page, term: string) =>
  page
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .first()
    .locator('+ dd');

async function expectDates(page: Page, start: string, startTerm: string, where: string) {
  const today = start === todayIso();
  await expect(fact(page, startTerm).innerText(), where).resolves.toBe(
    today ? `${ordinalDate(start)}, from the moment you buy` : `${ordinalDate(start)} at 00:01`,
  );
  await expect(fact(page, 'Your cover ends').innerText(), where).resolves.toBe(`${ordinalDate(coverEnd(start))} at 23:59`);
}

/** Each add-on's IPID and wording links on the add-ons screen, by the extra they name. */
async function productLinks(page: Page): Promise<Map<string, string>> {
  const links = page.getByRole('link', { name: /^(Insurance Product Information Document|Policy wording) for / });
  const found = new Map<string, string>();
  // Its words and the visually hidden 'for {extra} (opens in a new tab)': the name a screen reader reads.
  for (const link of await links.all())
    found.set(((await link.textContent()) ?? '').replace(/\s+/g, ' ').trim(), (await link.getAttribute('href'))!);
  return found;
}

async function sale(start: string, email: string, readDocuments: boolean) {
  const { uuid, proposal } = await createQuotedProposal(origin(), {
    startDate: start,
    change: (p) => (p.risk.proposer.email_address = email),
  });
  const reference = proposal.quote.reference;
  const page = await browser.newPage();
  const errors = watchErrors(page);

  // The price screen: the dates, and the car's own IPID and wording where she decides.
  await page.goto(`${origin()}/#/quote/payment-option?uuid=${uuid}`);
  await page.getByRole('heading', { level: 1, name: 'Your car insurance quote' }).waitFor();
  await fact(page, 'Cover starts').waitFor();
  await expectDates(page, start, 'Cover starts', 'price screen');
  const carIpid = page.getByRole('link', { name: 'Insurance Product Information Document (IPID) (opens in a new tab)' }).first();
  const carWording = page.getByRole('link', { name: 'Policy Wording (opens in a new tab)' }).first();
  const carLinks = [(await carIpid.getAttribute('href'))!, (await carWording.getAttribute('href'))!];
  expect(carLinks.map((href) => new URL(href).pathname)).toEqual([
    '/sandbox/documents/ipid.html',
    '/sandbox/documents/policy-wording.html',
  ]);
  if (readDocuments) {
    for (const href of carLinks) expect(await served(href)).toMatchObject({ status: 200, version: '2026-01' });
    await expectNoAxeViolations(page, 'price screen with its dates and documents');
  }

  // The add-ons: every extra and every breakdown level links its own IPID and wording, never the car's.
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Add extra cover' }).waitFor();
  const links = new Map<string, string>();
  for (let card = 0; card < 3; card += 1) {
    await page
      .getByRole('link', { name: /^Insurance Product Information Document for / })
      .first()
      .waitFor();
    for (const [name, href] of await productLinks(page)) links.set(name, href);
    // One tap decides the extra and opens the next.
    await page.getByRole('button', { name: 'No Thanks', exact: true }).click();
  }
  // Breakdown cover waits, closed, for her to open it.
  const breakdown = page.getByRole('button', { name: 'If you break down...' });
  if ((await breakdown.getAttribute('aria-expanded')) !== 'true') await breakdown.click();
  await page.getByRole('button', { name: 'Add Roadside breakdown cover' }).waitFor();
  for (const [name, href] of await productLinks(page)) links.set(name, href);
  if (readDocuments) {
    const offered = proposal.addons.filter(
      (addon) => !(addon.code === 'PA' && !links.has(`Insurance Product Information Document for ${addon.description}`)),
    );
    for (const addon of offered) {
      for (const [kind, label] of [
        ['ipid', 'Insurance Product Information Document'],
        ['wording', 'Policy wording'],
      ] as const) {
        const href = [...links].find(([name]) => name.startsWith(`${label} for ${addon.description}`))?.[1];
        expect(href, `${label} for ${addon.code} among ${[...links.keys()].join('; ')}`).toBeDefined();
        expect(new URL(href!).pathname, addon.code).toBe(`/sandbox/documents/${kind}/${addon.code}`);
        expect(carLinks).not.toContain(href);
        const page = await served(href!);
        expect(page.status, href).toBe(200);
        expect(page.version, href).toBe('2026-01');
        expect(page.text, href).toContain('Version 2026-01');
        // The page's own title names the product (HTML-escaped, as served).
        const title = addon.code.startsWith('SAB') ? `Breakdown Cover: ${addon.description}` : addon.description;
        expect(page.text, href).toContain(title.replaceAll('&', '&amp;'));
      }
    }
    // Five breakdown levels and the three extras she chooses, at the least.
    expect(offered.filter((addon) => addon.code.startsWith('SAB'))).toHaveLength(5);
    expect(offered.map((addon) => addon.code)).toEqual(expect.arrayContaining(['LE', 'KEY', 'EPA']));
    await expectNoAxeViolations(page, 'add-ons with each extra’s documents');
  }
  await page.getByRole('button', { name: 'Choose No breakdown cover' }).click();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  // The summary: the dates, and a copy of the statement and the documents before she pays.
  await page.getByRole('heading', { level: 1, name: 'Quote Summary' }).waitFor();
  const startText = start === todayIso() ? `${ordinalDate(start)}, from the moment you buy` : `${ordinalDate(start)} at 00:01`;
  await page.getByText(startText, { exact: true }).first().waitFor();
  await page
    .getByText(`${ordinalDate(coverEnd(start))} at 23:59`, { exact: true })
    .first()
    .waitFor();
  if (readDocuments) {
    await page.getByRole('button', { name: 'Email me these documents before I pay' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `We’ve emailed your demands and needs statement and your policy documents to ${email}.` })
      .waitFor();
    await expectNoAxeViolations(page, 'summary after the copy was sent');
    const [copy] = (await mails(email)).filter((mail) => mail.subject === `Your car insurance documents for quote ${reference}`);
    expect(copy, 'the copy before she pays').toBeDefined();
    expect(copy.body).toContain('Your demands and needs');
    expect(copy.body).toContain('From your answers, you asked for:');
    expect(copy.body).toMatch(/- Not these extras, which you declined: .* and breakdown cover/);
    expect(copy.body).toContain(`Insurance Product Information Document: Private Car Insurance (version 2026-01): ${carLinks[0]}`);
    expect(copy.body).toContain(
      `IPID: Motor Legal Protection (version 2026-01): ${links.get('Insurance Product Information Document for Motor Legal Protection (opens in a new tab)') ?? ''}`,
    );
  }
  await page.getByRole('group', { name: 'Would you like your policy to renew automatically?' }).getByText('No', { exact: true }).click();
  await page.getByText(/taken reasonable care to answer every question/).click();
  await page.getByText(/agree to the Administration Services Contract and the Terms/).click();
  await page.getByText(/excesses and endorsements shown on this page/).click();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  // The card page, then the thank-you page with its title, dates and the versions recorded.
  await page.getByRole('heading', { level: 1, name: 'Pay for your policy' }).waitFor();
  await fact(page, 'Your cover starts').waitFor();
  await expectDates(page, start, 'Your cover starts', 'card page');
  if (readDocuments) await expectNoAxeViolations(page, 'card page with its dates');
  await payByCard(page, '4242 4242 4242 4242');
  const title = start === todayIso() ? 'Thank you, your car is insured' : `Thank you. Your cover starts on ${ordinalDate(start)}`;
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await expectDates(page, start, 'Your cover starts', 'thank-you page');
  await page.getByText('The documents you were shown before you paid, as the insurer recorded them:').waitFor();
  const versions = await page.getByRole('link', { name: /, version 2026\u201101 \(opens in a new tab\)$/ }).all();
  expect(versions.length).toBeGreaterThanOrEqual(4 + 2 * 8);
  const recorded = await Promise.all(versions.map((link) => link.getAttribute('href')));
  expect(recorded).toEqual(expect.arrayContaining(carLinks));
  await expectNoAxeViolations(page, 'thank-you with the versions');
  const [confirmation] = (await mails(email)).filter((mail) => mail.subject === `Your car insurance policy ${reference}`);
  expect(confirmation.body).toContain('The documents you were shown before you paid:');
  expect(confirmation.body).toContain(`IPID: Key Cover (version 2026-01)`);
  expect(errors).toEqual([]);
  await page.close();
}

describe('each product’s documents and the policy’s dates', () => {
  it('cover from today: every document link followed to its version, a copy before paying, the versions after', async () => {
    await sale(todayIso(), 'amelia.documents@example.com', true);
  }, 120_000);

  it('cover from a later day: the dates on every page and a thank-you title that says when cover starts', async () => {
    await sale(shiftDate(todayIso(), 10, 'day'), 'amelia.later@example.com', false);
  }, 120_000);
});
