import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { FIREFOX_PATH } from '../user/drivers/firefox';
import { MINIBROWSER, WEBKIT_DRIVER } from '../user/drivers/webkit';

const NEEDS: Record<string, Array<[file: string, install: string]>> = {
  'e2e-firefox': [[FIREFOX_PATH, 'apt-get install -y firefox-esr (or set FIREFOX_PATH)']],
  'e2e-webkit': [
    [WEBKIT_DRIVER, 'apt-get install -y webkit2gtk-driver (or set WEBKIT_DRIVER)'],
    [MINIBROWSER, 'apt-get install -y webkit2gtk-driver (or set MINIBROWSER)'],
    ['/usr/bin/Xvfb', 'apt-get install -y xvfb'],
  ],
};

/** The Firefox and WebKit runs: the engine must be Debian's (never downloaded); the widget is built once. */
export default function setup(project: TestProject) {
  for (const [file, install] of NEEDS[project.name] ?? []) {
    if (!existsSync(file)) throw new Error(`No ${file} for the ${project.name} tests: ${install}.`);
  }
  if (!process.env.SKIP_BUILD) execFileSync('npm', ['run', '-s', 'build:demo'], { stdio: 'inherit' });
}
