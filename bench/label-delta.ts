// The gzip bytes that label text changed since a base commit costs the built script: the product
// owner's size rule lets the ceiling rise only by the labels a new legal or help text needs
// (docs/performance.md#size-and-speed), so this is how that share is measured. Each label that differs
// from the base is put back to its base words (or emptied when new) in dist/motor-quote.js, and the
// script is gzipped before and after.
//   npx tsx bench/label-delta.ts <base commit>     (after npm run build:demo)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const base = process.argv[2];
if (!base) throw new Error('usage: npx tsx bench/label-delta.ts <base commit>');
const dir = mkdtempSync(path.join(tmpdir(), 'labels-'));
try {
  execFileSync('git', ['worktree', 'add', '--detach', dir, base], { stdio: 'ignore' });
  symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'));
  // A path by value: src/config/labels.ts stands beside the folder src/config/labels/, which tsx would pick.
  const labelsNow = new URL('../src/config/labels.ts', import.meta.url).href;
  const { DEFAULT_LABELS: now } = (await import(labelsNow)) as { DEFAULT_LABELS: Record<string, string> };
  const { DEFAULT_LABELS: then } = (await import(path.join(dir, 'src/config/labels.ts'))) as { DEFAULT_LABELS: Record<string, string> };
  let code = readFileSync('dist/motor-quote.js', 'utf8');
  const gzip = (text: string) => gzipSync(text, { level: 9 }).length;
  const before = gzip(code);
  const changed = Object.keys(now).filter((key) => now[key] !== then[key]);
  for (const key of changed) {
    const words = JSON.stringify(now[key]);
    if (!code.includes(words)) throw new Error(`${key}: its words are not in dist/motor-quote.js as one string`);
    code = code.replace(words, key in then ? JSON.stringify(then[key]) : '""');
  }
  console.log(`${changed.length} labels new or changed since ${base}: ${before - gzip(code)} bytes of gzip\n${changed.join(' ')}`);
} finally {
  execFileSync('git', ['worktree', 'remove', '--force', dir]);
  rmSync(dir, { recursive: true, force: true });
}
