import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { precompress } from '../../demo/static';
import { findChromium } from '../../scripts/chromium-path';

declare module 'vitest' {
  export interface ProvidedContext {
    chromiumPath: string;
  }
}

/** Set once the build is done: the e2e and e2e-serial projects share this setup and one build. */
const BUILT = Symbol.for('motor-quote.e2e-built');
const built = globalThis as { [BUILT]?: true };

/** Builds the widget once; each test file serves it with its own sandbox (support/browser.ts). */
export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  if (!chromiumPath) {
    throw new Error(
      'No Chromium found for the browser tests: `node scripts/browsers.mjs` installs it (as root) or says what to run; or set CHROME_PATH to a Chromium or Chrome binary.',
    );
  }
  // execFileSync blocks: a second project's setup, run beside this one, finds the flag already set.
  if (!built[BUILT]) {
    if (!process.env.SKIP_BUILD) execFileSync('npm', ['run', '-s', 'build:demo'], { stdio: 'inherit' });
    built[BUILT] = true;
    // Each test file's server then finds the script compressed (demo/static.ts).
    await precompress(fileURLToPath(new URL('../../dist', import.meta.url)));
  }
  project.provide('chromiumPath', chromiumPath);
}
