// `npm ci` on a clean clone must work on Linux, macOS and Windows (issue 17): npm installs only the
// optional packages the lock file lists, so a lock made on one system without the others' native
// builds fails there with EUSAGE. CI runs on Linux only; this checks what the other systems need.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { version?: string; optional?: boolean }>;
};
const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
  dependencies?: Record<string, string>;
};

describe('the lock file', () => {
  it('lists the native build of every tool that has one, for Linux, macOS (Intel and Apple silicon) and Windows', () => {
    const natives = ['linux-x64-gnu', 'darwin-x64', 'darwin-arm64', 'win32-x64-msvc'];
    for (const system of natives)
      expect(lock.packages, `@rollup/rollup-${system}`).toHaveProperty([`node_modules/@rollup/rollup-${system}`]);
  });

  it('pins every direct dependency to the version it locks, so a clean install is the tested one', () => {
    const direct = { ...manifest.dependencies, ...manifest.devDependencies };
    for (const [name, range] of Object.entries(direct)) expect(lock.packages[`node_modules/${name}`]?.version, name).toBe(range);
  });
});
