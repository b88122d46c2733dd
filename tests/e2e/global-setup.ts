import { execFileSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { findChromium } from './support/chromium-path';

declare module 'vitest' {
  export interface ProvidedContext {
    chromiumPath: string;
  }
}

/** Builds the widget once; each test file serves it with its own sandbox (support/browser.ts). */
export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  if (!chromiumPath) {
    throw new Error(
      'No Chromium found for the browser tests: run `apt-get install -y chromium`, or set CHROME_PATH to a Chromium or Chrome binary.',
    );
  }
  if (!process.env.SKIP_BUILD) execFileSync('npm', ['run', '-s', 'build:demo'], { stdio: 'inherit' });
  project.provide('chromiumPath', chromiumPath);
}
