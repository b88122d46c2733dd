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
// The mount runs in a task of its own, not in the one that evaluates this script: on a slow phone
// the two together were one long task (about 300 ms at 4x CPU) that kept the host page from
// answering a tap. A message, not setTimeout, so a background tab's timer throttling cannot hold it.
function inNextTask(run: () => void) {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    run();
  };
  channel.port2.postMessage(null);
}
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => inNextTask(autoMount), { once: true });
else inNextTask(autoMount);
