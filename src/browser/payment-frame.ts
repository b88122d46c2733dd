import { paymentReturnAddress, type PaymentReturnExpectation } from '../domain/payment-return';
import { ROUTES, withUuid, type RoutePath } from '../widget/routes';

/** The host page's own address without its hash: the widget's routes live in the hash. */
const pageAddress = (pageUrl: string) => pageUrl.split('#')[0];

/** The page's own address opened at one of the widget's routes. */
const pageAt = (pageUrl: string, route: RoutePath, uuid: string) => `${pageAddress(pageUrl)}#${withUuid(route, uuid)}`;

/** The thank-you route on this page, for the top window once a payment has returned. */
export const thankYouUrlFor = (pageUrl: string, uuid: string) => pageAt(pageUrl, ROUTES.thankYou, uuid);

/**
 * Where the hosted card page sends its frame when it is done: the widget's own return page, never
 * the host page (see domain/payment-return). Only a top-level return (a provider that redirected
 * the whole window) comes back to the host page, at the thank-you route when the route lives in
 * its hash; with memory routing there is no route to come back to, so to the page itself.
 */
export function paymentReturn(
  returnPage: string,
  { pageUrl, uuid, nonce, routing }: { pageUrl: string; uuid: string; nonce: string; routing: 'hash' | 'memory' },
): { returnUrl: string; expect: PaymentReturnExpectation } {
  const back = routing === 'hash' ? thankYouUrlFor(pageUrl, uuid) : pageAddress(pageUrl);
  const returnUrl = paymentReturnAddress(returnPage, { uuid, nonce, origin: new URL(pageUrl).origin, back });
  return { returnUrl, expect: { uuid, nonce, origin: new URL(returnPage).origin } };
}

/**
 * Whether the host page's Content-Security-Policy lets a frame open `url` (frame-src, else child-src
 * or default-src): a hidden frame of it is refused with a securitypolicyviolation, which mount's
 * listener also names to the console and the host (docs/security.md#content-security-policy-per-mode).
 * Chromium reports the refusal before the frame's load, WebKit just after it, Firefox fires error
 * instead of load: so a load is believed only once a moment has passed without a refusal.
 */
export const frameAllowed = (url: string) =>
  new Promise<boolean>((done) => {
    // A browser that reports no refused source (jsdom among them) cannot be asked: it opens the card
    // page as it always did, and the frame says for itself if it is refused.
    if (!('SecurityPolicyViolationEvent' in self)) return done(true);
    const frame = document.createElement('iframe');
    const end = (allowed: boolean) => {
      removeEventListener('securitypolicyviolation', refused);
      frame.remove();
      done(allowed);
    };
    // A refused frame of another origin is named by its origin alone.
    const refused = ({ effectiveDirective, blockedURI }: SecurityPolicyViolationEvent) =>
      effectiveDirective == 'frame-src' && url.startsWith(blockedURI) && end(false);
    addEventListener('securitypolicyviolation', refused);
    frame.onload = () => setTimeout(end, 99, true);
    frame.hidden = true;
    frame.src = url;
    document.body.append(frame);
    // A return page that never answers (a stalled network) neither loads nor is refused: after 5 s
    // the card page opens as it did before this check, and its frame says for itself if it is refused.
    setTimeout(end, 5e3, true);
  });

/**
 * Inside the card frame, the returning widget moves the top window on instead of showing the
 * journey in the frame. Returns false when not framed, or when the browser refuses (a top window
 * on another origin): the caller then carries on in place or offers a link.
 */
export function sendTopWindowTo(win: Window, url: string): boolean {
  try {
    if (!win.top || win.top === win.self) return false;
    win.top.location.href = url;
    return true;
  } catch {
    return false;
  }
}

/** True when this window is someone else's frame (a cross-origin top throws on access). */
export function isFramed(win: Window): boolean {
  try {
    return win.top !== win.self;
  } catch {
    return true;
  }
}

/**
 * The card page's height in CSS px, when `data` is its `{ type: 'motorquote:card-frame-height',
 * height }` message from `origin`, the card page's own (docs/embedding.md#the-card-frames-height-for-the-payment-providers-team), clamped:
 * never so short the form is cut, never so tall a broken page pushes the screen away. Else null.
 */
export function cardFrameHeight(data: unknown, origin: string, cardPage: string): number | null {
  // Object(): a message of null, a string or a number reads as having no type, never throws.
  const { type, height } = Object(data) as { type?: unknown; height?: unknown };
  if (origin !== new URL(cardPage).origin || type !== 'motorquote:card-frame-height') return null;
  return typeof height === 'number' && height > 0 ? Math.min(Math.max(Math.ceil(height), 320), 3000) : null;
}
