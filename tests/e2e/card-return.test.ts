/**
 * The card payment's return on integrators' pages (support/integrator.ts: another origin than the
 * script and the API): the card frame comes back to the widget's own return page, never the host
 * page, and only the widget that paid moves on, whatever the routing, the number of widgets on the
 * page or the host's headers.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { origin, storedProposal, useBrowser, watchErrors } from './support/browser';
import { useIntegrator } from './support/integrator';
import { payByCard, quoteAndConfirm } from './support/journey';
import { createQuotedProposal } from './support/quote';

const integrator = useIntegrator();
const browser = useBrowser({ server: () => ({ allowedOrigins: [integrator.origin()] }) });

const CARD_OK = '4242 4242 4242 4242';
const thankYou = (page: Page) =>
  page.getByRole('heading', { level: 1, name: /^Thank you(, your car is insured|\. Your cover starts on )/ });
const payHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Pay for your policy' });

/** Every accept call the page makes, by uuid. */
function watchAccepts(page: Page) {
  const accepts: string[] = [];
  page.on('request', (request) => {
    const match = /\/api\/proposal\/([^/]+)\/quote\/accept$/.exec(new URL(request.url()).pathname);
    if (match) accepts.push(match[1]);
  });
  return accepts;
}

// The insurer's own record: after the sale the token opens nothing (docs/security.md#data-that-ends-with-the-sale).
const serverProposal = async (uuid: string) => storedProposal(uuid);

/** Requests for the integrator's own pages made from inside a frame: the host page loaded in the card frame. */
const hostPagesInFrames = () => integrator.requests().filter((request) => request.dest === 'iframe');

describe('the card return on an integrator’s page of another origin', () => {
  it('hash routing: a new customer quotes, pays by card and is insured; the host page never loads in the frame', async () => {
    integrator.clearRequests();
    const page = await browser.newPage();
    const errors = watchErrors(page);
    const accepts = watchAccepts(page);
    const uuid = await quoteAndConfirm(page, origin(), false, { at: integrator.url('plain.html') });
    await payHeading(page).waitFor();
    await payByCard(page, CARD_OK);
    await thankYou(page).waitFor();
    expect(new URL(page.url()).hash).toBe(`#/quote/thankyou?uuid=${uuid}`);
    expect(new URL(page.url()).pathname).toBe('/plain.html');
    expect(accepts).toEqual([uuid]);
    await expect(serverProposal(uuid)).resolves.toMatchObject({ is_purchased: true, is_accepted: true });
    expect(hostPagesInFrames()).toEqual([]);
    // The card frame is gone with the payment screen.
    await expect(page.locator('iframe').count()).resolves.toBe(0);
    await expectNoAxeViolations(page, 'thank-you on an integrator page');
    await expect(page.evaluate(() => (window as unknown as { hostEvents: string[] }).hostEvents)).resolves.toContain('purchase_completed');
    expect(errors).toEqual([]);
  }, 240_000);

  it('memory routing beside the host’s own hash router: the whole journey to an accepted purchase while the host keeps its route', async () => {
    integrator.clearRequests();
    const page = await browser.newPage();
    const errors = watchErrors(page);
    const accepts = watchAccepts(page);
    const uuid = await quoteAndConfirm(page, origin(), false, { at: integrator.url('host-router.html#/pricing') });
    await payHeading(page).waitFor();
    await payByCard(page, CARD_OK);
    await thankYou(page).waitFor();
    expect(accepts).toEqual([uuid]);
    await expect(serverProposal(uuid)).resolves.toMatchObject({ is_accepted: true });
    // The host's router saw only its own route, and still shows it.
    expect(new URL(page.url()).hash).toBe('#/pricing');
    await expect(page.evaluate(() => (window as unknown as { hostRoutes: string[] }).hostRoutes)).resolves.toEqual(['#/pricing']);
    await page.getByRole('heading', { level: 1, name: 'Pricing' }).waitFor();
    expect(hostPagesInFrames()).toEqual([]);
    expect(errors).toEqual([]);
  }, 240_000);

  it('the default hash routing beside the host’s router owns only its own routes: the host’s route shows, no Page not found', async () => {
    const page = await browser.newPage();
    await page.goto(integrator.url('host-router.html?routing=hash#/pricing'));
    await page.getByLabel('First name').waitFor();
    await expect(page.getByRole('heading', { name: 'Page not found' }).count()).resolves.toBe(0);
    await page.getByRole('link', { name: 'Home' }).click();
    await page.getByRole('heading', { level: 1, name: 'Welcome to Compare Cars' }).waitFor();
    await page.getByLabel('First name').waitFor();
    expect(new URL(page.url()).hash).toBe('#/home');
    await expect(page.evaluate(() => (window as unknown as { hostRoutes: string[] }).hostRoutes)).resolves.toEqual(['#/pricing', '#/home']);
  });

  it('memory routing: the quote e-mail’s link opens Retrieve a Quote, and the recalled quote shows its price without touching the address', async () => {
    const { proposal } = await createQuotedProposal(origin());
    const page = await browser.newPage();
    await page.goto(integrator.url('host-router.html#/quote/recall'));
    await page.getByRole('heading', { level: 1, name: 'Retrieve a Quote' }).waitFor();
    await page.getByLabel('Quote reference').fill(proposal.quote.reference);
    await page.getByLabel('Postcode').fill(proposal.risk.proposer.address.postcode!);
    const [year, month, day] = proposal.risk.proposer.date_of_birth!.split('-');
    await page.getByLabel('Date of birth').pressSequentially(`${day}/${month}/${year}`);
    await page.getByRole('button', { name: 'Retrieve my quote' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your car insurance quote', exact: true }).waitFor();
    await page.getByText(proposal.quote.reference, { exact: true }).waitFor();
    expect(new URL(page.url()).hash).toBe('#/quote/recall');
  });

  it('two widgets on one page: the one that pays shows its thank-you; the other brand’s widget is untouched and fires nothing', async () => {
    const { uuid } = await createQuotedProposal(origin());
    const page = await browser.newPage();
    const errors = watchErrors(page);
    const accepts = watchAccepts(page);
    // Juniper keeps hash routing, so the payment route in the address opens it; Northgate uses memory.
    await page.goto(integrator.url(`two-widgets.html#/quote/payment?uuid=${uuid}`));
    const juniper = page.locator('#juniper');
    const northgate = page.locator('#northgate');
    await payHeading(page).waitFor();
    await northgate.getByRole('heading', { name: 'Your Northgate car insurance quote' }).waitFor();
    await payByCard(page, CARD_OK);
    await juniper.getByRole('heading', { level: 1, name: /^Thank you(, your car is insured|\. Your cover starts on )/ }).waitFor();
    expect(accepts).toEqual([uuid]);
    await northgate.getByRole('heading', { name: 'Your Northgate car insurance quote' }).waitFor();
    await expect(northgate.getByText(/^Thank you(, your car is insured|\. Your cover starts on )/).count()).resolves.toBe(0);
    const events = await page.evaluate(() => (window as unknown as { hostEvents: Record<string, { name: string }[]> }).hostEvents);
    expect(events.juniper.map((e) => e.name)).toContain('purchase_completed');
    expect(events.northgate.map((e) => e.name)).not.toContain('purchase_completed');
    expect(errors).toEqual([]);
  });

  it('a page sent with X-Frame-Options DENY and a strict CSP: the customer pays and is insured, with no CSP violation', async () => {
    const { uuid } = await createQuotedProposal(origin());
    integrator.clearRequests();
    const page = await browser.newPage();
    const errors = watchErrors(page);
    const accepts = watchAccepts(page);
    const response = await page.goto(integrator.url(`strict.html#/quote/payment?uuid=${uuid}`));
    expect(response?.headers()['x-frame-options']).toBe('DENY');
    await payHeading(page).waitFor();
    await payByCard(page, CARD_OK);
    await thankYou(page).waitFor();
    expect(accepts).toEqual([uuid]);
    expect(hostPagesInFrames()).toEqual([]);
    await expect(page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).resolves.toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('forged returns', () => {
  it('a message from the host page, another origin’s frame or a second copy of the return page moves nothing', async () => {
    const { uuid } = await createQuotedProposal(origin());
    const page = await browser.newPage();
    const accepts = watchAccepts(page);
    const returnUrls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(`/api/proposal/${uuid}/quote/payment`)) returnUrls.push(JSON.parse(request.postData() ?? '{}').return_url);
    });
    await page.goto(integrator.url(`plain.html#/quote/payment?uuid=${uuid}`));
    await payHeading(page).waitFor();
    await page.frameLocator('iframe[title="Secure card payment"]').getByLabel('Card number').waitFor();
    const real = new URL(returnUrls[0]);

    // Counts the return messages the page receives, in a listener added after the widget's: once it
    // has seen all three forgeries, the widget's own listener has already run for each.
    await page.evaluate(() => {
      const seen = window as unknown as { forgeries: number };
      seen.forgeries = 0;
      window.addEventListener('message', (event) => {
        if ((event.data as { type?: string } | null)?.type === 'motorquote:payment-return') seen.forgeries += 1;
      });
    });
    // 1. The host page itself (or any script on it) posts the exact message, nonce included.
    const message = { type: 'motorquote:payment-return', uuid, nonce: real.searchParams.get('mq_nonce') };
    await page.evaluate((data) => window.postMessage(data, '*'), message);
    // 2. A frame on another origin posts it too (integrator-pages/forge.js, on load).
    const forge = `${integrator.unlistedOrigin()}/forge.html?${new URLSearchParams({ type: message.type, uuid, nonce: message.nonce ?? '' })}`;
    await page.evaluate(
      (src) =>
        new Promise<void>((resolve) => {
          const frame = document.createElement('iframe');
          frame.onload = () => resolve();
          frame.src = src;
          document.body.append(frame);
        }),
      forge,
    );
    // 3. The real return page, opened in a frame of the host's by someone who read the address: the
    //    right origin and message, but not this widget's card frame.
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      document.body.append(frame);
    }, real.href);
    await page.waitForFunction(() => (window as unknown as { forgeries: number }).forgeries === 3);
    // Two frames: anything the widget's listener set in motion would have rendered by then.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await payHeading(page).waitFor();
    expect(accepts).toEqual([]);
    expect(new URL(page.url()).hash).toBe(`#/quote/payment?uuid=${uuid}`);

    // The real frame's return still works afterwards.
    await payByCard(page, CARD_OK);
    await thankYou(page).waitFor();
    expect(accepts).toEqual([uuid]);
  });

  it('a provider that redirects the whole window: the return page on another origin offers no link, and going back finishes the purchase', async () => {
    const { uuid } = await createQuotedProposal(origin());
    const page = await browser.newPage();
    const paymentAnswers: string[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith(`/api/proposal/${uuid}/quote/payment`)) paymentAnswers.push((await response.json()).payment_url);
    });
    await page.goto(integrator.url(`plain.html#/quote/payment?uuid=${uuid}`));
    await page.frameLocator('iframe[title="Secure card payment"]').getByLabel('Card number').waitFor();
    // The card page opened as the whole window, as a redirecting provider would.
    await page.goto(paymentAnswers[0]);
    await page.getByLabel('Card number').fill(CARD_OK);
    await page.getByLabel('Expiry date').fill('12/39');
    await page.getByLabel('Security code (CVC)').fill('123');
    await page.getByLabel('Name on card').fill('Amelia Hart');
    await page.getByRole('button', { name: /^Pay £/ }).click();
    await page.getByRole('heading', { name: 'Payment received' }).waitFor();
    expect(new URL(page.url()).origin).toBe(origin());
    // The return page cannot vouch for an origin its own address names (docs/security.md), so it
    // offers no link to the integrator's page; the customer goes back herself.
    await page.getByText('To finish your purchase, go back to the page you started on.').waitFor();
    expect(await page.getByRole('link').count()).toBe(0);
    await page.goto(integrator.url(`plain.html#/quote/thankyou?uuid=${uuid}`));
    await thankYou(page).waitFor();
    expect(new URL(page.url()).href).toBe(integrator.url(`plain.html#/quote/thankyou?uuid=${uuid}`));
    await expect(serverProposal(uuid)).resolves.toMatchObject({ is_accepted: true });
  });

  it('a crafted return address shows no link to the site it names', async () => {
    const page = await browser.newPage();
    await page.goto(
      `${origin()}/dist/motor-quote-return.html?mq_uuid=u&mq_nonce=n&mq_origin=https%3A%2F%2Fevil.example&mq_back=https%3A%2F%2Fevil.example%2Flogin`,
    );
    await page.getByText('To finish your purchase, go back to the page you started on.').waitFor();
    expect(await page.getByRole('link').count()).toBe(0);
    expect(await page.content()).not.toContain('evil.example/login');
  });
});
