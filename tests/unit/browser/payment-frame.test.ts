import { describe, expect, it } from 'vitest';
import { amountDue } from '../../../src/domain/journey';
import { cardFrameHeight, isFramed, paymentReturn, sendTopWindowTo, thankYouUrlFor } from '../../../src/browser/payment-frame';
import { proposal, UUID } from '../../support/purchase-proposal';
import { PAGE } from '../flows/purchase/fixtures';

describe('amountDue', () => {
  it('is the premium when paying in full', () => {
    expect(amountDue(proposal())).toEqual({ amount: 612.34, kind: 'premium' });
  });

  it('is the deposit when paying monthly without an initial payment', () => {
    expect(amountDue(proposal((p) => (p.is_pay_monthly = true)))).toEqual({ amount: 61.23, kind: 'deposit' });
  });

  it('is the initial payment when the monthly plan has one', () => {
    const p = proposal((p) => {
      p.is_pay_monthly = true;
      p.quote!.monthly_initial_payment = 74.5;
    });
    expect(amountDue(p)).toEqual({ amount: 74.5, kind: 'initial' });
  });

  it('falls back to the premium when a monthly quote has no deposit figure, and is null without a quote', () => {
    const p = proposal((p) => {
      p.is_pay_monthly = true;
      p.quote!.monthly_deposit = null;
    });
    expect(amountDue(p)).toEqual({ amount: 612.34, kind: 'premium' });
    expect(amountDue({ is_pay_monthly: false, quote: null })).toBeNull();
  });
});

describe('the payment frame addresses', () => {
  const RETURN_PAGE = 'https://cdn.motor-quote.example/v1/motor-quote-return.html';

  it('returns to the widget’s own return page, never the host page, bound to this payment and this page’s origin', () => {
    const { returnUrl, expect: expected } = paymentReturn(RETURN_PAGE, { pageUrl: PAGE, uuid: UUID, nonce: 'n1', routing: 'hash' });
    const url = new URL(returnUrl);
    expect(url.origin + url.pathname).toBe(RETURN_PAGE);
    expect(url.searchParams.get('mq_uuid')).toBe(UUID);
    expect(url.searchParams.get('mq_nonce')).toBe('n1');
    expect(url.searchParams.get('mq_origin')).toBe('https://www.juniper.example');
    expect(expected).toEqual({ uuid: UUID, nonce: 'n1', origin: 'https://cdn.motor-quote.example' });
  });

  it('offers a top-level return to this page at the thank-you route in hash routing, and to the page itself in memory routing', () => {
    const back = (routing: 'hash' | 'memory') =>
      new URL(paymentReturn(RETURN_PAGE, { pageUrl: PAGE, uuid: UUID, nonce: 'n1', routing }).returnUrl).searchParams.get('mq_back');
    expect(back('hash')).toBe(`https://www.juniper.example/car-insurance?utm_source=mail#/quote/thankyou?uuid=${UUID}`);
    expect(back('memory')).toBe('https://www.juniper.example/car-insurance?utm_source=mail');
    expect(thankYouUrlFor(PAGE, UUID)).toBe(`https://www.juniper.example/car-insurance?utm_source=mail#/quote/thankyou?uuid=${UUID}`);
  });
});

describe('leaving the card frame', () => {
  const framed = () => {
    const top = { location: { href: 'https://www.juniper.example/#/quote/payment' } };
    return { top, self: {} } as unknown as Window & { top: { location: { href: string } } };
  };

  it('sends a framed page’s top window to the thank-you address', () => {
    const win = framed();
    expect(isFramed(win)).toBe(true);
    expect(sendTopWindowTo(win, 'https://www.juniper.example/#/quote/thankyou?uuid=1')).toBe(true);
    expect(win.top.location.href).toBe('https://www.juniper.example/#/quote/thankyou?uuid=1');
  });

  it('does nothing when the page is not framed', () => {
    const win = {} as { top?: unknown; self?: unknown };
    win.top = win;
    win.self = win;
    expect(isFramed(win as unknown as Window)).toBe(false);
    expect(sendTopWindowTo(win as unknown as Window, 'https://x.example/')).toBe(false);
  });

  it('reports a top window on another origin that refuses to be moved', () => {
    const win = {
      self: {},
      get top(): never {
        throw new DOMException('Blocked a frame with origin', 'SecurityError');
      },
    } as unknown as Window;
    expect(isFramed(win)).toBe(true);
    expect(sendTopWindowTo(win, 'https://x.example/')).toBe(false);
  });
});

describe('the card page’s height', () => {
  const page = 'https://pay.example/sandbox/pay/abc.123';
  const message = (height: unknown) => ({ type: 'motorquote:card-frame-height', height });

  it('is taken from the card page’s own origin only, in its own shape', () => {
    expect(cardFrameHeight(message(640), 'https://pay.example', page)).toBe(640);
    expect(cardFrameHeight(message(640), 'https://evil.example', page)).toBeNull();
    expect(cardFrameHeight(message(640), 'http://pay.example', page)).toBeNull();
    expect(cardFrameHeight({ type: 'motorquote:payment-return', height: 640 }, 'https://pay.example', page)).toBeNull();
    for (const junk of [null, undefined, 'height', 640, message('640'), message(Number.NaN), message(-5), message(0)])
      expect(cardFrameHeight(junk, 'https://pay.example', page)).toBeNull();
  });

  it('is clamped to sane bounds and whole pixels', () => {
    expect(cardFrameHeight(message(40), 'https://pay.example', page)).toBe(320);
    expect(cardFrameHeight(message(1e9), 'https://pay.example', page)).toBe(3000);
    expect(cardFrameHeight(message(Number.POSITIVE_INFINITY), 'https://pay.example', page)).toBe(3000);
    expect(cardFrameHeight(message(700.2), 'https://pay.example', page)).toBe(701);
  });
});
