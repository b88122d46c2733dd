// The browsers `npm test` drives, where each is found, and the check `npm test` runs before anything
// else (README.md#set-up): every browser is Debian's, never downloaded. One that is missing is
// installed with apt-get when that can be done here (root, apt-get on the PATH), after one
// `apt-get update`; otherwise the run stops at once with the exact command to run and the variables
// that point at another binary. No browser suite is ever skipped. The e2e setups and drivers find
// their browsers with locate() below, so the check and the tests never disagree about a path.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * What npm test needs, in the order the suites use them. `env` names the variable that points at
 * another binary: when it is set, that file is the browser (a wrong path is reported, never passed
 * over). `paths` are where Debian's package puts it, `onPath` a command looked up on the PATH, and
 * `dpkg` a package whose file list (`dpkg -L`) names it (MiniBrowser's folder names the machine's
 * architecture).
 */
export const BROWSERS = [
  {
    id: 'chromium',
    name: 'Chromium',
    package: 'chromium',
    env: 'CHROME_PATH',
    paths: ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'],
  },
  { id: 'firefox', name: 'Firefox ESR', package: 'firefox-esr', env: 'FIREFOX_PATH', paths: ['/usr/bin/firefox-esr'] },
  { id: 'webkit-driver', name: 'WebKitWebDriver', package: 'webkit2gtk-driver', env: 'WEBKIT_DRIVER', paths: ['/usr/bin/WebKitWebDriver'] },
  {
    id: 'minibrowser',
    name: "WebKitGTK's MiniBrowser",
    // webkit2gtk-driver depends on it: installing the driver brings it.
    package: 'webkit2gtk-driver',
    env: 'MINIBROWSER',
    dpkg: 'libwebkit2gtk-4.1-0',
    file: 'MiniBrowser',
    paths: ['/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser', '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser'],
  },
  { id: 'xvfb', name: 'Xvfb', package: 'xvfb', onPath: 'Xvfb', paths: [] },
];

/** The machine as the check sees it: replaced by a fake one in tests/unit/scripts/browsers.test.ts. */
export function realSystem() {
  return {
    env: process.env,
    isRoot: process.getuid?.() === 0,
    isExecutable(file) {
      try {
        accessSync(file, constants.X_OK);
        return statSync(file).isFile();
      } catch {
        return false;
      }
    },
    run(command, args, options = {}) {
      const result = spawnSync(command, args, {
        encoding: 'utf8',
        stdio: options.show ? 'inherit' : 'pipe',
        env: { ...process.env, ...options.env },
      });
      return { status: result.error ? null : result.status, stdout: result.stdout ?? '' };
    },
    log: (line) => console.log(line),
  };
}

/** The command's file on the PATH, or null. */
function onPath(system, command) {
  for (const folder of (system.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const file = path.join(folder, command);
    if (system.isExecutable(file)) return file;
  }
  return null;
}

/** Where a browser is (its override when set, else where Debian puts it), or null. */
export function locate(id, system = realSystem()) {
  const browser = BROWSERS.find((candidate) => candidate.id === id);
  if (!browser) throw new Error(`No browser called ${id}`);
  const override = browser.env && system.env[browser.env];
  if (override) return system.isExecutable(override) ? override : null;
  if (browser.onPath) return onPath(system, browser.onPath);
  const found = browser.paths.find((file) => system.isExecutable(file));
  if (found || !browser.dpkg) return found ?? null;
  const listed = system.run('dpkg', ['-L', browser.dpkg]);
  if (listed.status !== 0) return null;
  const file = listed.stdout.split('\n').find((line) => path.basename(line.trim()) === browser.file);
  return file && system.isExecutable(file.trim()) ? file.trim() : null;
}

function where(browser, system) {
  const override = browser.env && system.env[browser.env];
  if (override) return `${browser.env}=${override} is not an executable file`;
  if (browser.onPath) return `no ${browser.onPath} on the PATH`;
  const places = browser.dpkg ? [...browser.paths, `dpkg -L ${browser.dpkg}`] : browser.paths;
  return `not at ${places.join(', ')}${browser.env ? ` (nor ${browser.env})` : ''}`;
}

const unique = (items) => [...new Set(items)];

/** The exact commands that install these packages; `sudo` for someone who is not root. */
export function installCommand(packages, { root }) {
  const sudo = root ? '' : 'sudo ';
  return `${sudo}apt-get update && ${sudo}apt-get install -y ${unique(packages).join(' ')}`;
}

function explain(missing, system, reason) {
  const overridden = missing.filter((browser) => browser.env && system.env[browser.env]);
  const installable = missing.filter((browser) => !overridden.includes(browser));
  const lines = [`npm test needs browsers that are not here${reason ? ` (${reason})` : ''}:`];
  for (const browser of missing) lines.push(`  ${browser.name}: ${where(browser, system)}`);
  if (overridden.length) lines.push(`Correct or unset ${overridden.map((browser) => browser.env).join(', ')}.`);
  if (installable.length) {
    lines.push(
      "Install Debian's packages (on Ubuntu, which has no chromium or firefox-esr package, set CHROME_PATH and FIREFOX_PATH first):",
      `  ${installCommand(
        installable.map((browser) => browser.package),
        { root: system.isRoot },
      )}`,
    );
    const variables = installable.filter((browser) => browser.env).map((browser) => `${browser.env}=/path/to/it`);
    if (variables.length) lines.push(`or point at binaries of your own: ${variables.join(' ')} npm test`);
  }
  lines.push('then run npm test again.');
  for (const line of lines) system.log(line);
}

/**
 * Finds every browser; installs the missing ones with apt-get when root on a machine that has it;
 * returns true when all are there, false (having said what to run) when they are not.
 */
export function ensureBrowsers(system = realSystem()) {
  const missing = () => BROWSERS.filter((browser) => !locate(browser.id, system));
  const before = missing();
  if (before.length === 0) {
    system.log(`browsers: ${BROWSERS.map((browser) => `${browser.name} ${locate(browser.id, system)}`).join(', ')}`);
    return true;
  }
  // A variable that names a missing file is a mistake apt-get cannot put right: stop before installing.
  const apt = onPath(system, 'apt-get');
  if (before.some((browser) => browser.env && system.env[browser.env]) || !system.isRoot || !apt) {
    explain(before, system, !apt ? 'no apt-get here to install them' : !system.isRoot ? 'not root, so not installed' : '');
    return false;
  }
  const packages = unique(before.map((browser) => browser.package));
  system.log(`browsers: installing Debian's ${packages.join(', ')}: ${installCommand(packages, { root: true })}`);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  const update = system.run('apt-get', ['update'], { show: true, env });
  const install = update.status === 0 ? system.run('apt-get', ['install', '-y', ...packages], { show: true, env }) : update;
  const after = missing();
  if (after.length > 0) {
    explain(after, system, install.status === 0 ? 'apt-get installed, but they are still missing' : 'apt-get failed');
    return false;
  }
  system.log(`browsers: installed ${packages.join(', ')}`);
  return true;
}

// `node scripts/browsers.mjs`: the check alone.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exit(ensureBrowsers() ? 0 : 1);
}
