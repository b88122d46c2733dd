import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { origin, useBrowser } from './support/browser';

const browser = useBrowser();

/** The computed colour of the Continue button inside one widget's shadow root. */
const continueColour = (host: string) =>
  `(() => {
    const root = document.querySelector('${host}').shadowRoot;
    const button = [...root.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Continue');
    return getComputedStyle(button).backgroundColor;
  })()`;

describe('white label: two brands on one page', () => {
  it('each brand renders with its own colours, logo, contact details and overridden label', async () => {
    const page = await browser.newPage({ width: 1280 });
    await page.goto(`${origin()}/themes.html#/quote/create`);
    await page.getByRole('heading', { name: 'Your Northgate car insurance quote' }).waitFor();
    await page.getByRole('heading', { name: 'Get a car insurance quote' }).waitFor();
    expect(await page.evaluate(continueColour('#juniper'))).toBe('rgb(194, 24, 91)');
    expect(await page.evaluate(continueColour('#northgate'))).toBe('rgb(29, 79, 145)');
    await expect(page.getByRole('img', { name: 'Northgate Motor' }).count()).resolves.toBeGreaterThan(0);
    await page.getByRole('link', { name: '0800 049 1234' }).waitFor();
    await page.getByRole('heading', { name: 'Talk to Northgate' }).waitFor();
    await expectNoAxeViolations(page, 'themes page');
  });

  it('the widget lays out by its own width: in a narrow column the help panel goes below the form', async () => {
    const page = await browser.newPage({ width: 1280 });
    await page.goto(`${origin()}/themes.html#/quote/create`);
    const help = page.getByRole('heading', { name: 'Talk to Northgate' });
    await help.waitFor();
    const continueBox = await page.locator('#northgate').getByRole('button', { name: 'Continue' }).boundingBox();
    const helpBox = await help.boundingBox();
    expect(helpBox!.y).toBeGreaterThan(continueBox!.y);
  });
});
