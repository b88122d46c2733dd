/**
 * mode: 'live' | 'sandbox': live refuses to start without the brand's own API,
 * contacts, documents, firm details and provider settings; sandbox shows a "Test mode" badge.
 */
import { describe, expect, it } from 'vitest';
import { origin, useBrowser, watchErrors } from './support/browser';

const browser = useBrowser();

const LIVE = {
  mode: 'live',
  routing: 'memory',
  brand: {
    phone: '0300 000 1111',
    email: 'help@brand.example',
    faqUrl: 'https://brand.example/faq',
    contactUrl: 'https://brand.example/contact',
    documents: {
      ipid: 'https://brand.example/ipid.pdf',
      policyWording: 'https://brand.example/wording.pdf',
      administrationContract: 'https://brand.example/admin.pdf',
      terms: 'https://brand.example/terms.pdf',
      privacyNotice: 'https://brand.example/privacy',
      complaints: 'https://brand.example/complaints',
      accessibility: 'https://brand.example/accessibility',
      products: Object.fromEntries(
        ['PA', 'EPA', 'LE', 'KEY', 'SAB1', 'SAB2', 'SAB3', 'SAB4', 'SAB5'].map((code) => [
          code,
          { ipid: `https://brand.example/${code}-ipid.pdf`, wording: `https://brand.example/${code}-wording.pdf` },
        ]),
      ),
    },
    firm: {
      legalName: 'Brand Motor Ltd',
      frn: '123456',
      address: '1 High Street, Leeds LS1 1AA',
      registerUrl: 'https://register.fca.org.uk/s/',
      status: 'broker',
      scope: 1,
      commission: true,
      fee: 0,
    },
    insurer: { name: 'Brand Underwriting Ltd', address: '2 High Street, Leeds LS1 1AB', frn: '202020', regulator: 'pra' },
    credit: {
      lender: 'Brand Finance Ltd',
      lenderAddress: '3 High Street, Leeds LS1 1AC',
      broker: true,
      commission: true,
      serviceUser: 'Brand Finance',
      creditReferenceAgency: { name: 'Brand Credit Reference Ltd', address: 'PO Box 1, Leeds LS1 1AD', contact: '0800 000 0000' },
    },
    cancellation: { fee: 0 },
  },
  captcha: { scriptUrl: '/sandbox/captcha.js', siteKey: 'brand-site-key' },
  deviceRisk: { scriptUrl: '/sandbox/device-risk.js' },
};

describe('live and sandbox modes', () => {
  it('sandbox (the default) shows a Test mode badge', async () => {
    const page = await browser.newPage();
    await page.goto(`${origin()}/#/quote/create`);
    await page.getByRole('heading', { level: 1, name: 'Get a car insurance quote' }).waitFor();
    await page.getByText('Test mode', { exact: true }).waitFor();
  });

  it('live with settings missing does not start: the console names each one, the customer sees it is not set up, never the demo’s details', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    await page.goto(`${origin()}/blank.html`);
    const { brand, ...rest } = LIVE;
    const { phone: _phone, firm: _firm, ...brandWithoutPhone } = brand;
    void [_phone, _firm];
    const ready = await page.evaluate((config) => window.MotorQuote!.mount('#first', config as never).ready, {
      ...rest,
      brand: { ...brandWithoutPhone, email: 42 },
    });
    expect(ready).toBe(false);
    await page.getByRole('heading', { level: 1, name: 'This quote service isn’t set up yet' }).waitFor();
    const message = errors.find((line) => line.includes('mode "live"'))!;
    expect(message).toContain('apiBase');
    expect(message).toContain('brand.phone');
    expect(message).toContain('brand.email');
    expect(message).not.toContain('brand.faqUrl');
    // The firm's disclosures: no sale names the demo's firm.
    expect(message).toContain('brand.firm.legalName');
    expect(message).toContain('brand.firm.frn');
    expect(await page.getByText('0330 123 4567').count()).toBe(0);
    expect(await page.getByText(/000000/).count()).toBe(0);
    expect(await page.getByText('Test mode', { exact: true }).count()).toBe(0);
  });

  it('live with every setting given starts the journey, without the badge', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    await page.goto(`${origin()}/blank.html`);
    const ready = await page.evaluate((config) => window.MotorQuote!.mount('#first', config as never).ready, {
      ...LIVE,
      apiBase: origin(),
    });
    expect(ready).toBe(true);
    await page.getByRole('heading', { level: 1, name: 'Get a car insurance quote' }).waitFor();
    expect(await page.getByText('Test mode', { exact: true }).count()).toBe(0);
    await page.getByRole('link', { name: '0300 000 1111' }).first().waitFor();
    // Who insures her and the firm's status, from the brand's own config, never the demo's.
    await page
      .getByText(
        /^Your insurer is Brand Underwriting Ltd, .*Brand Motor Ltd, 1 High Street, Leeds LS1 1AA, arranges your policy .*firm reference number 123456\./,
      )
      .first()
      .waitFor();
    expect(errors).toEqual([]);
  });
});
