/**
 * Who may frame the hosted card page (CSP frame-ancestors): the widget's pages only, so no other
 * site can lay the card form under its own and steer the customer's clicks (clickjacking). Those
 * are the sandbox's allowedOrigins when it names them, and the pages this payment was started for:
 * its return_url's origin and the widget's page that the return page names (mq_origin, see
 * src/domain/payment-return.ts), each only when the insurer registered it for the brand (app.ts
 * returnOrigins): the caller never chooses the card page's framers or where it sends her. docs/security.md.
 */
import type { AllowedOrigins } from '../server/cors';
import { HttpError } from '../server/http';

/** Whether an address is on an origin the insurer registered for the brand. */
export const isRegistered = (address: string, registered: readonly string[]): boolean =>
  URL.canParse(address) && registered.includes(new URL(address).origin);

/** 422: a return_url on an origin nobody registered; no payment page is made. */
export const returnNotRegistered = (): HttpError =>
  new HttpError(422, {
    code: 'return_url_not_registered',
    message: 'The return_url is not on an origin registered for this brand',
    errors: [{ path: 'return_url', message: 'expected an address on a registered origin' }],
  });

const httpOrigin = (value: string | null): string | null => {
  if (!value || !URL.canParse(value)) return null;
  const url = new URL(value);
  return /^https?:$/.test(url.protocol) && url.origin === value ? url.origin : null;
};

/** The CSP additions of the card page: where its form may post, and who may frame it. */
export function cardPageCsp(returnUrl: string, allowed: AllowedOrigins, registered: readonly string[]): string {
  const target = new URL(returnUrl);
  const back = isRegistered(returnUrl, registered) ? target.origin : null;
  const ancestors = new Set(back ? [back] : []);
  const widgetPage = httpOrigin(target.searchParams.get('mq_origin'));
  if (widgetPage && registered.includes(widgetPage)) ancestors.add(widgetPage);
  if (allowed !== '*') for (const origin of allowed) ancestors.add(origin);
  return `; form-action 'self'${back ? ` ${back}` : ''}; frame-ancestors ${[...ancestors].join(' ') || "'none'"}`;
}

/**
 * The card page's script: it tells the widget's page its height whenever that changes (loaded,
 * an error shown, the 3-D Secure challenge, a narrower window), so the frame grows to it and nothing
 * scrolls inside the frame. Posted to the widget page's origin only (mq_origin); the widget accepts
 * it only from its own frame's window and this page's origin. docs/embedding.md#the-card-frames-height-for-the-payment-providers-team.
 */
export function frameHeightScript(returnUrl: string, registered: readonly string[]): string {
  const parent = httpOrigin(new URL(returnUrl).searchParams.get('mq_origin'));
  if (!parent || !registered.includes(parent)) return '';
  return `if (parent !== window) new ResizeObserver(() => parent.postMessage({ type: 'motorquote:card-frame-height', height: Math.ceil(document.body.getBoundingClientRect().height) }, ${JSON.stringify(parent)})).observe(document.body);`;
}
