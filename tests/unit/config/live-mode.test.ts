import { describe, expect, it } from 'vitest';
import { missingForLive } from '../../../src/config/live-mode';

const FIRM = {
  legalName: 'Northgate Motor Ltd',
  frn: '123456',
  address: '1 High Street, Leeds LS1 1AA',
  registerUrl: 'https://register.fca.org.uk/s/firm?id=1',
};
const LIVE = {
  apiBase: 'https://api.brand.example',
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
      products: { LE: { ipid: 'https://brand.example/le-ipid.pdf', wording: 'https://brand.example/le-wording.pdf' } },
    },
    firm: FIRM,
    cancellation: { fee: 0 },
  },
  captcha: { scriptUrl: 'https://captcha.example/api.js', siteKey: 'key' },
  deviceRisk: { scriptUrl: 'https://risk.example/snare.js' },
};

describe('live mode', () => {
  it('starts with every setting the brand’s own (a cancellation fee of 0 is a fee given)', () => {
    expect(missingForLive(LIVE)).toEqual([]);
  });

  it('names each of the firm’s disclosures left out or blank', () => {
    const { firm: _firm, cancellation: _cancellation, ...brand } = LIVE.brand;
    const { privacyNotice: _privacy, ...documents } = brand.documents;
    void [_firm, _cancellation, _privacy];
    expect(missingForLive({ ...LIVE, brand: { ...brand, documents: { ...documents, complaints: ' ' } } })).toEqual([
      'brand.documents.privacyNotice',
      'brand.documents.complaints',
      'brand.firm.legalName',
      'brand.firm.frn',
      'brand.firm.address',
      'brand.firm.registerUrl',
      'brand.cancellation.fee',
    ]);
    expect(missingForLive({ ...LIVE, brand: { ...LIVE.brand, firm: { ...FIRM, frn: undefined } } })).toEqual(['brand.firm.frn']);
  });
});

describe('live mode and each add-on’s documents', () => {
  const withProducts = (products: unknown) => ({ ...LIVE, brand: { ...LIVE.brand, documents: { ...LIVE.brand.documents, products } } });

  it('refuses a brand with no add-on documents, saying which field to set', () => {
    expect(missingForLive(withProducts(undefined))).toEqual([
      'brand.documents.products (an ipid and wording for each add-on code the API offers)',
    ]);
  });

  it('names an add-on whose wording is missing', () => {
    expect(missingForLive(withProducts({ LE: { ipid: 'https://brand.example/le-ipid.pdf' } }))).toEqual([
      'brand.documents.products.LE.wording',
    ]);
  });

  it('starts with each add-on’s IPID and wording given', () => {
    expect(missingForLive(withProducts({ LE: { ipid: 'https://b.example/i.pdf', wording: 'https://b.example/w.pdf' } }))).toEqual([]);
  });
});
