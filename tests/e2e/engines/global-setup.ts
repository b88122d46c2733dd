import { execFileSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { BROWSERS, locate } from '../../../scripts/browsers.mjs';

const NEEDS: Record<string, Array<'firefox' | 'webkit-driver' | 'minibrowser' | 'xvfb'>> = {
  'e2e-firefox': ['firefox'],
  'e2e-webkit': ['webkit-driver', 'minibrowser', 'xvfb'],
};

/** The Firefox and WebKit runs: the engine must be Debian's (never downloaded); the widget is built once. */
export default function setup(project: TestProject) {
  for (const id of NEEDS[project.name] ?? []) {
    if (!locate(id)) {
      const browser = BROWSERS.find((candidate) => candidate.id === id)!;
      throw new Error(
        `No ${browser.name} for the ${project.name} tests: \`node scripts/browsers.mjs\` installs it (as root) or says what to run${browser.env ? `; or set ${browser.env}` : ''}.`,
      );
    }
  }
  if (!process.env.SKIP_BUILD) execFileSync('npm', ['run', '-s', 'build:demo'], { stdio: 'inherit' });
}
