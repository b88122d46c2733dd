import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { origin, useBrowser, watchErrors } from './support/browser';
import { createQuotedProposal } from './support/quote';
import { accessHeaders } from './support/access';
import { sel } from './support/class-names';

const browser = useBrowser();

const pwned = (page: Page) => page.evaluate(() => (window as { __pwned?: unknown }).__pwned);
const polluted = (page: Page) => page.evaluate(() => (({}) as { polluted?: unknown }).polluted);

// Everything an attacker who controls the insurer's endorsement text would try.
const SAFE = '<h4>41 - Tracking device</h4><p>Theft is excluded unless an approved tracker is fitted.</p>';
const HOSTILE_ENDORSEMENT = [
  SAFE,
  '<script>window.__pwned=1</script>',
  '<img src=x onerror="window.__pwned=1">',
  '<p>Read the <a href="javascript:window.__pwned=1">tracker list</a> and the <a href="https://insurer.example/tracking">tracking terms</a>.</p>',
  '<svg onload="window.__pwned=1"><circle r="4"/></svg>',
  '<iframe src="javascript:window.__pwned=1"></iframe>',
  '<p style="position:fixed;inset:0;background:red" onmouseover="window.__pwned=1">Fitted trackers must be Thatcham approved.</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned=1"></style></mglyph></table></mtext></math>',
].join('');

/** The endorsement list items inside the widget's shadow root, as markup and as found elements. */
const endorsements = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const root = document.querySelector('#motor-quote')!.shadowRoot!;
    // The injected endorsement only: the summary lists the notes of docs/product/constants.md#endorsement-notes beside it.
    const items = Array.from(root.querySelectorAll(sel)).filter((li) => li.textContent?.includes('41 - Tracking device'));
    return {
      count: items.length,
      dangerous: items.flatMap((li) =>
        Array.from(
          li.querySelectorAll('script, iframe, svg, img, math, style, object, embed, [style], [onload], [onerror], [onmouseover]'),
        ).map((e) => e.outerHTML),
      ),
      hrefs: items.flatMap((li) => Array.from(li.querySelectorAll('a')).map((a) => a.getAttribute('href'))),
    };
  }, selector);

async function openWithHostileEndorsement(route: string) {
  const { uuid } = await createQuotedProposal(origin(), { vehicleValue: 32000, hasTracker: false });
  const page = await browser.newPage();
  const errors = watchErrors(page);
  await page
    .context()
    .route('https://insurer.example/**', (r) =>
      r.fulfill({ contentType: 'text/html', body: '<title>Tracking terms</title><h1>Tracking terms</h1>' }),
    );
  // The real answer, with the endorsement text replaced on its way to the widget.
  await page.route(`**/api/proposal/${uuid}`, async (r) => {
    if (r.request().method() !== 'GET') return r.continue();
    const response = await r.fetch({ headers: { ...r.request().headers(), ...accessHeaders(uuid) } });
    const json = await response.json();
    json.data.proposal.quote.endorsements = [{ text: HOSTILE_ENDORSEMENT, extra_info: 41 }];
    await r.fulfill({ response, json });
  });
  await page.goto(`${origin()}/#${route}?uuid=${uuid}`);
  return { page, errors };
}

describe('hostile endorsement HTML from the API', () => {
  it.each([
    ['price', '/quote/payment-option', 'Your car insurance quote', sel('.mq-price-endorsement')],
    ['summary', '/quote/summary', 'Quote Summary', sel('.mq-endorsement')],
  ])('renders harmlessly on the %s screen: text kept, nothing runs, links safe', async (_, route, heading, selector) => {
    const { page, errors } = await openWithHostileEndorsement(route);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    // On the summary the endorsements are reference detail, in the closed Policy Summary.
    if (route === '/quote/summary') await page.getByText('Policy Summary', { exact: true }).click();
    await page.getByText('Theft is excluded unless an approved tracker is fitted.').waitFor();
    await page.getByText('Fitted trackers must be Thatcham approved.').waitFor();
    // Endorsement 41 on the price screen opens its tracker notice first.
    if (route === '/quote/payment-option')
      await page
        .getByRole('dialog', { name: 'A tracking device is needed for theft cover' })
        .getByRole('button', { name: 'I understand' })
        .click();

    const found = await endorsements(page, selector);
    expect(found.count).toBe(1);
    expect(found.dangerous).toEqual([]);
    // The javascript: link lost its address; the https one opens in a new tab.
    expect(found.hrefs).toEqual([null, 'https://insurer.example/tracking']);

    const links = page.locator(`${selector}:has-text('41 - Tracking device') a`);
    for (let index = 0; index < (await links.count()); index += 1) {
      const link = links.nth(index);
      const popup = (await link.getAttribute('href')) ? page.waitForEvent('popup') : null;
      await link.click();
      if (popup) await (await popup).close();
    }
    await page.getByText('Fitted trackers must be Thatcham approved.').hover();
    expect(await pwned(page)).toBeUndefined();
    await expectNoAxeViolations(page, `${route} with a hostile endorsement`);
    // The demo page's CSP (default-src 'self', no 'unsafe-inline') reports the handlers and styles
    // of the hostile markup as the sanitiser parses it: the page refusing them, not an error of the
    // widget's. Anything else on the console is one.
    const refusedByCsp = /^(Executing inline event handler|Applying inline style) violates the following Content Security Policy directive/;
    expect(errors.filter((error) => !refusedByCsp.test(error))).toEqual([]);
  });
});

describe('a card page address that must not be framed', () => {
  it.each(['javascript:window.__pwned=1', 'http://evil.example/pay', 'data:text/html,<script>parent.__pwned=1</script>'])(
    '%s: no frame, the Exception screen with a way forward, one console line saying why',
    async (address) => {
      const { uuid } = await createQuotedProposal(origin());
      const page = await browser.newPage();
      const errors = watchErrors(page);
      await page.route(`**/api/proposal/${uuid}/quote/payment`, (r) => r.fulfill({ json: { payment_url: address } }));
      await page.goto(`${origin()}/#/quote/payment?uuid=${uuid}`);
      await page.getByRole('heading', { level: 1, name: 'We’re experiencing a technical issue' }).waitFor();
      expect(new URL(page.url()).hash).toBe('#/error/exception');
      await page
        .getByText(
          /Your answers so far are saved on this device, so you can carry on with your quote, retrieve a saved quote, or call us on/,
        )
        .waitFor();
      const frames = await page.evaluate(() =>
        Array.from(document.querySelector('#motor-quote')!.shadowRoot!.querySelectorAll('iframe')).map((f) => f.src),
      );
      expect(frames).toEqual([]);
      expect(page.frames()).toHaveLength(1);
      expect(await pwned(page)).toBeUndefined();
      expect(errors).toEqual([expect.stringContaining('card payment address that is neither https nor on the API’s own origin')]);
      await expectNoAxeViolations(page, 'exception after a refused card page');
    },
  );
});

describe('a hostile config and deep link', () => {
  it('on the hostile host page: every bad field reported, nothing polluted or run, markup shown as text, the widget works', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    await page.addInitScript(() => {
      (window as { MotorQuoteConfig?: unknown }).MotorQuoteConfig = JSON.parse(
        JSON.stringify({
          brand: {
            name: '<img src=x onerror="window.__pwned=1">Acme',
            logoUrl: 'javascript:window.__pwned=1',
            faqUrl: 'data:text/html,<script>alert(1)</script>',
            colour: 'red',
          },
          labels: { 'sidebar.title': '<script>window.__pwned=1</script>Need help?', 'no.such.label': 'x' },
          mystery: 1,
          sessionTimeoutMinutes: 'soon',
        }).replace('{', '{"__proto__":{"polluted":1},'),
      );
    });
    await page.goto(`${origin()}/hostile.html#/quote/create`);
    await page.getByLabel('First name').fill('Amelia');
    await expect(page.getByLabel('First name').inputValue()).resolves.toBe('Amelia');

    await page.getByText('<img src=x onerror="window.__pwned=1">Acme', { exact: true }).waitFor();
    await page.getByRole('heading', { name: '<script>window.__pwned=1</script>Need help?' }).waitFor();
    await expect(page.getByRole('link', { name: /frequently asked questions/ }).getAttribute('href')).resolves.toBe(
      'https://www.juniper-insurance.example/faq',
    );
    expect(await pwned(page)).toBeUndefined();
    expect(await polluted(page)).toBeUndefined();
    for (const field of [
      '"__proto__" key was ignored',
      'unknown field "mystery"',
      'unknown field "brand.colour"',
      '"brand.logoUrl" is not valid',
      '"brand.faqUrl" is not valid',
      '"sessionTimeoutMinutes" is not valid',
      '"labels.no.such.label" is not a label',
    ]) {
      expect(
        errors.filter((line) => line.includes(field)),
        field,
      ).toHaveLength(1);
    }
    expect(errors).toHaveLength(7);
    await expectNoAxeViolations(page, 'hostile host page with a hostile config');
  });

  it('a partner deep link with markup and an oversize extra key goes to Recall with a clear reason', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    const request = { reference: '<script>window.__pwned=1</script>', postcode: 'LS6 2AB', dob: '1988-03-14', campaign: 'x'.repeat(300) };
    await page.goto(`${origin()}/partner.html?${new URLSearchParams(request)}`);
    await page.getByText('We couldn’t open your quote from that link').waitFor();
    expect(new URL(page.url()).hash).toBe('#/quote/recall?reason=invalid-link');
    expect(errors).toEqual([expect.stringMatching(/^MotorQuote config: "deepLink\.reference" is not valid: .+"deepLink" was left out\.$/)]);
    expect(await pwned(page)).toBeUndefined();
    await expectNoAxeViolations(page, 'recall after a hostile deep link');
  });
});
