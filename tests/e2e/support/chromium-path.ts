import { existsSync } from 'node:fs';

/** Debian's chromium, or CHROME_PATH; never a downloaded browser. */
export function findChromium(): string | null {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  return candidates.find((file): file is string => Boolean(file) && existsSync(file as string)) ?? null;
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
