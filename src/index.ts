import { PAYMENT_RETURN_PAGE } from './domain/payment-return';
import type { MotorQuoteCommand, MotorQuoteGlobal } from './embed/globals';
import { mount, type MountDefaults } from './embed/mount';
import { yieldToPaint } from './ui/yield-to-paint';

// The return page of the card payment is published beside this script (dist/motor-quote-return.html);
// document.currentScript is only set while the script first runs, so its address is read now.
const scriptAddress = document.currentScript instanceof HTMLScriptElement ? document.currentScript.src : '';
const defaults: MountDefaults = scriptAddress ? { paymentReturnUrl: new URL(PAYMENT_RETURN_PAGE, scriptAddress).href } : {};

const api: MotorQuoteGlobal = { mount: (target, config) => mount(target, config, defaults), version: __VERSION__ };
window.MotorQuote = api;

// Auto-mount from window.MotorQuoteConfig, or else the page's JSON island (docs/embedding.md#the-config-in-your-page:
// data the page's parser holds, so no script blocks the first paint and a strict CSP allows it), once
// the page's elements exist (the script may be loaded with defer, async or at the top of <head>). A
// target not there yet (a single-page app's route, a page builder's block) is waited for a while
// rather than left as an empty box.
function autoMount() {
  let config = window.MotorQuoteConfig;
  try {
    config ??= JSON.parse(document.getElementById('motor-quote-config')?.textContent || '{}');
  } catch (error) {
    console.error(`MotorQuote config: #motor-quote-config is not JSON (${error}); using the defaults.`);
  }
  if (config?.autoMount === false) return;
  mount(undefined, config, { ...defaults, waitForTarget: true });
}
// The mount runs in a task of its own, not in the one that evaluates this script: on a slow phone
// the two together were one long task (about 300 ms at 4x CPU) that kept the host page from
// answering a tap. scheduler.yield() where the engine has it, which a background tab's timer
// throttling does not hold; Safari, which lacks it, waits for a timer, as the mount's own phases do.
const inNextTask = () => yieldToPaint().then(autoMount);
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', inNextTask, { once: true });
else void inNextTask();

// Loading signals for a host that adds the script later (a tag manager) or cannot tell when it ran
// (docs/embedding.md#loading-signals), as analytics snippets and Intercom give: commands queued on
// window.MotorQuoteQueue run now, later pushes run at once, and window hears `motorquote:loaded`.
const run = (command: MotorQuoteCommand) => {
  try {
    command(api);
  } catch (error) {
    console.error('MotorQuote: a command queued on MotorQuoteQueue threw; the widget carries on.', error);
  }
};
const queued = window.MotorQuoteQueue;
window.MotorQuoteQueue = { push: (...commands) => (commands.forEach(run), 0) };
if (Array.isArray(queued)) queued.forEach(run);
window.dispatchEvent(new CustomEvent('motorquote:loaded', { detail: api }));
