/**
 * The card payment's return, agreed between the widget and its return page
 * (dist/motor-quote-return.html, served beside the script, never the host page).
 *
 * The hosted card page ends by sending its frame to the return page, whose address carries the
 * payment's uuid, a one-time nonce and the origin of the page the widget lives on. The return
 * page posts { type, uuid, nonce } to its parent window for that origin only; the widget that
 * opened the frame accepts it only from its own frame's window, from the return page's origin, for
 * that uuid and nonce. So the host page never loads inside the frame (its X-Frame-Options, its
 * scripts and its router never meet the return), a second widget on the page never reacts, and a
 * message forged by another frame or origin does nothing. Whether money was taken is still only
 * ever read from the insurer's API on the thank-you screen: the message only says "look now".
 */

const PAYMENT_RETURN_MESSAGE = 'motorquote:payment-return';

/** The file name of the return page, beside the widget's script. */
export const PAYMENT_RETURN_PAGE = 'motor-quote-return.html';

/** What the return page reads from its own address. */
export interface PaymentReturnParams {
  uuid: string;
  nonce: string;
  /** Origin of the page the widget lives on: the only one the return page will post to. */
  origin: string;
  /**
   * Where a top-level return (a provider that redirected the whole window) offers to go on: the
   * host page at the thank-you route in hash routing, else the host page itself. Absent: none.
   */
  back?: string;
}

/** The expectation the paying widget holds while its card frame is open. */
export interface PaymentReturnExpectation {
  uuid: string;
  nonce: string;
  /** Origin of the return page: the only sender accepted. */
  origin: string;
}

const PARAM = { uuid: 'mq_uuid', nonce: 'mq_nonce', origin: 'mq_origin', back: 'mq_back' } as const;

/** 128 random bits as hex: unguessable by another frame, new for every card page opened. */
export function newNonce(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The return_url given to the card provider: the return page with this payment's parameters. */
export function paymentReturnAddress(returnPage: string, params: PaymentReturnParams): string {
  const url = new URL(returnPage);
  // Any query or fragment the integrator's return page address had is kept; ours are added.
  url.searchParams.set(PARAM.uuid, params.uuid);
  url.searchParams.set(PARAM.nonce, params.nonce);
  url.searchParams.set(PARAM.origin, params.origin);
  if (params.back) url.searchParams.set(PARAM.back, params.back);
  return url.href;
}

const isHttpOrigin = (value: string) => {
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && url.origin === value;
  } catch {
    return false;
  }
};

/** The return page's reading of its own query; null when it was not opened by a widget's payment. */
export function readPaymentReturn(search: string): PaymentReturnParams | null {
  const query = new URLSearchParams(search);
  const uuid = query.get(PARAM.uuid);
  const nonce = query.get(PARAM.nonce);
  const origin = query.get(PARAM.origin);
  if (!uuid || !nonce || !origin || !isHttpOrigin(origin)) return null;
  return { uuid, nonce, origin, back: safeBack(query.get(PARAM.back), origin) };
}

/**
 * A top-level return goes back only to a page on the origin the payment was started from, and
 * only over http(s): the return page must not become a way to send people to any address.
 */
function safeBack(back: string | null, origin: string): string | undefined {
  if (!back) return undefined;
  try {
    const url = new URL(back);
    return url.origin === origin && /^https?:$/.test(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The way back a top-level return page offers: only to its own origin. Everything in its address
 * (mq_origin and mq_back alike) is whatever the link's author wrote, so a crafted
 * `?mq_origin=https://evil.example&mq_back=https://evil.example/login` must show no link under the
 * brand; the one origin the page can vouch for is the one it is served from (the widget served
 * from the brand's own site). Elsewhere it offers no link and says to go back (docs/security.md).
 */
export function offeredBack(params: PaymentReturnParams, pageOrigin: string): string | undefined {
  return params.back && params.origin === pageOrigin ? params.back : undefined;
}

/** The message the return page posts to the widget's window. */
export const paymentReturnMessage = ({ uuid, nonce }: Pick<PaymentReturnParams, 'uuid' | 'nonce'>) => ({
  type: PAYMENT_RETURN_MESSAGE,
  uuid,
  nonce,
});

/**
 * True only for the return of this payment: from the return page's origin, with this uuid and
 * nonce. (The caller checks the sender is its own card frame: only it has that window.)
 */
export function isPaymentReturn(data: unknown, senderOrigin: string, expected: PaymentReturnExpectation): boolean {
  if (senderOrigin !== expected.origin || typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  return message.type === PAYMENT_RETURN_MESSAGE && message.uuid === expected.uuid && message.nonce === expected.nonce;
}
