/**
 * Where things sit, in real Chromium: one place for each action (the primary first, Back after it, at
 * 360 and 1280 px, as GOV.UK's button groups), the first question in the first screenful of a
 * 360 x 640 phone, a price screen whose Continue is always in reach without hiding the focused
 * control (WCAG 2.4.11), and Edit details landing with focus on the step it opens (WCAG 2.4.3).
 * MQ_SCREENSHOTS=docs/screenshots also writes first-screen-*, price-sticky-*, addons-*,
 * long-options-* and edit-details-* at 360 and 1280 px.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { origin, useBrowser } from './support/browser';
import { createQuotedProposal } from './support/quote';

const browser = useBrowser();
const shots = process.env.MQ_SCREENSHOTS;

async function screenshot(page: Page, name: string, width: number, fullPage = false) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}-${width}.png`), fullPage });
}

type Box = { x: number; y: number; width: number; height: number };
const box = async (locator: Locator): Promise<Box> => {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box`);
  return found;
};
/** True when `a` comes before `b` in the document (the order a screen reader and Tab follow). */
async function before(a: Locator, b: Locator): Promise<boolean> {
  const other = await b.elementHandle();
  return a.evaluate((el, then) => Boolean(el.compareDocumentPosition(then as Node) & Node.DOCUMENT_POSITION_FOLLOWING), other);
}

/** Waits for the widget's running transitions (a step opening) to end, so both boxes are read at rest. */
const settled = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .querySelector('#motor-quote')!
        .shadowRoot!.getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );

const button = (page: Page, name: string) => page.locator('#motor-quote').getByRole('button', { name, exact: true });

interface Screen {
  name: string;
  route: string;
  payMonthly: boolean;
  primary: (page: Page) => Locator;
  ready: (page: Page) => Promise<unknown>;
}

const SCREENS: Screen[] = [
  {
    name: 'details form (editing, step 7)',
    route: 'edit',
    payMonthly: false,
    primary: (page) => button(page, 'Get my quote'),
    // A saved quote opens on step 1 in a new tab: the last step is opened, as after Edit details.
    ready: (page) => page.locator('#mq-step-7-heading').click(),
  },
  { name: 'price', route: 'payment-option', payMonthly: false, primary: (page) => button(page, 'Continue'), ready: async () => {} },
  { name: 'add-ons', route: 'addons', payMonthly: false, primary: (page) => button(page, 'Continue'), ready: async () => {} },
  { name: 'summary', route: 'summary', payMonthly: false, primary: (page) => button(page, 'Continue'), ready: async () => {} },
  {
    name: 'instalments',
    route: 'instalments',
    payMonthly: true,
    primary: (page) => button(page, 'Continue to payment'),
    ready: async () => {},
  },
  {
    name: 'credit agreement',
    route: 'credit-agreement',
    payMonthly: true,
    primary: (page) => button(page, 'Sign and continue to payment'),
    ready: async () => {},
  },
  // The card payment's primary action is the provider's Pay, inside its frame: the frame comes first.
  { name: 'payment', route: 'payment', payMonthly: false, primary: (page) => page.locator('#motor-quote iframe'), ready: async () => {} },
];

describe('layout', () => {
  it.each([360, 1280])('at %i px every screen puts its primary action first and Back after it, in one place', async (width) => {
    const found: Record<string, string> = {};
    for (const screen of SCREENS) {
      const { uuid } = await createQuotedProposal(origin(), { coverType: 'C', payMonthly: screen.payMonthly });
      const page = await browser.newPage({ width, height: 800 });
      await page.goto(`${origin()}/#/quote/${screen.route}?uuid=${uuid}`);
      const back = button(page, 'Back').last();
      const primary = screen.primary(page);
      try {
        await screen.ready(page);
        await back.waitFor();
        await primary.waitFor();
      } catch (e) {
        await page.screenshot({ path: `/tmp/dbg-${screen.route}-${width}.png` });
        throw new Error(`${screen.name}: ${e}`);
      }
      await settled(page);
      const [p, b] = [await box(primary), await box(back)];
      const problems = [];
      if (!(await before(primary, back))) problems.push('Back comes first in reading order');
      // GOV.UK's button group: stacked on a phone (the primary above), one row on a wide screen (the
      // primary on the left); the card frame stands above Back at every width.
      const stacked = p.y + p.height <= b.y + 1 && Math.abs(p.x - b.x) < 2;
      const row = Math.abs(p.y - b.y) < 4 && p.x + p.width <= b.x;
      const expected = width < 480 || screen.route === 'payment' ? 'stacked' : 'row';
      if (!(expected === 'stacked' ? stacked : row))
        problems.push(`not ${expected}: primary at ${Math.round(p.x)},${Math.round(p.y)}; Back at ${Math.round(b.x)},${Math.round(b.y)}`);
      if (problems.length) found[screen.name] = problems.join('; ');
      if (screen.route === 'addons') await screenshot(page, 'addons', width, true);
      await page.close();
    }
    expect(found).toEqual({});
  });

  it('on a 360 x 640 phone the first screen opens on the form, its notices, then Title, with no empty price box above it', async () => {
    for (const width of [360, 1280]) {
      const page = await browser.newPage({ width, height: 640 });
      await page.goto(`${origin()}/#/quote/create`);
      const title = page.getByLabel('Title', { exact: true });
      await title.locator('option', { hasText: 'Mrs' }).waitFor({ state: 'attached' });
      const top = (await box(title)).y;
      await screenshot(page, 'first-screen', width);
      if (width === 360) {
        // The law's two notices come before the first question (docs/product/regulation.md#privacy-when-her-answers-are-collected
        // and #her-answers-and-misrepresentation), so at 640 px Title is no longer in the first screenful: the form's
        // heading is, and Title follows the privacy notice with nothing but step 1's heading between them.
        const heading = await box(page.getByRole('heading', { level: 1, name: 'Get a car insurance quote' }));
        expect(heading.y, `the form's heading starts at ${Math.round(heading.y)} px`).toBeLessThan(640);
        const notice = await box(page.locator('#motor-quote').getByText('Your details and the checks we make'));
        const label = await box(page.locator('#motor-quote label', { hasText: /^Title$/ }));
        expect(label.y - notice.y, `Title's label is ${Math.round(label.y - notice.y)} px below the privacy notice's title`).toBeLessThan(
          700,
        );
        expect(top).toBeGreaterThan(label.y);
        // 'Your price' says nothing before there is a price: it waits for one.
        await expect(page.getByRole('heading', { name: 'Your price' }).count()).resolves.toBe(0);
        await expectNoAxeViolations(page, 'first screen at 360 px');
      }
      await page.close();
    }
  });

  it.each([360, 1280])('at %i px the price screen keeps Continue in reach and never hides the focused control behind it', async (width) => {
    const { uuid } = await createQuotedProposal(origin(), { coverType: 'C' });
    const page = await browser.newPage({ width, height: 640 });
    await page.goto(`${origin()}/#/quote/payment-option?uuid=${uuid}`);
    await page.getByRole('heading', { level: 1, name: 'Your car insurance quote' }).waitFor();
    const cont = button(page, 'Continue');
    const inView = async () => {
      const b = await box(cont);
      return b.y >= 0 && b.y + b.height <= 640;
    };
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const reach = await page.evaluate(() => scrollY);
    await page.evaluate(() => scrollTo(0, 0));
    const distance = (await box(cont)).y + (await box(cont)).height - 640;
    await screenshot(page, 'price-sticky', width);
    // On a phone Continue stays in view all the way down the page; on a wide screen it is within two screenfuls.
    const scrollToReach = Math.max(0, distance);
    if (width === 360) {
      for (const at of [0, 0.25, 0.5, 0.75]) {
        await page.evaluate((f) => scrollTo(0, f * document.documentElement.scrollHeight), at);
        expect(await inView(), `Continue in view at ${at * 100}% of a ${height} px page`).toBe(true);
      }
    } else
      expect(scrollToReach, `Continue ${scrollToReach} px below the first screenful (page ${height} px, ${reach})`).toBeLessThan(2 * 640);

    // WCAG 2.4.11: Tab through every control above the actions; none may sit behind the bar.
    await page.evaluate(() => scrollTo(0, 0));
    await page.getByRole('heading', { level: 1, name: 'Your car insurance quote' }).focus();
    const hidden: string[] = [];
    for (let i = 0; i < 80; i += 1) {
      await page.keyboard.press('Tab');
      const state = await page.evaluate(() => {
        const root = document.querySelector('#motor-quote')!.shadowRoot!;
        const el = root.activeElement as HTMLElement | null;
        if (!el) return { done: true, hidden: null };
        // The box that stays in view: the whole actions row on a wide screen, the price bar on a phone.
        const bar = [...root.querySelectorAll<HTMLElement>('.mq-price-page__actions, .mq-price-bar')].find(
          (b) => getComputedStyle(b).position === 'sticky' && getComputedStyle(b).display !== 'contents',
        );
        const r = el.getBoundingClientRect();
        const cover = bar && !bar.contains(el) ? bar.getBoundingClientRect() : null;
        const under = cover !== null && r.bottom > cover.top + 1 && r.top < cover.bottom;
        return {
          done: el.textContent?.trim() === 'Continue',
          hidden: under ? `${el.tagName} ${el.textContent?.trim().slice(0, 40)}` : null,
        };
      });
      if (state.hidden) hidden.push(state.hidden);
      if (state.done) break;
    }
    expect(hidden).toEqual([]);
    await expectNoAxeViolations(page, `price screen with its sticky bar at ${width} px`);
    await page.close();
  });

  it('Edit details lands with focus on the heading of the step it opens, in view', async () => {
    const { uuid } = await createQuotedProposal(origin(), { coverType: 'C' });
    const page = await browser.newPage({ width: 360, height: 640 });
    // The customer had reached step 7 in this tab before her price: Edit details opens it again.
    await page.goto(`${origin()}/#/quote/edit?uuid=${uuid}`);
    await page.locator('#mq-step-7-heading').click();
    await page.locator('#mq-step-7-heading[aria-expanded="true"]').waitFor();
    await page.goto(`${origin()}/#/quote/payment-option?uuid=${uuid}`);
    await button(page, 'Edit details').click();
    const heading = page.locator('#mq-step-7-heading');
    await expect.poll(() => heading.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).toBe(true);
    const b = await box(heading);
    expect(b.y > -1 && b.y + b.height <= 640, `step 7's heading at ${Math.round(b.y)} px`).toBe(true);
    await screenshot(page, 'edit-details', 360);
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'edit-details', 1280);
    await page.close();
  });

  it('at 360 px a long answer wraps whole, never cut: What will you use the car for? is radios', async () => {
    const { uuid } = await createQuotedProposal(origin(), { coverType: 'C' });
    const page = await browser.newPage({ width: 360, height: 640 });
    await page.goto(`${origin()}/#/quote/edit?uuid=${uuid}`);
    await page.locator('#mq-step-5-heading').click();
    const group = page.getByRole('group', { name: 'What will you use the car for?' });
    const answer = group.getByText('Social, domestic and pleasure, including commuting', { exact: true });
    await answer.waitFor();
    await expect(group.getByLabel('Social, domestic and pleasure, including commuting', { exact: true }).isChecked()).resolves.toBe(true);
    const cut = await answer.evaluate((el) => el.scrollWidth > el.clientWidth || el.getBoundingClientRect().right > innerWidth);
    expect(cut).toBe(false);
    await group.scrollIntoViewIfNeeded();
    await screenshot(page, 'long-options', 360);
    await page.setViewportSize({ width: 1280, height: 800 });
    await group.scrollIntoViewIfNeeded();
    await screenshot(page, 'long-options', 1280);
    await expectNoAxeViolations(page, 'step 5 at 360 px');
    await page.close();
  });
});
