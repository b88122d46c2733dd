import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../../src/config/parse-config';
import { resolveAddresses } from '../../../src/embed/resolve-addresses';

const PAGE = 'https://www.compare-cars.example/car-insurance/quote.html?campaign=spring';
const API = 'https://api.insurer.example';

const resolved = (input: Parameters<typeof parseConfig>[0], apiBase = API, page = PAGE) =>
  resolveAddresses(
    parseConfig(input, () => {}),
    apiBase,
    page,
  );

describe('addresses in config resolve one way', () => {
  it('an address the integrator gives as a path is the host page’s, as an <img src> on that page would be', () => {
    const config = resolved({
      brand: {
        logoUrl: '/img/logo.svg',
        faqUrl: '/help',
        contactUrl: '/contact',
        documents: { ipid: '/docs/ipid.pdf', terms: '/docs/terms.pdf' },
      },
      captcha: { scriptUrl: '/vendor/captcha.js' },
      deviceRisk: { scriptUrl: '/vendor/igloo.js' },
    });
    expect(config.brand.logoUrl).toBe('https://www.compare-cars.example/img/logo.svg');
    expect(config.brand.faqUrl).toBe('https://www.compare-cars.example/help');
    expect(config.brand.contactUrl).toBe('https://www.compare-cars.example/contact');
    expect(config.brand.documents.ipid).toBe('https://www.compare-cars.example/docs/ipid.pdf');
    expect(config.brand.documents.terms).toBe('https://www.compare-cars.example/docs/terms.pdf');
    expect(config.captcha.scriptUrl).toBe('https://www.compare-cars.example/vendor/captcha.js');
    expect(config.deviceRisk.scriptUrl).toBe('https://www.compare-cars.example/vendor/igloo.js');
  });

  it('the defaults that are sandbox paths are the API’s, under apiBase (its path included)', () => {
    const config = resolved({ brand: { documents: { ipid: '/docs/ipid.pdf' } } }, 'https://api.insurer.example/motor');
    expect(config.brand.documents.ipid).toBe('https://www.compare-cars.example/docs/ipid.pdf');
    expect(config.brand.documents.policyWording).toBe('https://api.insurer.example/motor/sandbox/documents/policy-wording.html');
    expect(config.captcha.scriptUrl).toBe('https://api.insurer.example/motor/sandbox/captcha.js');
    expect(config.deviceRisk.scriptUrl).toBe('https://api.insurer.example/motor/sandbox/device-risk.js');
    expect(config.brand.logoUrl).toBeUndefined();
  });

  it('an apiBase that is a path is itself the host page’s, so the sandbox defaults follow it', () => {
    const config = resolved({}, '/insurer');
    expect(config.captcha.scriptUrl).toBe('https://www.compare-cars.example/insurer/sandbox/captcha.js');
  });

  it('absolute addresses are kept as given', () => {
    const config = resolved({
      brand: { logoUrl: 'https://cdn.brand.example/logo.svg?v=2', faqUrl: 'http://brand.example/faq' },
      captcha: { scriptUrl: 'https://www.google.com/recaptcha/api.js?render=key' },
    });
    expect(config.brand.logoUrl).toBe('https://cdn.brand.example/logo.svg?v=2');
    expect(config.brand.faqUrl).toBe('http://brand.example/faq');
    expect(config.captcha.scriptUrl).toBe('https://www.google.com/recaptcha/api.js?render=key');
  });

  it('a page with a <base href> resolves against it, as the browser does for the page’s own images', () => {
    const config = resolved({ brand: { logoUrl: '/logo.svg' } }, API, 'https://static.compare-cars.example/');
    expect(config.brand.logoUrl).toBe('https://static.compare-cars.example/logo.svg');
  });
});
