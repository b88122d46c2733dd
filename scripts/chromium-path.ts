import { locate } from './browsers.mjs';

/** CHROME_PATH, or Debian's chromium, as `npm test`'s browser check finds it (scripts/browsers.mjs); never a downloaded browser. */
export function findChromium(): string | null {
  return locate('chromium');
}

/**
 * How every Chromium here is started (the e2e suites, the cross-engine user layer, the bench and the
 * screenshots): headless Debian chromium with nothing of its own on the network, so timings and
 * requests are the widget's.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
