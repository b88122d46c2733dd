import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import commonjs from '@rollup/plugin-commonjs';
import json from '@rollup/plugin-json';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { dts } from 'rollup-plugin-dts';
import classNamesPlugin from './scripts/class-names.mjs';
import dataLastPlugin from './scripts/data-last-plugin.mjs';
import { OWN_LIBRARY_PROPERTIES } from './scripts/own-library-properties.mjs';
import reactDomTrimPlugin from './scripts/react-dom-trim-plugin.mjs';
import stylesPlugin, { buildCss } from './scripts/styles-plugin.mjs';
import transpilePlugin from './scripts/transpile-plugin.mjs';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

// wouter imports useSyncExternalStore through the use-sync-external-store shim, for React 17; React 19
// has the hook itself, so the shim's copy (and its CommonJS wrapper) is left out of the script.
const reactHasUseSyncExternalStore = {
  name: 'react-has-use-sync-external-store',
  resolveId(id) {
    return id === 'use-sync-external-store/shim/index.js' ? '\0use-sync-external-store-shim' : null;
  },
  load(id) {
    return id === '\0use-sync-external-store-shim' ? "export { useSyncExternalStore } from 'react';" : null;
  },
};

// imask's InputMask picks a contenteditable wrapper for an element that is not an input; the widget
// masks <input> elements only (src/ui/use-imask.ts), so that wrapper is left out of the script. A
// stand-in that throws keeps a future contenteditable use from failing silently.
const imaskInputsOnly = {
  name: 'imask-inputs-only',
  resolveId(id, importer) {
    return id === './html-contenteditable-mask-element.js' && importer?.includes('/imask/esm/controls/')
      ? '\0imask-no-contenteditable'
      : null;
  },
  load(id) {
    return id === '\0imask-no-contenteditable'
      ? "export default function HTMLContenteditableMaskElement() { throw new Error('motor-quote masks <input> elements only'); }"
      : null;
  },
};

// wouter's default location hooks (use-browser-location.js) are never used: the widget's <Router>
// always passes its own (app/routing/hash-location.ts, or wouter's memory location). The module also
// patches the host page's history.pushState and replaceState when it loads, which a widget must not
// do to its host; left out, with stand-ins that say so if a screen is ever rendered outside the Router.
const wouterOwnLocationOnly = {
  name: 'wouter-own-location-only',
  resolveId(id, importer) {
    return id === './use-browser-location.js' && importer?.includes('/wouter/src/') ? '\0wouter-no-browser-location' : null;
  },
  load(id) {
    if (id !== '\0wouter-no-browser-location') return null;
    return "const outside = () => { throw new Error('motor-quote: rendered outside its Router'); };\nexport { outside as useBrowserLocation, outside as useSearch };";
  },
};

// React is CommonJS, so every hook and JSX call in the journey was a property read on its exports
// object (`u.useState(`, `N.jsx(`) that the minifier cannot shorten. Through these modules each name
// is read once into a binding of its own, which it can. The script tag build only: the ES module
// build leaves react to the host's bundler.
const REACT_NAMES = Object.keys(createRequire(import.meta.url)('react')).filter((name) => /^[A-Za-z]\w*$/.test(name));
const reactBindings = {
  name: 'react-bindings',
  resolveId(id, importer) {
    if (!importer || importer.startsWith('\0') || importer.includes('/node_modules/')) return null;
    return id === 'react' ? '\0react-bindings' : id === 'react/jsx-runtime' ? '\0react-jsx-bindings' : null;
  },
  load(id) {
    if (id === '\0react-jsx-bindings') return "import R from 'react/jsx-runtime';\nexport const { jsx, jsxs, Fragment } = R;";
    // Marked pure, so the names the journey does not use are left out.
    if (id === '\0react-bindings')
      return `import R from 'react';\n${REACT_NAMES.map((name) => `export const ${name} = /* @__PURE__ */ (() => R.${name})();`).join('\n')}\nexport default R;`;
    return null;
  },
};

// Every build that ships the stylesheet or the components writes the stylesheet's classes in their
// short names (scripts/class-names.mjs), from the same minified text, so all of them agree. The
// plugin stops the build on a class the code sets that the stylesheet never names; the browser
// tests select through dist/class-names.json (tests/e2e/support/class-names.ts).
const shippedCss = async () => (await buildCss({ minify: true })).css;

const plugins = (compile, mangle = true) => [
  reactHasUseSyncExternalStore,
  imaskInputsOnly,
  wouterOwnLocationOnly,
  replace({
    preventAssignment: true,
    values: { 'process.env.NODE_ENV': JSON.stringify('production'), __VERSION__: JSON.stringify(version) },
  }),
  stylesPlugin({ minify: true, shortClassNames: true }),
  nodeResolve({ browser: true, extensions: ['.ts', '.tsx', '.mjs', '.js'] }),
  commonjs(),
  compile,
  classNamesPlugin(shippedCss),
  // Chromium's explicit compile hint (Chrome 136+; other engines read a comment): every function of
  // the script is compiled on a background thread while it streams in, instead of on the main
  // thread at its first call. At 4x CPU that lazy compiling was about 50 ms of the task evaluating
  // the script and as much of the one mounting the widget; almost all of the script runs on load.
  terser({ format: { comments: false, preamble: '//# allFunctionsCalledOnLoad' }, compress: { passes: 3 }, mangle }),
];

// The script tag build holds its own React, react-dom and imask, so their private properties (named
// with a leading underscore: a lazy component's _payload, a context's _currentValue, imask's _value)
// are read and written only inside it: the minifier may shorten them as it does local names (0.5 KB
// of gzip). So is react-dom's hook and fiber field memoizedState (0.16 KB): no DOM property, nor a
// name src/ or another library uses. React DevTools reads those, so it cannot inspect this build's
// tree (react-dom calls its hook inside try/catch: the widget is unaffected). Not the ES module
// build, whose React is the host's. A name that also appears quoted is kept. The one library line
// that reads a name's underscore (imask's normalizeOpts, copying a Masked instance given as a mask)
// is never reached: src/ui/mask-definitions.ts gives strings and the MaskedNumber class.
// A rename is kept only for 100 bytes of gzip or more (each other field of react-dom and imask saved
// 1-61 B), and tests/unit/scripts/own-libraries-mangle.test.ts fails when a library it renames in
// changes: an upgrade is checked again there rather than renamed blindly.
const OWN_LIBRARIES_MANGLE = { properties: { regex: OWN_LIBRARY_PROPERTIES, keep_quoted: true } };

const onwarn = (warning, warn) => {
  // React and floating-ui ship "use client" directives that mean nothing in an IIFE.
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
  warn(warning);
};

// The demo build (npm start, the browser tests) only strips types: `tsc --noEmit` already checks them
// in npm test. The release build keeps the type-checking compile.
const typeCheck = process.env.TARGETS !== 'demo';

const widget = {
  input: 'src/index.ts',
  output: { file: 'dist/motor-quote.js', format: 'iife', sourcemap: true, name: 'MotorQuoteBundle' },
  plugins: [
    reactBindings,
    reactDomTrimPlugin(),
    ...plugins(
      typeCheck
        ? typescript({
            tsconfig: './tsconfig.build.json',
            include: ['src/**/*'],
            noEmit: false,
            declaration: false,
            sourceMap: true,
            outDir: undefined,
          })
        : transpilePlugin(),
      OWN_LIBRARIES_MANGLE,
    ),
    dataLastPlugin(),
  ],
  onwarn,
};

// The card payment's return page (src/payment-return): a few hundred bytes of script and its HTML,
// served beside the widget's script so that the card frame never loads the host page.
const returnPage = {
  input: 'src/payment-return/return-page.ts',
  output: { file: 'dist/motor-quote-return.js', format: 'iife' },
  plugins: [
    ...plugins(transpilePlugin()),
    {
      name: 'return-page-html',
      generateBundle() {
        this.emitFile({
          type: 'asset',
          fileName: 'motor-quote-return.html',
          source: readFileSync('src/payment-return/motor-quote-return.html', 'utf8'),
        });
      },
    },
  ],
  onwarn,
};

// The UI primitives gallery (demo/pages/ui.html): not part of the widget, built beside it.
const gallery = {
  input: 'demo/ui-gallery.tsx',
  output: { file: 'dist/ui-gallery.js', format: 'iife', name: 'MotorQuoteGallery' },
  plugins: plugins(transpilePlugin()),
  onwarn,
};

// The ES module for hosts that bundle their own React (react and react-dom stay imports). The
// libraries it holds are a file of their own, which the React component fetches beside it (see
// reactComponent), so a host's bundler makes two chunks each under Vite's 500 kB warning rather than one over it.
const LIBRARIES_CHUNK = 'motor-quote-libraries.esm.js';
const esModule = {
  input: 'src/module.ts',
  output: {
    dir: 'dist',
    entryFileNames: 'motor-quote.esm.js',
    chunkFileNames: LIBRARIES_CHUNK,
    manualChunks: (id) => (id.includes('/node_modules/') ? 'libraries' : undefined),
    format: 'es',
    sourcemap: true,
  },
  external: (id) => /^react(-dom)?(\/|$)/.test(id),
  plugins: plugins(transpilePlugin()),
  onwarn,
};

// The React component (`motor-quote-widget/react`): the ES module stays an import, so a host that
// uses both holds one widget; 'use client' marks it for React Server Components hosts (Next.js).
const MODULE_ENTRY = /^\.\/module$|\/src\/module(\.ts)?$/;
const reactComponent = {
  input: 'src/react.tsx',
  output: { file: 'dist/motor-quote-react.js', format: 'es', paths: (id) => (MODULE_ENTRY.test(id) ? './motor-quote.esm.js' : id) },
  external: (id) => /^react(-dom)?(\/|$)/.test(id) || MODULE_ENTRY.test(id),
  // After the minifier, which drops a directive it sees no use for (no source map: the file is 1 KB).
  plugins: [
    ...plugins(transpilePlugin()),
    { name: 'use-client', renderChunk: (code) => `'use client';\n${code}` },
    // The ES module's import fetches its libraries' file too, in parallel: a bundler gives a module
    // imported dynamically from two places a chunk of its own, so the widget comes as two chunks.
    {
      name: 'libraries-beside',
      renderDynamicImport: ({ targetModuleId }) =>
        MODULE_ENTRY.test(targetModuleId ?? '')
          ? { left: 'Promise.all([import(', right: `),import('./${LIBRARIES_CHUNK}')]).then((m) => m[0])` }
          : null,
    },
  ],
  onwarn,
};

// Types for integrators: the public API and every config field, documented.
const types = {
  input: 'src/module.ts',
  output: { file: 'dist/motor-quote.d.ts', format: 'es' },
  plugins: [dts({ tsconfig: './tsconfig.build.json' })],
};
const reactTypes = {
  input: 'src/react.tsx',
  output: { file: 'dist/motor-quote-react.d.ts', format: 'es', paths: (id) => (MODULE_ENTRY.test(id) ? './motor-quote.js' : id) },
  external: (id) => /^react(-dom)?(\/|$)/.test(id) || MODULE_ENTRY.test(id),
  plugins: [dts({ tsconfig: './tsconfig.build.json' })],
};

// `npx motor-quote-check-api <baseUrl>`: the API conformance checker as one Node script with Ajv and
// the scripted proposal inside, so the package needs no runtime dependency for it.
const checkApi = {
  input: 'scripts/check-api-cli.ts',
  output: { file: 'dist/check-api.mjs', format: 'es', banner: '#!/usr/bin/env node', inlineDynamicImports: true },
  external: (id) => id.startsWith('node:'),
  plugins: [transpilePlugin(), json(), nodeResolve({ preferBuiltins: true, extensions: ['.ts', '.mjs', '.js', '.json'] }), commonjs()],
  onwarn,
};

// `npx motor-quote-check-config brand.json`: the reviewer's list of defaults a brand keeps
// (docs/configuration.md#the-reviewers-checklist), with the config reader and the labels inside.
const checkConfig = {
  input: 'scripts/check-config-cli.ts',
  output: { file: 'dist/check-config.mjs', format: 'es', banner: '#!/usr/bin/env node', inlineDynamicImports: true },
  external: (id) => id.startsWith('node:'),
  plugins: [transpilePlugin(), nodeResolve({ preferBuiltins: true, extensions: ['.ts', '.mjs', '.js'] }), commonjs()],
  onwarn,
};

// `npx motor-quote-shell --config brand.json --base …`: the first screen in the integrator's brand
// (docs/embedding.md#the-first-screen-in-your-page) as one Node script, with React's server renderer
// and the components inside, so the package needs no runtime dependency for it.
const shellCli = {
  input: 'scripts/shell-cli.ts',
  output: { file: 'dist/shell.mjs', format: 'es', banner: '#!/usr/bin/env node', inlineDynamicImports: true },
  external: (id) => id.startsWith('node:'),
  plugins: [
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    transpilePlugin(),
    nodeResolve({ preferBuiltins: true, extensions: ['.ts', '.tsx', '.mjs', '.js'] }),
    commonjs(),
    // The shell it renders must name the classes as the script and motor-quote.css do.
    classNamesPlugin(shippedCss),
  ],
  onwarn,
};

// `motor-quote-widget/react/server`: renderShell() for <MotorQuote shell> on the server
// (docs/embedding.md#the-first-screen-from-the-server), with React's server renderer, the components
// and a React of their own inside: a React Server Components host's `react` has no hooks or context
// to draw them with, and the host's client bundle never imports it (package.json gives it no browser condition).
const reactServer = {
  input: 'src/react-server.ts',
  output: { file: 'dist/motor-quote-react-server.js', format: 'es', inlineDynamicImports: true },
  external: (id) => id.startsWith('node:'),
  plugins: [
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    transpilePlugin(),
    json({ preferConst: true }),
    nodeResolve({ preferBuiltins: true, extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] }),
    commonjs(),
    // As the shell command's: the first screen it renders names the classes as the script and motor-quote.css do.
    classNamesPlugin(shippedCss),
  ],
  onwarn,
};
const reactServerTypes = {
  input: 'src/react-server.ts',
  output: { file: 'dist/motor-quote-react-server.d.ts', format: 'es', paths: (id) => (MODULE_ENTRY.test(id) ? './motor-quote.js' : id) },
  external: (id) => MODULE_ENTRY.test(id) || id.includes('/scripts/') || id.endsWith('package.json'),
  plugins: [dts({ tsconfig: './tsconfig.build.json' })],
};

// `npx motor-quote-sandbox --port 4173 --allow-origin …`: the sandbox insurer API and the widget's
// files on the integrator's machine (docs/testing.md#the-sandbox-on-your-machine), as one Node script
// with the sandbox and valibot inside, so the package needs no runtime dependency for it.
const sandboxCli = {
  input: 'scripts/sandbox-cli.ts',
  output: { file: 'dist/sandbox.mjs', format: 'es', banner: '#!/usr/bin/env node', inlineDynamicImports: true },
  external: (id) => id.startsWith('node:'),
  plugins: [transpilePlugin(), nodeResolve({ preferBuiltins: true, extensions: ['.ts', '.mjs', '.js'] }), commonjs()],
  onwarn,
};

// `npm run build` makes everything; the demo and the browser tests need the script, its return page and the gallery.
const TARGETS = {
  demo: [widget, returnPage, gallery],
  widget: [widget, returnPage],
  checkApi: [checkApi],
  checkConfig: [checkConfig],
  shell: [shellCli],
  sandbox: [sandboxCli],
  types: [types, reactTypes],
  react: [reactComponent, reactTypes, reactServer, reactServerTypes],
  // What a server-rendering React host runs (tests/e2e/server-rendered.test.ts), without types.
  ssr: [esModule, reactComponent, reactServer],
};
export default TARGETS[process.env.TARGETS] ?? [
  widget,
  returnPage,
  gallery,
  esModule,
  reactComponent,
  types,
  reactTypes,
  reactServer,
  reactServerTypes,
  checkApi,
  checkConfig,
  shellCli,
  sandboxCli,
];
