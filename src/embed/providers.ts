import type { Config } from '../config/config-schema';
import type { CaptchaProvider, DeviceRiskProvider } from '../widget/provider-types';
import { loadScript, waitFor } from './load-script';

// A provider's script is waited for up to 10 s, checked every 100 ms (docs/product/constants.md#timings).
const SCRIPT_WAIT_MS = 10_000;
const SCRIPT_POLL_MS = 100;

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}
interface Igloo {
  getBlackbox(): { blackbox: string; finished: boolean };
}

/** reCAPTCHA v3's interface; the sandbox serves a stand-in with the same shape. `config`'s addresses are absolute (resolve-addresses.ts). */
export function createCaptchaProvider(config: Config): CaptchaProvider {
  return {
    async token(action) {
      await loadScript(config.captcha.scriptUrl, config.nonce);
      const grecaptcha = await waitFor(
        () => (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha,
        SCRIPT_WAIT_MS,
        SCRIPT_POLL_MS,
        'captcha did not start',
      );
      await new Promise<void>((resolve) => grecaptcha.ready(resolve));
      return grecaptcha.execute(config.captcha.siteKey, { action });
    },
  };
}

/** iovation's IGLOO: docs/product/transitions.md#the-thank-you-page waits up to 10 s for it, polling every 100 ms. */
export function createDeviceRiskProvider(config: Config): DeviceRiskProvider {
  return {
    async blackbox() {
      await loadScript(config.deviceRisk.scriptUrl, config.nonce).catch(() => undefined);
      const ready = () => {
        const igloo = (window as unknown as { IGLOO?: Igloo }).IGLOO;
        const result = igloo?.getBlackbox();
        return result?.finished ? result.blackbox : undefined;
      };
      return waitFor(ready, SCRIPT_WAIT_MS, SCRIPT_POLL_MS, 'IGLOO initialization timed out');
    },
  };
}
