import { describe, expect, it } from 'vitest';
import { origin, useBrowser, watchErrors } from './support/browser';
import { fillAboutYou } from './support/details-form';

const browser = useBrowser();

describe('a host page with a strict Content-Security-Policy', () => {
  it('runs the widget styled, with no CSP violation, through step 1 and the captcha', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    const response = await page.goto(`${origin()}/csp.html#/quote/create`);
    expect(response?.headers()['content-security-policy']).toContain("style-src 'self'");
    await page.getByRole('heading', { name: 'Get a car insurance quote' }).waitFor();
    // The stylesheet applied: a styled heading is bold and uses the theme's text colour, not the UA default.
    const heading = await page.getByRole('heading', { name: 'Get a car insurance quote' }).evaluate((el) => getComputedStyle(el).fontSize);
    expect(heading).toBe('32px');
    await fillAboutYou(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('group', { name: 'Do you know the car’s registration?' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    expect(errors.filter((line) => /Content Security Policy|Refused/.test(line))).toEqual([]);
  });
});
