// The card payment's return page (motor-quote-return.html beside the widget's script): the hosted
// card page sends its frame here when the customer is done. It tells the widget that opened the
// frame, and nothing else: it posts only to the origin the payment started from, and whether money
// was taken is read from the insurer's API by the widget, never from this page.
import { offeredBack, paymentReturnMessage, readPaymentReturn } from '../domain/payment-return';

// A constructable stylesheet, not a <style>: CSP's style-src does not apply to it (as for the widget).
const sheet = new CSSStyleSheet();
sheet.replaceSync(`
  body { margin: 0; padding: 24px 16px; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f1a24; background: #fff; text-align: center; }
  h1 { font-size: 20px; margin: 0 0 8px; }
  a { display: inline-block; margin-top: 16px; padding: 12px 24px; border-radius: 8px; background: #1f1a24; color: #fff; font-weight: 600; text-decoration: none; }
  a:focus-visible { outline: 3px solid #1f1a24; outline-offset: 3px; }
`);
document.adoptedStyleSheets = [sheet];

const status = document.getElementById('status');
const say = (text: string) => {
  if (status) status.textContent = text;
};

const params = readPaymentReturn(location.search);
const framed = window.parent !== window;

if (!params) {
  say('This page finishes a card payment. There is nothing more to do here.');
} else if (framed) {
  // targetOrigin drops the message unless the parent is still the page the payment started on.
  window.parent.postMessage(paymentReturnMessage(params), params.origin);
} else {
  // A provider that redirected the whole window instead of its frame: offer the way back. A link,
  // not an automatic redirect, so this page can never be used to bounce people somewhere silently;
  // and only to this page's own origin (offeredBack), never to one its address merely names.
  say('To finish your purchase, go back to the page you started on.');
  const back = offeredBack(params, location.origin);
  if (back) {
    const link = document.createElement('a');
    link.href = back;
    link.textContent = `Continue to ${new URL(back).host}`;
    status?.after(link);
    link.focus();
  }
}
