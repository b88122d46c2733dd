// The browser check `npm test` runs first (scripts/browsers.mjs, README.md#set-up), on a fake machine:
// its files, its PATH, whether it is root, and a command runner that records what would be run.
import { describe, expect, it } from 'vitest';
import { ensureBrowsers, locate, type BrowserSystem } from '../../../scripts/browsers.mjs';

const DEBIAN_FILES = [
  '/usr/bin/chromium',
  '/usr/bin/firefox-esr',
  '/usr/bin/WebKitWebDriver',
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/bin/Xvfb',
];

/** A machine with these executable files; `install` says which files each package adds. */
function fakeMachine(options: {
  files?: string[];
  root?: boolean;
  env?: Record<string, string>;
  install?: Record<string, string[]>;
  aptFails?: boolean;
  dpkg?: Record<string, string[]>;
}) {
  const files = new Set(options.files ?? []);
  const commands: string[] = [];
  const logged: string[] = [];
  const system: BrowserSystem = {
    env: { PATH: '/usr/local/bin:/usr/bin:/bin', ...options.env },
    isRoot: options.root ?? false,
    isExecutable: (file) => files.has(file),
    run(command, args, runOptions) {
      commands.push([command, ...args].join(' '));
      if (command === 'dpkg') {
        const listed = options.dpkg?.[args[1]];
        return listed ? { status: 0, stdout: listed.join('\n') } : { status: 1, stdout: '' };
      }
      if (command === 'apt-get') {
        expect(runOptions?.env?.DEBIAN_FRONTEND).toBe('noninteractive');
        if (options.aptFails) return { status: 100, stdout: '' };
        if (args[0] === 'install') for (const pkg of args.slice(2)) for (const file of options.install?.[pkg] ?? []) files.add(file);
        return { status: 0, stdout: '' };
      }
      return { status: 127, stdout: '' };
    },
    log: (line) => logged.push(line),
  };
  return { system, commands, output: () => logged.join('\n') };
}

const DEBIAN_PACKAGES: Record<string, string[]> = {
  chromium: ['/usr/bin/chromium'],
  'firefox-esr': ['/usr/bin/firefox-esr'],
  'webkit2gtk-driver': ['/usr/bin/WebKitWebDriver', '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'],
  xvfb: ['/usr/bin/Xvfb'],
};

describe('the browser check npm test runs first', () => {
  it('installs nothing and runs nothing when every browser is there', () => {
    const machine = fakeMachine({ files: [...DEBIAN_FILES, '/usr/bin/apt-get'], root: true });
    expect(ensureBrowsers(machine.system)).toBe(true);
    expect(machine.commands).toEqual([]);
    expect(machine.output()).toContain('Chromium /usr/bin/chromium');
  });

  it('as root on Debian, runs one apt-get update and then installs exactly the missing packages', () => {
    const machine = fakeMachine({
      files: ['/usr/bin/chromium', '/usr/bin/apt-get'],
      root: true,
      install: DEBIAN_PACKAGES,
    });
    expect(ensureBrowsers(machine.system)).toBe(true);
    expect(machine.commands.filter((command) => command.startsWith('apt-get'))).toEqual([
      'apt-get update',
      'apt-get install -y firefox-esr webkit2gtk-driver xvfb',
    ]);
  });

  it('on a machine with none of them, installs all four packages and then finds each one', () => {
    const machine = fakeMachine({ files: ['/usr/bin/apt-get'], root: true, install: DEBIAN_PACKAGES });
    expect(ensureBrowsers(machine.system)).toBe(true);
    expect(machine.commands).toContain('apt-get install -y chromium firefox-esr webkit2gtk-driver xvfb');
    for (const id of ['chromium', 'firefox', 'webkit-driver', 'minibrowser', 'xvfb'] as const) {
      expect(locate(id, machine.system), id).not.toBeNull();
    }
  });

  it('not root: installs nothing, prints the exact command with sudo and the variables, and fails', () => {
    const machine = fakeMachine({ files: ['/usr/bin/chromium', '/usr/bin/Xvfb', '/usr/bin/apt-get'], root: false });
    expect(ensureBrowsers(machine.system)).toBe(false);
    expect(machine.commands.filter((command) => command.startsWith('apt-get'))).toEqual([]);
    expect(machine.output()).toContain('sudo apt-get update && sudo apt-get install -y firefox-esr webkit2gtk-driver');
    expect(machine.output()).toContain('FIREFOX_PATH=/path/to/it WEBKIT_DRIVER=/path/to/it MINIBROWSER=/path/to/it npm test');
    expect(machine.output()).toContain('Firefox ESR: not at /usr/bin/firefox-esr (nor FIREFOX_PATH)');
  });

  it('root but no apt-get (not Debian): installs nothing, prints the command and fails', () => {
    const machine = fakeMachine({ files: DEBIAN_FILES.filter((file) => file !== '/usr/bin/Xvfb'), root: true });
    expect(ensureBrowsers(machine.system)).toBe(false);
    expect(machine.commands.some((command) => command.startsWith('apt-get'))).toBe(false);
    expect(machine.output()).toContain('no apt-get here');
    expect(machine.output()).toContain('apt-get update && apt-get install -y xvfb');
    expect(machine.output()).toContain('Xvfb: no Xvfb on the PATH');
  });

  it('fails with the command when apt-get cannot install them', () => {
    const machine = fakeMachine({ files: ['/usr/bin/apt-get'], root: true, aptFails: true });
    expect(ensureBrowsers(machine.system)).toBe(false);
    expect(machine.commands.filter((command) => command.startsWith('apt-get'))).toEqual(['apt-get update']);
    expect(machine.output()).toContain('apt-get failed');
    expect(machine.output()).toContain('apt-get update && apt-get install -y chromium firefox-esr webkit2gtk-driver xvfb');
  });

  it('uses the binaries the variables name instead of Debian’s, and installs nothing for them', () => {
    const own = {
      CHROME_PATH: '/opt/chrome/chrome',
      FIREFOX_PATH: '/opt/firefox/firefox',
      WEBKIT_DRIVER: '/opt/webkit/WebKitWebDriver',
      MINIBROWSER: '/opt/webkit/MiniBrowser',
    };
    const machine = fakeMachine({
      files: [...Object.values(own), '/opt/x/Xvfb', '/usr/bin/apt-get'],
      env: { ...own, PATH: '/opt/x' },
      root: true,
    });
    expect(ensureBrowsers(machine.system)).toBe(true);
    expect(machine.commands).toEqual([]);
    expect(locate('chromium', machine.system)).toBe('/opt/chrome/chrome');
    expect(locate('minibrowser', machine.system)).toBe('/opt/webkit/MiniBrowser');
    expect(locate('xvfb', machine.system)).toBe('/opt/x/Xvfb');
  });

  it('a variable that names a missing file stops the run with no install, even where Debian’s browser is there', () => {
    const machine = fakeMachine({
      files: [...DEBIAN_FILES, '/usr/bin/apt-get'],
      env: { FIREFOX_PATH: '/opt/firefox/firefox' },
      root: true,
    });
    expect(ensureBrowsers(machine.system)).toBe(false);
    expect(machine.commands).toEqual([]);
    expect(machine.output()).toContain('FIREFOX_PATH=/opt/firefox/firefox is not an executable file');
    expect(machine.output()).toContain('Correct or unset FIREFOX_PATH');
  });

  it('finds MiniBrowser from its package’s file list on another architecture', () => {
    const arm = '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
    const riscv = '/usr/lib/riscv64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
    const machine = fakeMachine({ files: [riscv], dpkg: { 'libwebkit2gtk-4.1-0': ['/usr/lib/riscv64-linux-gnu/webkit2gtk-4.1', riscv] } });
    expect(locate('minibrowser', machine.system)).toBe(riscv);
    expect(machine.commands).toEqual(['dpkg -L libwebkit2gtk-4.1-0']);
    expect(locate('minibrowser', fakeMachine({ files: [arm] }).system)).toBe(arm);
  });
});
