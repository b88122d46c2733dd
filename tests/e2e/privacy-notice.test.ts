/**
 * The privacy notice's first layer on the first screen, before the first question
 * (docs/product/regulation.md#privacy-when-her-answers-are-collected): read in Chromium with axe, in the
 * script's screen and in the page's own first-screen HTML before the script runs, the two the same.
 */
import type { Locator, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { origin, useBrowser, watchErrors } from './support/browser';
import { sel } from './support/class-names';

const browser = useBrowser();

const TITLE = 'Your details and the checks we make';

/** The notice's words as she reads them, and where its full notice link goes. */
async function readNotice(root: Locator) {
  const notice = root.locator(sel('.mq-notice'), { hasText: TITLE });
  await notice.waitFor();
  const items = await notice.getByRole('listitem').allInnerTexts();
  const link = notice.getByRole('link', { name: /Read our full privacy notice/ });
  // Resolved as the browser follows it: the shell writes the sandbox's path, the script resolves it under apiBase.
  return {
    items,
    keep: await notice.getByText(/We keep your details for/).innerText(),
    href: await link.evaluate((a) => (a as HTMLAnchorElement).href),
  };
}

/** Above the first question: the notice ends before First name begins. */
async function aboveFirstQuestion(page: Page, root: Locator) {
  const notice = await root.locator(sel('.mq-notice'), { hasText: TITLE }).boundingBox();
  const first = await root.getByLabel('First name').boundingBox();
  expect(notice!.y + notice!.height).toBeLessThanOrEqual(first!.y);
  void page;
}

describe('the privacy notice before the first question', () => {
  it('is on the first screen above step 1, with each check, the person to ask, the people she names, retention and the full notice; axe clean', async () => {
    const page = await browser.newPage({ width: 360, height: 800 });
    const errors = watchErrors(page);
    await page.goto(`${origin()}/#/quote/create`);
    await page.getByRole('heading', { level: 1, name: 'Get a car insurance quote' }).waitFor();
    const notice = await readNotice(page.locator('#motor-quote'));
    expect(notice.items).toEqual([
      expect.stringMatching(
        /credit reference and fraud prevention agencies, .*\(CUE and MID\) and the DVLA\. A captcha service and a check of your device/,
      ),
      expect.stringMatching(
        /decided automatically from your answers\. You can ask for a person to review a decision: call us on 0330\s123\s4567\.$/,
      ),
      expect.stringMatching(/tell them and show them this notice\.$/),
    ]);
    expect(notice.keep).toMatch(
      /^We keep your details for 7 years after your policy ends, or after your quote if you do not buy \(the demo’s period\)\./,
    );
    expect(notice.href).toBe(`${origin()}/sandbox/documents/privacy-notice.html`);
    await aboveFirstQuestion(page, page.locator('#motor-quote'));
    await expectNoAxeViolations(page, 'the first screen with the privacy notice');
    // The full notice is the sandbox's document, with the detail the first layer leaves out.
    const full = await page.request.get(`${origin()}/sandbox/documents/privacy-notice.html`);
    expect(await full.text()).toMatch(/Claims and Underwriting Exchange \(CUE\)[\s\S]*device fingerprint[\s\S]*ask for a person to review/);
    expect(errors).toEqual([]);
  });

  it('is in the page’s own first screen before the script runs, word for word what the script then shows', async () => {
    const page = await browser.newPage({ width: 1280, height: 900 });
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/dist\/motor-quote\.js$/, async (route: Route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${origin()}/shell.html`, { waitUntil: 'commit' });
    const root = page.locator('#motor-quote');
    const shell = await readNotice(root);
    expect(await page.evaluate(() => 'MotorQuote' in window)).toBe(false);
    await aboveFirstQuestion(page, root);
    await expectNoAxeViolations(page, 'the first screen shell with the privacy notice');
    release();
    await page.waitForFunction((app) => {
      const shadow = document.querySelector('#motor-quote')?.shadowRoot;
      return shadow && performance.getEntriesByName('mq:interactive').length > 0 && shadow.querySelector(app);
    }, sel('.mq-root .mq-app'));
    expect(await readNotice(root)).toEqual(shell);
  });
});
