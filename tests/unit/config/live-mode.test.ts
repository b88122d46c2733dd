import { describe, expect, it } from 'vitest';
import { missingForLive } from '../../../src/config/live-mode';
import { LIVE_CONFIG, LIVE_FIRM } from '../../support/live-config';

describe('live mode', () => {
  it('starts with every setting the brand’s own (a cancellation fee of 0 is a fee given)', () => {
    expect(missingForLive(LIVE_CONFIG)).toEqual([]);
  });

  it('names each of the firm’s disclosures left out or blank', () => {
    const { firm: _firm, cancellation: _cancellation, ...brand } = LIVE_CONFIG.brand;
    const { privacyNotice: _privacy, ...documents } = brand.documents;
    void [_firm, _cancellation, _privacy];
    expect(missingForLive({ ...LIVE_CONFIG, brand: { ...brand, documents: { ...documents, complaints: ' ' } } })).toEqual([
      'brand.documents.privacyNotice',
      'brand.documents.complaints',
      'brand.firm.legalName',
      'brand.firm.frn',
      'brand.firm.address',
      'brand.firm.registerUrl',
      'brand.firm.status',
      'brand.firm.scope',
      'brand.firm.commission',
      'brand.firm.fee',
      'brand.cancellation.fee',
    ]);
    expect(missingForLive({ ...LIVE_CONFIG, brand: { ...LIVE_CONFIG.brand, firm: { ...LIVE_FIRM, frn: undefined } } })).toEqual([
      'brand.firm.frn',
    ]);
  });
});

describe('live mode and each add-on’s documents', () => {
  const withProducts = (products: unknown) => ({
    ...LIVE_CONFIG,
    brand: { ...LIVE_CONFIG.brand, documents: { ...LIVE_CONFIG.brand.documents, products } },
  });

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

describe('live mode and who insures her, and the credit', () => {
  it('names each of the insurer’s and the lender’s settings left out', () => {
    const { insurer: _insurer, credit: _credit, ...brand } = LIVE_CONFIG.brand;
    void [_insurer, _credit];
    expect(missingForLive({ ...LIVE_CONFIG, brand })).toEqual([
      'brand.insurer.name',
      'brand.insurer.address',
      'brand.insurer.frn',
      'brand.insurer.regulator',
      'brand.credit.lender',
      'brand.credit.lenderAddress',
      'brand.credit.broker',
      'brand.credit.commission',
      'brand.credit.serviceUser',
      'brand.credit.creditReferenceAgency.name',
      'brand.credit.creditReferenceAgency.address',
      'brand.credit.creditReferenceAgency.contact',
    ]);
  });

  it('refuses an appointed representative that does not name its principal, and starts once it does', () => {
    const as = (firm: object) => ({
      ...LIVE_CONFIG,
      brand: { ...LIVE_CONFIG.brand, firm: { ...LIVE_FIRM, status: 'representative', ...firm } },
    });
    expect(missingForLive(as({}))).toEqual(['brand.firm.principal.name', 'brand.firm.principal.frn']);
    expect(missingForLive(as({ principal: { name: 'Principal Ltd', frn: '654321' } }))).toEqual([]);
  });
});
