/** Longest card-page address accepted: hosted pages carry a session token, never a document. */
export const PAYMENT_URL_MAX_LENGTH = 8192;

/** The origin the widget's API lives at (apiBase may be a path on the page's own origin); 'null' when unreadable. */
export function apiOrigin(apiBase: string | undefined, pageUrl: string): string {
  try {
    return new URL(apiBase ?? pageUrl, pageUrl).origin;
  } catch {
    return 'null';
  }
}

/**
 * The address to put in the card frame, or null when it must not be framed. Card details are typed
 * into this frame, so only an https page qualifies, plus plain http on the widget's own API origin
 * (the sandbox's card page on http://localhost in the demo). javascript:, data: and blob: addresses
 * have the opaque origin 'null', which a page on file:// or in a sandboxed frame shares, hence
 * the scheme is checked before the origin. Credentials in the address
 * ('https://pay.bank.example@evil.example') are refused: they only serve to disguise the host.
 * Returns the parsed form, so the frame shows exactly the address that was checked.
 */
export function frameableAddress(paymentUrl: unknown, allowedOrigin: string): string | null {
  if (typeof paymentUrl !== 'string' || paymentUrl.length > PAYMENT_URL_MAX_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(paymentUrl);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  if (url.protocol === 'https:') return url.href;
  return url.protocol === 'http:' && url.origin === allowedOrigin ? url.href : null;
}
