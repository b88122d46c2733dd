import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { origin, useBrowser, watchErrors } from './support/browser';
import { createQuotedProposal } from './support/quote';

const browser = useBrowser();

const END_STATES: [string, string][] = [
  ['/quote/declined', 'Sorry, we can’t give you a quote'],
  ['/declined', 'We can’t complete your purchase'],
  ['/quote/payment/failed?uuid=00000000-0000-4000-8000-000000000000', 'Your payment has been unsuccessful'],
  ['/quote/session-expired', 'Your session has expired'],
  ['/error/exception', 'We’re experiencing a technical issue'],
  ['/quote/instalments/declined?uuid=00000000-0000-4000-8000-000000000000', 'Your credit application has been declined'],
  ['/quote/no/such/page', 'Page not found'],
];

describe('the embeddable shell', () => {
  it('mounts inside an open shadow root and keeps the route in the hash only', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    await page.goto(`${origin()}/?utm_source=mail#/quote/declined`);
    // Waits for the heading (the script mounts after the page loads), as a person would look for it.
    await page.getByRole('heading', { level: 1, name: 'Sorry, we can’t give you a quote' }).waitFor();
    const inShadow = await page.evaluate(() => Boolean(document.querySelector('#motor-quote')?.shadowRoot?.querySelector('.mq-root')));
    expect(inShadow).toBe(true);
    await page.getByRole('button', { name: 'Start a quote' }).click();
    await page.waitForFunction(() => location.hash.startsWith('#/quote/create'));
    const url = new URL(page.url());
    expect(url.pathname).toBe('/');
    expect(url.search).toBe('?utm_source=mail');
    expect(errors).toEqual([]);
  });

  it('leaves every hash that is not one of its routes to the host page: no Page not found, nothing written over it', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    for (const hash of ['', '#pricing', '#/account/settings', '#/quotes-archive']) {
      await page.goto(`${origin()}/${hash}`);
      await page.getByLabel('First name').waitFor();
      await expect(page.getByRole('heading', { name: 'Page not found' }).count()).resolves.toBe(0);
      expect(new URL(page.url()).hash).toBe(hash);
    }
    // The host's router moving to another of its routes leaves the widget where the customer was.
    await page.getByLabel('First name').fill('Amelia');
    await page.evaluate(() => (location.hash = '#/account/orders'));
    await expect(page.getByLabel('First name').inputValue()).resolves.toBe('Amelia');
    expect(new URL(page.url()).hash).toBe('#/account/orders');
    expect(errors).toEqual([]);
  });

  for (const [route, heading] of END_STATES) {
    it(`renders ${route} with its heading and no axe violations`, async () => {
      const page = await browser.newPage();
      await page.goto(`${origin()}/#${route}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await expectNoAxeViolations(page, route);
    });
  }

  it('shows the requested path on the not-found screen and the support details in the sidebar', async () => {
    const page = await browser.newPage();
    await page.goto(`${origin()}/#/quote/nowhere`);
    // The first screen renders in a transition, a few frames after the page's load event.
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByText('/quote/nowhere').waitFor();
    await expect(page.getByRole('link', { name: '0330 123 4567' }).first().getAttribute('href')).resolves.toBe('tel:03301234567');
    await page.getByText('We accept all major credit and debit cards.').waitFor();
  });

  it('the failed-payment screen offers the way back to payment for that quote', async () => {
    const { uuid } = await createQuotedProposal(origin());
    const page = await browser.newPage();
    await page.goto(`${origin()}/#/quote/payment/failed?uuid=${uuid}`);
    await page.getByRole('button', { name: 'Return to payment page and try again' }).click();
    await page.waitForFunction((id) => location.hash === `#/quote/payment?uuid=${id}`, uuid);
  });
});
