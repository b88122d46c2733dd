import { existsSync } from 'node:fs';

/** Debian's chromium, or CHROME_PATH; never a downloaded browser. */
export function findChromium(): string | null {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  return candidates.find((file): file is string => Boolean(file) && existsSync(file as string)) ?? null;
}
