import type { ConfigInput } from './config/config-schema';
import { mount } from './embed/mount';

declare global {
  interface Window {
    /** Read once when the script loads: the config of the widget it mounts by itself. */
    MotorQuoteConfig?: ConfigInput;
    /** The script tag build's API: mount more widgets by hand, and read the version. */
    MotorQuote?: { mount: typeof mount; version: string };
  }
}

window.MotorQuote = { mount, version: __VERSION__ };

// Auto-mount from window.MotorQuoteConfig once the page's elements exist (the script may be
// loaded with defer, async or at the top of <head>).
function autoMount() {
  const config = window.MotorQuoteConfig ?? {};
  if (config.autoMount === false) return;
  mount(undefined, config);
}
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', autoMount, { once: true });
else autoMount();
