import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startDemoServer } from '../../demo/server';
import { findChromium } from './support/chromium-path';

declare module 'vitest' {
  export interface ProvidedContext {
    origin: string;
    chromiumPath: string;
  }
}

/** Builds the widget once, then serves it with the sandbox API, exactly as `npm start` does. */
export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  if (!chromiumPath) {
    throw new Error('No Chromium found for the browser tests: run `apt-get install -y chromium`, or set CHROME_PATH to a Chromium or Chrome binary.');
  }
  if (!process.env.SKIP_BUILD) execFileSync('npm', ['run', '-s', 'build:demo'], { stdio: 'inherit' });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mq-e2e-'));
  const demo = await startDemoServer({ dataDir });
  project.provide('origin', demo.origin);
  project.provide('chromiumPath', chromiumPath);
  return async () => {
    await demo.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
