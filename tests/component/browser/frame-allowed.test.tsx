/**
 * The check before the card page opens (src/browser/payment-frame.ts): whether the host page's CSP
 * lets a frame open the return page. jsdom reports no refused source of its own, so the browser's
 * two answers are played here: a refusal (a securitypolicyviolation for frame-src) and silence (a
 * return page whose frame neither loads nor is refused, as on a stalled network).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { frameAllowed } from '../../../src/browser/payment-frame';

const RETURN_PAGE = 'https://brand.example/motor-quote-return.html';

/** A browser that reports refused sources, and frames that never load: only a refusal or time answers. */
beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('SecurityPolicyViolationEvent', class extends Event {});
  Object.defineProperty(HTMLIFrameElement.prototype, 'onload', { configurable: true, set() {} });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete (HTMLIFrameElement.prototype as { onload?: unknown }).onload;
});

const settled = (promise: Promise<boolean>) => {
  let value: boolean | 'pending' = 'pending';
  void promise.then((allowed) => (value = allowed));
  return () => value;
};

describe('whether the card page may open in a frame', () => {
  it('is refused when the page reports frame-src blocking the return page, and leaves no frame behind', async () => {
    const answer = settled(frameAllowed(RETURN_PAGE));
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
    dispatchEvent(
      Object.assign(new Event('securitypolicyviolation'), { effectiveDirective: 'frame-src', blockedURI: 'https://brand.example' }),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(answer()).toBe(false);
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
  });

  it('is allowed after 5 s when the return page neither loads nor is refused, so she is never left waiting', async () => {
    const answer = settled(frameAllowed(RETURN_PAGE));
    await vi.advanceTimersByTimeAsync(4_900);
    expect(answer()).toBe('pending');
    await vi.advanceTimersByTimeAsync(100);
    expect(answer()).toBe(true);
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
  });
});
