import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The script tag build leaves out React DOM's code for elements the widget never renders
// (scripts/react-dom-trim-plugin.mjs, docs/performance.md#size-and-speed): a Suspense boundary, a
// suspending component or a thenable, an activity, a view transition, a profiler. Rendering one
// throws "a React feature left out of this script was used" in the built script, while the component
// tests, which run React whole, pass. This fails first: nothing in the script may start to use one.
const LIBRARIES = ['wouter', 'zustand', '@floating-ui', 'imask', 'valibot', 'dayjs', 'use-sync-external-store'];
const LEFT_OUT = ['Suspense', 'SuspenseList', 'unstable_SuspenseList', 'Activity', 'unstable_Activity', 'ViewTransition'];
const LEFT_OUT_TOO = [...LEFT_OUT, 'unstable_ViewTransition', 'Profiler', 'lazy', 'use', 'useTransition', 'useActionState'];
// The element types those components are, as React names them: a library could make one without React's export.
const ELEMENT_TYPES = /\breact\.(suspense|suspense_list|activity|view_transition|profiler|legacy_hidden|offscreen|lazy)\b/;

const files = (root: string, pattern: RegExp): string[] =>
  readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => pattern.test(file) && !/\b(umd|cjs|development)\b/.test(file))
    .map((file) => path.join(root, file));
const src = files('src', /\.tsx?$/);

/** What a module takes from react: named imports, `React.x` reads and `<React.X` or `<X` elements of those names. */
const reactUses = (code: string): string[] => [
  ...[...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]react['"]/g)].flatMap(([, names]) =>
    names.split(',').map(
      (name) =>
        name
          .replace(/^\s*type\s+/, '')
          .trim()
          .split(/\s+as\s+/)[0],
    ),
  ),
  ...[...code.matchAll(/\bReact\.(\w+)/g)].map(([, name]) => name),
  ...[...code.matchAll(/<(?:React\.)?(\w+)[\s>]/g)].map(([, name]) => name).filter((name) => LEFT_OUT.includes(name)),
];

describe('the React features the script leaves out', () => {
  it('are not imported, read or rendered by src/', () => {
    expect(src.length).toBeGreaterThan(100);
    const users = src.flatMap((file) =>
      reactUses(readFileSync(file, 'utf8'))
        .filter((name) => LEFT_OUT_TOO.includes(name))
        .map((name) => `${file}: ${name}`),
    );
    expect(users).toEqual([]);
  });

  it('are not made by element type by src/ or the libraries in the script', () => {
    const modules = [...src, ...LIBRARIES.flatMap((name) => files(path.join('node_modules', name), /\.m?js$/))];
    expect(modules.length).toBeGreaterThan(300);
    expect(modules.filter((file) => ELEMENT_TYPES.test(readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('include custom elements: src/ renders no element whose tag has a hyphen', () => {
    const customElement = /<[a-z][\w]*-[\w-]*[\s/>]|createElement\(\s*['"`][a-z][\w]*-/;
    expect(src.filter((file) => customElement.test(readFileSync(file, 'utf8')))).toEqual([]);
    expect(customElement.test('return <motor-badge level={1} />;')).toBe(true);
    expect(customElement.test("createElement('motor-badge')")).toBe(true);
    expect(customElement.test('<div aria-live="polite">')).toBe(false);
  });

  it('include findDOMNode: nothing in the script reads React DOM’s internals for it', () => {
    const modules = [...src, ...LIBRARIES.flatMap((name) => files(path.join('node_modules', name), /\.m?js$/))];
    expect(modules.filter((file) => /\bfindDOMNode\b|__DOM_INTERNALS_DO_NOT_USE/.test(readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('include async actions: the one transition src/ starts renders and returns no promise', () => {
    const starts = src.flatMap((file) =>
      // The call's whole callback, a block to its closing brace or an expression to the end of the line.
      [...readFileSync(file, 'utf8').matchAll(/\bstartTransition\((\(\) => \{\n[\s\S]*?\n\s*\}\)|[^\n]*)/g)].map(
        ([, call]) => `${file}: ${call.replace(/\s+/g, ' ')}`,
      ),
    );
    // It hydrates the first screen's shell or renders the first screen, and returns nothing.
    expect(starts).toEqual([
      path.join('src', 'embed', 'mount.ts') +
        ': () => { if (shell) root = hydrateRoot(container, app()); else (root = createRoot(container)).render(app()); })',
    ]);
  });

  it('would be found', () => {
    expect(reactUses("import { memo, Suspense } from 'react';")).toContain('Suspense');
    expect(reactUses("const Lazy = React.lazy(() => import('./x'));")).toContain('lazy');
    expect(reactUses('return <Suspense fallback={null}>{children}</Suspense>;')).toContain('Suspense');
    expect(reactUses("import { type ReactNode, use as read } from 'react';")).toEqual(['ReactNode', 'use']);
    expect(ELEMENT_TYPES.test('Symbol.for("react.suspense")')).toBe(true);
    expect(ELEMENT_TYPES.test('Symbol.for("react.view_transition")')).toBe(true);
  });
});
