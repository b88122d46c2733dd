import type { ConfigInput } from './config/config-input';
import { PAYMENT_RETURN_PAGE } from './domain/payment-return';
import { mount, type MountDefaults } from './embed/mount';

declare global {
  interface Window {
    /** Read once when the script loads: the config of the widget it mounts by itself. */
    MotorQuoteConfig?: ConfigInput;
    /** The script tag build's API: mount more widgets by hand, and read the version. */
    MotorQuote?: { mount: (target?: string | Element, config?: ConfigInput) => ReturnType<typeof mount>; version: string };
  }
}

// The return page of the card payment is published beside this script (dist/motor-quote-return.html);
// document.currentScript is only set while the script first runs, so its address is read now.
const scriptAddress = document.currentScript instanceof HTMLScriptElement ? document.currentScript.src : '';
const defaults: MountDefaults = scriptAddress ? { paymentReturnUrl: new URL(PAYMENT_RETURN_PAGE, scriptAddress).href } : {};

window.MotorQuote = { mount: (target, config) => mount(target, config, defaults), version: __VERSION__ };

// Auto-mount from window.MotorQuoteConfig once the page's elements exist (the script may be
// loaded with defer, async or at the top of <head>).
function autoMount() {
  const config = window.MotorQuoteConfig ?? {};
  if (config.autoMount === false) return;
  mount(undefined, config, defaults);
}
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', autoMount, { once: true });
else autoMount();
