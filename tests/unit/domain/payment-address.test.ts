import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiOrigin, frameableAddress, PAYMENT_URL_MAX_LENGTH } from '../../../src/domain/payment-address';
import { anyValue, trickyString } from '../property/hostile-values';

const SITE = 'https://www.juniper.example';
const PAGE = `${SITE}/car-insurance?utm_source=mail#/quote/payment`;

describe('apiOrigin', () => {
  it('reads the API origin from apiBase, a path on the page, or the page itself', () => {
    expect(apiOrigin(undefined, PAGE)).toBe(SITE);
    expect(apiOrigin('/insurer', PAGE)).toBe(SITE);
    expect(apiOrigin('https://api.juniper.example/v2', PAGE)).toBe('https://api.juniper.example');
  });

  it('is the opaque "null" for a page address it cannot read', () => {
    expect(apiOrigin(undefined, 'not a url')).toBe('null');
  });
});

describe('frameableAddress', () => {
  it('frames https pages, and plain http only on the API’s own origin (the sandbox on localhost)', () => {
    expect(frameableAddress('https://pay.provider.example/session/1', SITE)).toBe('https://pay.provider.example/session/1');
    expect(frameableAddress('http://127.0.0.1:4173/sandbox/pay/x', 'http://127.0.0.1:4173')).toBe('http://127.0.0.1:4173/sandbox/pay/x');
    expect(frameableAddress('http://pay.provider.example/session/1', SITE)).toBeNull();
    expect(frameableAddress('http://127.0.0.1:9999/sandbox/pay/x', 'http://127.0.0.1:4173')).toBeNull();
  });

  it('refuses script, data, blob and file addresses, even where the page’s own origin is the opaque "null"', () => {
    for (const origin of [SITE, 'null']) {
      expect(frameableAddress('javascript:alert(1)', origin)).toBeNull();
      expect(frameableAddress(' JaVaScRiPt:alert(1)', origin)).toBeNull();
      expect(frameableAddress('data:text/html,<p>pay</p>', origin)).toBeNull();
      expect(frameableAddress('blob:https://pay.example/1', origin)).toBeNull();
      expect(frameableAddress('file:///etc/passwd', origin)).toBeNull();
    }
  });

  it('refuses a relative, malformed, oversize or disguised address', () => {
    expect(frameableAddress('/sandbox/pay/x', SITE)).toBeNull();
    expect(frameableAddress('not a url', SITE)).toBeNull();
    expect(frameableAddress(`https://pay.example/${'a'.repeat(PAYMENT_URL_MAX_LENGTH)}`, SITE)).toBeNull();
    expect(frameableAddress('https://pay.bank.example@evil.example/', SITE)).toBeNull();
    expect(frameableAddress(42, SITE)).toBeNull();
  });

  it('returns the parsed address, so the frame shows exactly what was checked', () => {
    expect(frameableAddress('  https://PAY.example/a b', SITE)).toBe('https://pay.example/a%20b');
  });

  it('given anything, never throws and only ever answers null or an https / own-origin http address', () => {
    const origin = fc.constantFrom(SITE, 'http://127.0.0.1:4173', 'null');
    const address = fc.oneof(
      anyValue,
      trickyString,
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc
        .tuple(fc.constantFrom('javascript:', 'data:', 'http://', 'https://', 'HTTPS://', 'blob:', 'ftp://', '//', ' '), trickyString)
        .map(([a, b]) => a + b),
    );
    fc.assert(
      fc.property(address, origin, (raw, allowed) => {
        const framed = frameableAddress(raw, allowed);
        if (framed === null) return;
        const url = new URL(framed);
        expect(url.protocol === 'https:' || (url.protocol === 'http:' && url.origin === allowed)).toBe(true);
        expect(url.origin).not.toBe('null');
        expect(url.username + url.password).toBe('');
      }),
      { numRuns: 300 },
    );
  });
});
