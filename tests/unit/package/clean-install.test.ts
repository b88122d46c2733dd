// `npm ci` on a clean clone must work on Linux, macOS and Windows: npm installs only the
// optional packages the lock file lists, so a lock made on one system without the others' native
// builds fails there with EUSAGE. CI runs on Linux only; this checks what the other systems need.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { version?: string; optional?: boolean; optionalDependencies?: Record<string, string> }>;
};
const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
  dependencies?: Record<string, string>;
};

describe('the lock file', () => {
  it('lists every optional package any locked package declares: the native builds for Linux, macOS and Windows', () => {
    // npm ci refuses a lock that lacks an optional dependency (EUSAGE), on every system: a tool built
    // per system (rollup, knip's oxc parser and resolver…) declares one build per system, and a lock
    // made where the registry lacked some of them (this machine's mirror has lagged behind) breaks
    // the clean install everywhere.
    const missing: string[] = [];
    for (const [key, entry] of Object.entries(lock.packages)) {
      for (const name of Object.keys(entry.optionalDependencies ?? {})) {
        if (!(`${key}/node_modules/${name}` in lock.packages) && !(`node_modules/${name}` in lock.packages))
          missing.push(`${name} (for ${key})`);
      }
    }
    expect(missing).toEqual([]);
    expect(lock.packages).toHaveProperty(['node_modules/@rollup/rollup-darwin-arm64']);
    expect(lock.packages).toHaveProperty(['node_modules/@rollup/rollup-win32-x64-msvc']);
  });

  it('pins every direct dependency to the version it locks, so a clean install is the tested one', () => {
    const direct = { ...manifest.dependencies, ...manifest.devDependencies };
    for (const [name, range] of Object.entries(direct)) expect(lock.packages[`node_modules/${name}`]?.version, name).toBe(range);
  });
});
