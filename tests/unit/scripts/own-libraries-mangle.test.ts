// The script tag build shortens some property names of the libraries it holds (rollup.config.mjs:
// OWN_LIBRARY_PROPERTIES), which is safe only while no code reads them by a name built at run time.
// What each library names that way is recorded here as a digest: a new version of one of them fails
// this test, and the names are checked again (and the digest updated) before the build renames them.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OWN_LIBRARY_PROPERTIES } from '../../../scripts/own-library-properties.mjs';

const lib = (file: string) => path.join('node_modules', file);
const imask = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? imask(path.join(dir, entry.name)) : entry.name.endsWith('.js') ? [path.join(dir, entry.name)] : [],
  );

/** The files of the script's libraries in which the build renames properties, by library. */
const LIBRARIES: Record<string, string[]> = {
  react: [lib('react/cjs/react.production.js'), lib('react/cjs/react-jsx-runtime.production.js')],
  'react-dom': [lib('react-dom/cjs/react-dom.production.js'), lib('react-dom/cjs/react-dom-client.production.js')],
  imask: imask(lib('imask/esm')).sort(),
  '@floating-ui/dom': [lib('@floating-ui/dom/dist/floating-ui.dom.mjs')],
};

/** Every renamed name a library's code writes (as a property, a key, or quoted), with how often. */
function renamedNames(files: string[]) {
  const counts = new Map<string, number>();
  for (const file of files)
    for (const [, name] of readFileSync(file, 'utf8').matchAll(/(?<![\w$])([_A-Za-z$][\w$]*)/g))
      if (OWN_LIBRARY_PROPERTIES.test(name)) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => (a < b ? -1 : 1));
}

const digest = (files: string[]) =>
  createHash('sha256')
    .update(JSON.stringify(renamedNames(files)))
    .digest('hex')
    .slice(0, 16);

describe('the library properties the script tag build renames', () => {
  it('are the ones checked for the installed versions of its libraries', () => {
    expect(Object.fromEntries(Object.entries(LIBRARIES).map(([name, files]) => [name, digest(files)]))).toEqual({
      react: 'fccf1257b79260c5',
      'react-dom': '3bade452fdb5f573',
      imask: '51379386fc6d6df4',
      '@floating-ui/dom': '259c73592460b14f',
    });
  });

  it('include memoizedState, which react-dom writes only as a property and never quotes', () => {
    const client = readFileSync(lib('react-dom/cjs/react-dom-client.production.js'), 'utf8');
    expect(client.match(/\.memoizedState\b/g)).toHaveLength(269);
    expect(client).not.toMatch(/["']memoizedState["']/);
  });

  it('are never named by src/, whose own names the build keeps', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)],
      );
    const named = files('src').filter((file) => /\.memoizedState\b|\._[A-Za-z]/.test(readFileSync(file, 'utf8')));
    expect(named).toEqual([]);
  });
});
