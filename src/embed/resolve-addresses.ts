import * as v from 'valibot';
import { ConfigSchema, type Config } from '../config/config-schema';

// The defaults name the sandbox's own pages and scripts ('/sandbox/…'): those belong to the API.
// Parsed at the first mount, not as the script loads: a first parse compiles valibot's functions,
// which cost the script's own (already long) evaluation about 20 ms at 4x CPU.
let defaults: Config | undefined;
const configDefaults = () => (defaults ??= v.parse(ConfigSchema, {}));

function absolute(address: string, base: string): string {
  try {
    return new URL(address, base).href;
  } catch {
    return address; // the schema has already refused anything a URL cannot be made of
  }
}

/**
 * Makes every address in the config absolute, one documented way (docs/configuration.md#addresses-in-config):
 * an address the integrator gives resolves against the host page (document.baseURI), exactly as an
 * <img src> or <a href> written on that page would. A default that is a path is the sandbox's and
 * resolves against apiBase, so a page on another origin still opens the sandbox's documents and
 * scripts rather than its own missing ones.
 */
export function resolveAddresses(config: Config, apiBase: string, baseUri: string = document.baseURI): Config {
  const resolve = (value: string, fallback: string | undefined) =>
    value === fallback && value.startsWith('/') ? absolute(`${apiBase}${value}`, baseUri) : absolute(value, baseUri);
  const { brand, captcha, deviceRisk } = config;
  const { products, ...links } = brand.documents;
  const fallback = configDefaults().brand.documents;
  const documents = {
    ...Object.fromEntries(Object.entries(links).map(([key, value]) => [key, resolve(value, fallback[key as keyof typeof links])])),
    products: Object.fromEntries(
      Object.entries(products).map(([code, { ipid, wording }]) => [
        code,
        { ipid: resolve(ipid, fallback.products[code]?.ipid), wording: resolve(wording, fallback.products[code]?.wording) },
      ]),
    ),
  } as typeof brand.documents;
  return {
    ...config,
    brand: {
      ...brand,
      ...(brand.logoUrl ? { logoUrl: resolve(brand.logoUrl, undefined) } : {}),
      faqUrl: resolve(brand.faqUrl, configDefaults().brand.faqUrl),
      contactUrl: resolve(brand.contactUrl, configDefaults().brand.contactUrl),
      documents,
    },
    captcha: { ...captcha, scriptUrl: resolve(captcha.scriptUrl, configDefaults().captcha.scriptUrl) },
    deviceRisk: { ...deviceRisk, scriptUrl: resolve(deviceRisk.scriptUrl, configDefaults().deviceRisk.scriptUrl) },
  };
}
