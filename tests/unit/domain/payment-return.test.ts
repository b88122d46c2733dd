import { describe, expect, it } from 'vitest';
import {
  isPaymentReturn,
  newNonce,
  offeredBack,
  paymentReturnAddress,
  paymentReturnMessage,
  readPaymentReturn,
} from '../../../src/domain/payment-return';

const PAGE = 'https://cdn.example/motor-quote-return.html';
const params = { uuid: 'u-1', nonce: 'abc', origin: 'https://www.brand.example' };

describe('the payment return protocol', () => {
  it('round-trips through the return page’s address, keeping a query the page address already had', () => {
    const address = paymentReturnAddress(`${PAGE}?v=2`, { ...params, back: 'https://www.brand.example/quote#/quote/thankyou?uuid=u-1' });
    const url = new URL(address);
    expect(url.searchParams.get('v')).toBe('2');
    expect(readPaymentReturn(url.search)).toEqual({ ...params, back: 'https://www.brand.example/quote#/quote/thankyou?uuid=u-1' });
  });

  it('reads nothing from an address not made for a payment, or with an origin that is not an http(s) origin', () => {
    expect(readPaymentReturn('')).toBeNull();
    expect(readPaymentReturn('?mq_uuid=u&mq_nonce=n')).toBeNull();
    expect(readPaymentReturn('?mq_uuid=u&mq_nonce=n&mq_origin=javascript:alert(1)')).toBeNull();
    expect(readPaymentReturn('?mq_uuid=u&mq_nonce=n&mq_origin=https://a.example/path')).toBeNull();
  });

  it('never offers a way back to another origin than the one the payment started on', () => {
    const read = (back: string) => readPaymentReturn(new URL(paymentReturnAddress(PAGE, { ...params, back })).search)?.back;
    expect(read('https://evil.example/#/quote/thankyou')).toBeUndefined();
    expect(read('javascript:alert(1)')).toBeUndefined();
    expect(read('https://www.brand.example/cars')).toBe('https://www.brand.example/cars');
  });

  it('a top-level return page links back only to its own origin, never to one its address names', () => {
    const crafted = readPaymentReturn('?mq_uuid=u&mq_nonce=n&mq_origin=https://evil.example&mq_back=https://evil.example/login')!;
    expect(crafted.back).toBe('https://evil.example/login');
    expect(offeredBack(crafted, 'https://cdn.brand.example')).toBeUndefined();
    const ownSite = readPaymentReturn(new URL(paymentReturnAddress(PAGE, { ...params, back: 'https://www.brand.example/q' })).search)!;
    expect(offeredBack(ownSite, 'https://www.brand.example')).toBe('https://www.brand.example/q');
    expect(offeredBack(ownSite, 'https://cdn.brand.example')).toBeUndefined();
  });

  it('accepts only this payment’s message from the return page’s origin', () => {
    const expected = { uuid: 'u-1', nonce: 'abc', origin: 'https://cdn.example' };
    const message = paymentReturnMessage(params);
    expect(isPaymentReturn(message, 'https://cdn.example', expected)).toBe(true);
    expect(isPaymentReturn(message, 'https://evil.example', expected)).toBe(false);
    expect(isPaymentReturn({ ...message, nonce: 'guess' }, 'https://cdn.example', expected)).toBe(false);
    expect(isPaymentReturn({ ...message, uuid: 'u-2' }, 'https://cdn.example', expected)).toBe(false);
    expect(isPaymentReturn({ ...message, type: 'other' }, 'https://cdn.example', expected)).toBe(false);
    expect(isPaymentReturn('motorquote:payment-return', 'https://cdn.example', expected)).toBe(false);
    expect(isPaymentReturn(null, 'https://cdn.example', expected)).toBe(false);
  });

  it('makes a new 128-bit nonce every time', () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[0-9a-f]{32}$/);
  });
});
