/**
 * Stand-ins for the third-party scripts: a reCAPTCHA-v3-like captcha and an iovation-like device
 * fingerprint. Served as JavaScript so the widget loads them exactly as it would the real ones.
 */
import { sendText } from '../server/http';
import type { PageRoute } from '../server/pages';
import { SANDBOX_BLACKBOX_PREFIX } from './after-sale';

const CAPTCHA_JS = `(function () {
  var waiting = [];
  var ready = false;
  function hex(n) { var s = ''; while (s.length < n) s += Math.floor(Math.random() * 16).toString(16); return s; }
  window.grecaptcha = {
    ready: function (cb) { if (ready) setTimeout(cb, 0); else waiting.push(cb); },
    execute: function (siteKey, options) {
      var action = (options && options.action ? String(options.action) : 'submit').replace(/[^A-Za-z0-9_/]/g, '_').slice(0, 100);
      return new Promise(function (resolve) { setTimeout(function () { resolve('sandbox-captcha.' + action + '.' + hex(16)); }, 50); });
    }
  };
  setTimeout(function () { ready = true; waiting.splice(0).forEach(function (cb) { cb(); }); }, 50);
})();
`;

// The real script needs a moment before getBlackbox() has a fingerprint; the widget polls for it.
const DEVICE_RISK_JS = `(function () {
  var started = Date.now();
  function fingerprint() {
    var parts = [navigator.userAgent, navigator.language, screen.width + 'x' + screen.height, new Date().getTimezoneOffset()];
    return ${JSON.stringify(SANDBOX_BLACKBOX_PREFIX)} + btoa(unescape(encodeURIComponent(parts.join('|'))));
  }
  setTimeout(function () {
    window.IGLOO = {
      getBlackbox: function () {
        var finished = Date.now() - started > 500;
        return { blackbox: finished ? fingerprint() : '', finished: finished };
      }
    };
  }, 300);
})();
`;

const script =
  (source: string): PageRoute['handle'] =>
  async ({ res }) =>
    sendText(res, 200, 'application/javascript; charset=utf-8', source, { 'X-Content-Type-Options': 'nosniff' });

export const scriptPages: readonly PageRoute[] = [
  { method: 'GET', path: '/sandbox/captcha.js', handle: script(CAPTCHA_JS) },
  { method: 'GET', path: '/sandbox/device-risk.js', handle: script(DEVICE_RISK_JS) },
];
