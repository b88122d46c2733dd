/**
 * The npm package as an integrator meets it: `npm pack` (whose prepack runs the full build), the
 * tarball installed into a fresh Vite + React 19 + TypeScript app in a temporary folder, the app
 * type-checked and built, and the built app opened in Chromium against the sandbox; the same
 * tarball installed beside Next.js 16 in an App Router app holding the Next.js recipe's two files,
 * built by `next build` and served by `next start`, and its page opened in Chromium on another
 * origin than the sandbox's.
 *
 * The host pins React 19.3.0, another patch than the widget's own devDependency (19.3.1): with react
 * and react-dom as peers the host's bundle must still hold exactly one React, and the widget's hooks
 * run on it (two copies would break them with "Invalid hook call").
 */
import { execFile, execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipe } from '../support/recipes';
import { expectNoAxeViolations } from './support/axe';
import { origin, useBrowser, watchErrors } from './support/browser';
import { fillAboutYou } from './support/details-form';
import { payByCard, quoteAndConfirm } from './support/journey';
import { sel } from './support/class-names';

const ROOT = path.resolve(import.meta.dirname, '../..');
const HOST_REACT = '19.3.0';
const NEXT = '16.4.6';
const browser = useBrowser();
const work = mkdtempSync(path.join(tmpdir(), 'mq-package-'));
const host = path.join(work, 'host');
let tarball = '';
let server: Server | undefined;
let hostOrigin = '';

/** Runs a command; a failure's message carries what the command printed (tsc's errors go to stdout). */
function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}): string {
  try {
    return execFileSync(command, args, {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, npm_config_update_notifier: 'false', ...env },
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed:\n${stdout ?? ''}\n${stderr ?? ''}`);
  }
}

/** Every file the tarball holds, as `npm pack --dry-run --json` lists them. */
const packed = (): string[] =>
  JSON.parse(run('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], ROOT))[0].files.map((file: { path: string }) => file.path);

function writeHostApp() {
  mkdirSync(path.join(host, 'src'), { recursive: true });
  writeFileSync(
    path.join(host, 'package.json'),
    JSON.stringify({
      name: 'host-app',
      private: true,
      type: 'module',
      dependencies: { react: HOST_REACT, 'react-dom': HOST_REACT, 'motor-quote-widget': `file:${tarball}` },
      devDependencies: { vite: '8.3.8', typescript: '6.0.3', '@types/react': '19.3.0', '@types/react-dom': '19.3.0' },
    }),
  );
  writeFileSync(
    path.join(host, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2022', 'DOM', 'DOM.Iterable'],
        module: 'ESNext',
        moduleResolution: 'Bundler',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        types: [],
      },
      include: ['src'],
    }),
  );
  // Records every module Vite puts in the bundle, so the test can count the copies of React, and each
  // chunk's, so it can see the widget in a chunk of its own.
  writeFileSync(
    path.join(host, 'vite.config.js'),
    `import { writeFileSync } from 'node:fs';
export default {
  // Vite's defaults as the recipe keeps them: no chunkSizeWarningLimit.
  build: { sourcemap: false },
  plugins: [{ name: 'list-modules', generateBundle(_, bundle) {
    const ids = Object.values(bundle).flatMap((chunk) => (chunk.type === 'chunk' ? Object.keys(chunk.modules) : []));
    writeFileSync('modules.json', JSON.stringify(ids));
    const chunks = Object.values(bundle).filter((chunk) => chunk.type === 'chunk');
    writeFileSync('chunks.json', JSON.stringify(chunks.map((chunk) => ({ entry: chunk.isEntry, modules: Object.keys(chunk.modules) }))));
  } }],
};
`,
  );
  writeFileSync(
    path.join(host, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title></head><body><div id="host-root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
  );
  // The app is docs/recipes.md's, as an integrator copies it.
  writeFileSync(path.join(host, 'src', 'main.tsx'), recipe('vite-react'));
  writeFileSync(path.join(host, 'src', 'quote-page.tsx'), recipe('nextjs-page'));
  writeFileSync(path.join(host, 'src', 'quote.tsx'), recipe('nextjs-client'));
  writeFileSync(path.join(host, 'src', 'by-hand.ts'), recipe('by-hand'));
}

/**
 * The integrator's Next.js 16 app (App Router), in a folder of its own with its own install: the
 * tarball beside next, React 19 and TypeScript, and the recipe's two files as she copies them into
 * app/quote/, with the API and CDN addresses replaced as docs/recipes.md tells her to (the API by the
 * sandbox, the CDN folder by where the stylesheet is served). Around them only what every Next.js app
 * has: the root layout, the return page in public/, and the analytics endpoint the recipe's beacons
 * go to. tsconfig.json asks for strict types only: `next build` writes the rest of it, as it does in
 * a new app.
 */
function writeNextApp(dir: string, apiBase: string, assetsBase: string) {
  mkdirSync(path.join(dir, 'app/quote'), { recursive: true });
  mkdirSync(path.join(dir, 'app/analytics'), { recursive: true });
  mkdirSync(path.join(dir, 'public'), { recursive: true });
  writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({
      name: 'next-app',
      private: true,
      dependencies: { next: NEXT, react: HOST_REACT, 'react-dom': HOST_REACT, 'motor-quote-widget': `file:${tarball}` },
      // What `next build` asks for in a TypeScript app (it would install them itself otherwise).
      devDependencies: { typescript: '6.0.3', '@types/react': '19.3.0', '@types/react-dom': '19.3.0', '@types/node': '24.19.2' },
    }),
  );
  writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true } }));
  const addressed = (code: string) =>
    code.replaceAll('https://api.insurer.example', apiBase).replaceAll('https://cdn.example.co.uk/motor-quote/', assetsBase);
  writeFileSync(path.join(dir, 'app/quote/page.tsx'), addressed(recipe('nextjs-page')));
  writeFileSync(path.join(dir, 'app/quote/quote.tsx'), addressed(recipe('nextjs-client')));
  writeFileSync(
    path.join(dir, 'app/layout.tsx'),
    `import type { ReactNode } from 'react';

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB">
      <body>{children}</body>
    </html>
  );
}
`,
  );
  // The beacons' endpoint: it prints each event's name, which the test reads from the server's output.
  writeFileSync(
    path.join(dir, 'app/analytics/route.ts'),
    `export async function POST(request: Request) {
  const { name } = (await request.json()) as { name: string };
  console.log(\`beacon: \${name}\`);
  return new Response(null, { status: 204 });
}
`,
  );
}

/** A port nothing listens on now, for `next start -p`. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Serves the host app's built files on its own origin (the sandbox API is on another one). */
async function serveHost(dir: string) {
  server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://x').pathname;
    const file = path.join(dir, pathname === '/' ? 'index.html' : pathname);
    if (!file.startsWith(dir) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    const type = file.endsWith('.html') ? 'text/html' : file.endsWith('.js') ? 'application/javascript' : 'application/octet-stream';
    response.writeHead(200, { 'Content-Type': `${type}; charset=utf-8` }).end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  hostOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(() => {
  // MQ_TARBALL=/path/to.tgz reuses a tarball `npm pack` wrote from this tree (the pack is minutes of build).
  if (process.env.MQ_TARBALL) {
    tarball = path.join(work, path.basename(process.env.MQ_TARBALL));
    copyFileSync(process.env.MQ_TARBALL, tarball);
    return;
  }
  const output = run('npm', ['pack', '--pack-destination', work, '--json'], ROOT);
  const json = output.slice(output.indexOf('[\n'));
  tarball = path.join(work, JSON.parse(json)[0].filename);
}, 480_000); // npm pack runs the whole release build (5 rollup targets, types, OpenAPI): minutes on a busy 2-core machine

let sandbox: ChildProcess | undefined;
let nextServer: ChildProcess | undefined;

afterAll(async () => {
  sandbox?.kill();
  // The whole group next start made (npx, next, next-server): the server is a child of a child.
  if (nextServer?.pid && nextServer.exitCode === null) {
    const ended = new Promise((resolve) => nextServer!.once('exit', resolve));
    process.kill(-nextServer.pid);
    // Before its folder is removed: a server still writing its cache would leave part of it behind.
    await ended;
  }
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  rmSync(work, { recursive: true, force: true });
});

describe('the npm package', () => {
  it("holds dist/, the integrator's guide, LICENSE and CHANGELOG only", () => {
    const files = packed();
    const rest = files.filter((file) => !file.startsWith('dist/'));
    expect(rest.sort()).toEqual(['CHANGELOG.md', 'LICENSE', 'README.md', 'package.json']);
    // An integrator reads the guide (dist/docs/, the build's, its snippets filled in) from node_modules
    // without the repository (tests/unit/docs/links.test.ts follows every link in it); the pages for
    // working on this repository and the pictures stay out.
    for (const page of [
      'dist/docs/embedding.md',
      'dist/docs/configuration.md',
      'dist/docs/testing.md',
      'dist/docs/reference/theme-tokens.md',
    ])
      expect(files).toContain(page);
    expect(files.filter((file) => /docs\/(product|contributing|performance|decisions|layout)/.test(file))).toEqual([]);
    expect(files.filter((file) => file.startsWith('dist/docs/') && !file.endsWith('.md'))).toEqual([]);
    for (const file of [
      'dist/motor-quote.js',
      'dist/motor-quote.esm.js',
      'dist/motor-quote-libraries.esm.js',
      'dist/motor-quote.d.ts',
      'dist/motor-quote-return.html',
      'dist/motor-quote-return.js',
      'dist/motor-quote-react.js',
      'dist/motor-quote-react.d.ts',
      'dist/motor-quote-react-server.js',
      'dist/motor-quote-react-server.d.ts',
      'dist/openapi.json',
      'dist/check-api.mjs',
      'dist/check-config.mjs',
      'dist/shell.mjs',
      'dist/sandbox.mjs',
      'dist/motor-quote.css',
    ])
      expect(files).toContain(file);
    expect(files).not.toContain('dist/ui-gallery.js');
    // The demo's first screen links the demo server's addresses: an integrator makes hers with npx motor-quote-shell.
    expect(files).not.toContain('dist/demo-shell.html');
    // The public types name no library type: an integrator's editor shows the config's own fields and docs.
    const types = readFileSync(path.join(ROOT, 'dist/motor-quote.d.ts'), 'utf8');
    expect(types).not.toMatch(/from ['"](valibot|react|@floating-ui)/);
    expect(types).toMatch(/^interface ConfigInput \{/m);
    const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
    expect(manifest.peerDependencies).toEqual({ react: '^19.0.0', 'react-dom': '^19.0.0' });
    expect(Object.keys(manifest.dependencies ?? {})).not.toContain('react');
  });

  it('installs into a fresh Vite + React 19 + TypeScript app, which type-checks, builds with one React and shows the widget through its React component', async () => {
    writeHostApp();
    run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], host);
    // One react and one react-dom in the host's tree: the package brought none of its own.
    const reacts = readdirSync(path.join(host, 'node_modules'), { recursive: true, encoding: 'utf8' }).filter((file) =>
      /^(?:.*\/node_modules\/)?react(?:-dom)?\/package\.json$/.test(file),
    );
    expect(reacts.sort()).toEqual(['react-dom/package.json', 'react/package.json']);

    run('npx', ['tsc', '-p', '.'], host);
    // The server entry resolves from the installed package in Node, as a Next.js server imports it,
    // and renders the first screen for the config and the assets folder given.
    const shell = run(
      'node',
      [
        '--input-type=module',
        '-e',
        "import { renderShell } from 'motor-quote-widget/react/server'; process.stdout.write(renderShell({ routing: 'memory' }, { assetsBase: 'https://cdn.example.co.uk/mq' }));",
      ],
      host,
    );
    expect(shell).toMatch(
      /^<template shadowrootmode="open"><link rel="stylesheet" href="https:\/\/cdn\.example\.co\.uk\/mq\/motor-quote\.\d+\.\d+\.\d+\.css">/,
    );
    expect(shell).toContain('Get a car insurance quote');
    // The guide as installed: every pinned snippet carries the installed script's integrity, and no page a marker.
    const installed = path.join(host, 'node_modules/motor-quote-widget');
    const manifest = JSON.parse(readFileSync(path.join(installed, 'dist/manifest.json'), 'utf8'));
    const guide = readdirSync(path.join(installed, 'dist/docs'), { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.md'),
    );
    expect(guide.length).toBeGreaterThanOrEqual(11);
    for (const page of guide) {
      const text = readFileSync(path.join(installed, 'dist/docs', page), 'utf8');
      expect(text, page).not.toMatch(/\{\{[a-z]+\}\}|sha384-…/);
      for (const [, integrity] of text.matchAll(/\bintegrity\s*=\s*["']([^"']*)["']/g))
        expect(integrity, page).toBe(manifest.files[manifest.script].integrity);
    }
    // The insurer's API team runs the conformance checker from the installed package (docs/api-team.md).
    // Not execFileSync: the sandbox answering the checker runs in this process, so blocking it would
    // leave every call unanswered.
    const checked = await promisify(execFile)('npx', ['motor-quote-check-api', origin()], {
      cwd: host,
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(checked.stdout).toMatch(/^(\d+) of \1 answers conform to openapi\.json/m);
    // The host publishes the return page itself (docs/embedding.md#how-the-card-payment-returns).
    mkdirSync(path.join(host, 'public'));
    for (const file of ['motor-quote-return.html', 'motor-quote-return.js'])
      copyFileSync(path.join(host, 'node_modules/motor-quote-widget/dist', file), path.join(host, 'public', file));
    // NODE_ENV is vitest's 'test' here; the host builds for production, as a real site's build does.
    const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
      cwd: host,
      encoding: 'utf8',
      env: { ...process.env, npm_config_update_notifier: 'false', NODE_ENV: 'production' },
    });
    expect(built.status, `${built.stdout}\n${built.stderr}`).toBe(0);
    // No chunk-size warning at Vite's own limit: the component's dynamic import gives the widget and its libraries chunks of their own.
    expect(`${built.stdout}${built.stderr}`).not.toMatch(/larger than \d+ kB|chunkSizeWarningLimit/);

    const modules: string[] = JSON.parse(readFileSync(path.join(host, 'modules.json'), 'utf8'));
    const chunks: Array<{ entry: boolean; modules: string[] }> = JSON.parse(readFileSync(path.join(host, 'chunks.json'), 'utf8'));
    const reactModules = modules.filter((id) => /node_modules\/react\/cjs\/react\.production\.js/.test(id));
    const reactDomModules = modules.filter((id) => /node_modules\/react-dom\/cjs\/react-dom-client\.production\.js/.test(id));
    expect(reactModules, modules.filter((id) => id.includes('react')).join('\n')).toHaveLength(1);
    expect(reactDomModules).toHaveLength(1);
    expect(reactModules[0]).toContain(path.join(host, 'node_modules/react/cjs/react.production.js'));
    expect(modules.some((id) => id.includes('motor-quote-widget/dist/motor-quote.esm.js'))).toBe(true);
    // Loaded lazily: the host's entry chunk holds the component (1 kB) and none of the widget, which
    // comes in chunks of their own that the component imports.
    const entry = chunks.find((chunk) => chunk.entry)!;
    expect(entry.modules.filter((id) => id.includes('motor-quote-widget/dist/')).map((id) => path.basename(id))).toEqual([
      'motor-quote-react.js',
    ]);
    for (const file of ['motor-quote.esm.js', 'motor-quote-libraries.esm.js'])
      expect(
        chunks.filter((chunk) => !chunk.entry && chunk.modules.some((id) => id.endsWith(`motor-quote-widget/dist/${file}`))),
      ).toHaveLength(1);
    // The server entry (React's server renderer and the components) never enters the browser's bundle.
    expect(modules.filter((id) => /react-server|react-dom-server/.test(id))).toEqual([]);

    const assets = readdirSync(path.join(host, 'dist/assets')).filter((file) => file.endsWith('.js'));
    const gzip = assets.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(host, 'dist/assets', file)), { level: 9 }).length, 0);
    console.log(`host app bundle: ${(gzip / 1024).toFixed(1)} KB gzip (React once, the widget's ES module and the host's code)`);

    await serveHost(path.join(host, 'dist'));
    const page = await browser.newPage();
    const errors = watchErrors(page);
    await page.goto(`${hostOrigin}/?api=${encodeURIComponent(origin())}`);
    await page.getByRole('heading', { level: 1, name: 'Get a car insurance quote' }).waitFor();
    await page.getByLabel('First name', { exact: true }).waitFor();
    // The component's onEvent reached the host's state: widget_ready once (StrictMode's second mount
    // is the only widget), then the first step's step_viewed.
    await expect.poll(() => page.locator('#host-events').textContent()).toMatch(/^widget_ready step_viewed\b/);
    expect((await page.locator('#host-events').textContent())!.split(' ').filter((name) => name === 'widget_ready')).toHaveLength(1);
    // The host's own React still works beside the widget.
    await page.locator('#host-counter').click();
    await expect(page.locator('#host-counter').textContent()).resolves.toBe('host clicks 1');
    expect(errors).toEqual([]);
  }, 300_000);

  it("runs the Next.js recipe's page with next build and next start from the installed package: the first screen paints with the server's HTML, then the widget adopts it", async () => {
    const app = path.join(work, 'next');
    writeNextApp(app, origin(), `${origin()}/dist/`);
    // NODE_ENV is vitest's 'test' here: Next.js builds and serves for production, as a real site does.
    const env = { NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };
    const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
    let since = performance.now();
    run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], app);
    const installed = seconds(since);
    for (const file of ['motor-quote-return.html', 'motor-quote-return.js'])
      copyFileSync(path.join(app, 'node_modules/motor-quote-widget/dist', file), path.join(app, 'public', file));
    since = performance.now();
    const built = run('npx', ['next', 'build'], app, env);
    const builtIn = seconds(since);
    // The recipe builds as written, with no warning from Next.js (its warnings start with ⚠). Under CI
    // (CI=true, as .ci/run sets it) a first build also says "⚠ No build cache found": advice about
    // keeping .next/cache between CI runs, not about the app, so that one line is let pass.
    expect(built).toMatch(/○ \/quote/);
    expect(built.replace(/^⚠ No build cache found\..*$/m, '')).not.toMatch(/⚠/);

    since = performance.now();
    const port = await freePort();
    // A process group of its own (npx, next, next-server), so afterAll ends all of it.
    nextServer = spawn('npx', ['next', 'start', '-p', String(port), '-H', '127.0.0.1'], {
      cwd: app,
      detached: true,
      env: { ...process.env, npm_config_update_notifier: 'false', ...env },
    });
    let printed = '';
    nextServer.stderr!.on('data', (chunk) => (printed += chunk));
    await new Promise<void>((resolve, reject) => {
      nextServer!.stdout!.on('data', (chunk) => {
        printed += chunk;
        if (/Ready in/.test(printed)) resolve();
      });
      nextServer!.on('exit', () => reject(new Error(`next start ended:\n${printed}`)));
    });
    console.log(`Next.js app: npm install ${installed} s, next build ${builtIn} s, next start ${seconds(since)} s`);
    const nextOrigin = `http://127.0.0.1:${port}`;
    const beacons = () => [...printed.matchAll(/^beacon: (\w+)$/gm)].map(([, name]) => name);

    const page = await browser.newPage({ width: 360, height: 800 });
    const said: string[] = [];
    page.on('console', (message) => {
      if (['warning', 'error'].includes(message.type())) said.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => said.push(`pageerror: ${error.message}`));
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'fetch') fetched.push(request.url());
    });
    // Next.js's client JavaScript (its runtime, React, the page's chunks) held back, as on a slow
    // network: the first screen must paint without it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let released = false;
    const letGo = () => {
      released = true;
      release();
    };
    // Each chunk's file, and whether the page asked for it while its JavaScript was held (the ones its HTML names).
    const chunks: Array<{ file: string; early: boolean }> = [];
    await page.route(/\/_next\/static\/chunks\/[^/?]+\.js(\?|$)/, async (route) => {
      chunks.push({ file: path.basename(new URL(route.request().url()).pathname), early: !released });
      await held;
      await route.continue();
    });
    try {
      await page.goto(`${nextOrigin}/quote`, { waitUntil: 'commit' });
      const box = page.locator('body > main > div');
      const heading = box.getByRole('heading', { level: 1, name: 'Get a car insurance quote' });
      await heading.waitFor();
      await box.getByText('It takes about 10 minutes.').waitFor();
      // Styled from the page's HTML and the stylesheet alone: the widget's heading size at 360 px, not an h1's default (32px).
      await expect.poll(() => heading.evaluate((el) => getComputedStyle(el).fontSize)).toBe('24px');
      // Painted: the browser's first contentful and largest contentful paints, while the chunks are still held.
      const paints = await page.evaluate(async () => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        lcp: await new Promise<number>((resolve) =>
          new PerformanceObserver((list) => resolve(list.getEntries().at(-1)!.startTime)).observe({
            type: 'largest-contentful-paint',
            buffered: true,
          }),
        ),
        now: performance.now(),
      }));
      console.log(
        `Next.js page, its JavaScript held: first contentful paint ${paints.fcp?.toFixed(0)} ms, largest ${paints.lcp.toFixed(0)} ms`,
      );
      expect(paints.fcp).toBeGreaterThan(0);
      expect(paints.lcp).toBeGreaterThan(0);
      expect(paints.lcp).toBeLessThanOrEqual(paints.now);
      expect(chunks.length).toBeGreaterThan(0);
      // Neither Next.js's client (it sets window.next) nor the widget has run.
      expect(await page.evaluate(() => ['next' in window, performance.getEntriesByName('mq:interactive').length])).toEqual([false, 0]);
      const painted = await heading.elementHandle();
      await expectNoAxeViolations(page, 'the Next.js page’s first screen from the server');

      letGo();
      // Hydrated by Next.js's own client, then adopted: the live first screen in the same shadow root
      // (the take-over's mark made), the heading the server's HTML painted kept (no second paint of it).
      await page.waitForFunction((app) => {
        const root = document.querySelector('body > main > div')?.shadowRoot;
        return root && performance.getEntriesByName('mq:interactive').length > 0 && root.querySelector(app);
      }, sel('.mq-root .mq-app'));
      expect(await page.evaluate(() => (window as unknown as { next?: { version: string } }).next?.version)).toBe(NEXT);
      expect(
        await page.evaluate((node) => node === document.querySelector('body > main > div')!.shadowRoot!.querySelector('h1'), painted),
      ).toBe(true);
      // Loaded lazily: the widget's module (its take-over's mark names it) is in none of the chunks the
      // page's HTML names, but in one of its own that the component's dynamic import fetched after hydration.
      const widgetIn = (file: string) => readFileSync(path.join(app, '.next/static/chunks', file), 'utf8').includes('mq:interactive');
      expect(chunks.filter((chunk) => chunk.early && widgetIn(chunk.file))).toEqual([]);
      expect(chunks.filter((chunk) => !chunk.early && widgetIn(chunk.file))).toHaveLength(1);
      await fillAboutYou(page);
      await box.getByRole('button', { name: 'Continue' }).click();
      await box.getByRole('group', { name: 'Do you know the car’s registration?' }).waitFor();
      await expectNoAxeViolations(page, 'step 2 of the Next.js page');
      // The recipe's onEvent beacons reached the app's endpoint: one widget, ready once.
      await expect.poll(() => beacons().includes('step_viewed')).toBe(true);
      expect(beacons().filter((name) => name === 'widget_ready')).toHaveLength(1);
      // The widget's API calls went to the sandbox, on another origin than the page's.
      const calls = fetched.filter((url) => /^\/(api|json)\//.test(new URL(url).pathname));
      expect(calls.length).toBeGreaterThan(0);
      expect(new Set(calls.map((url) => new URL(url).origin))).toEqual(new Set([origin()]));
      expect(origin()).not.toBe(nextOrigin);
      // Nothing from the widget, React or Next.js: no hydration mismatch (React reports one as an error), no warning.
      expect(said).toEqual([]);
    } finally {
      letGo();
    }
  }, 600_000); // npm install, next build (Turbopack and a TypeScript check): two minutes or more on a busy 2-core machine

  it('runs the sandbox from the installed package alone, and a page on another origin quotes and pays by card through it', async () => {
    const alone = path.join(work, 'sandbox-only');
    mkdirSync(alone);
    writeFileSync(path.join(alone, 'package.json'), JSON.stringify({ name: 'sandbox-only', private: true }));
    run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', tarball], alone);
    // The integrator's page, on an origin of its own: docs/testing.md's snippet with the printed apiBase.
    const pageServer = createServer((request, response) => {
      const api = new URL(request.url ?? '/', 'http://x').searchParams.get('api') ?? '';
      response
        .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
        .end(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Quote</title></head><body><main><div id="motor-quote"></div></main>` +
            `<script>window.MotorQuoteConfig = { apiBase: ${JSON.stringify(api)} };</script><script src="${api}/motor-quote.js" defer></script></body></html>`,
        );
    });
    await new Promise<void>((resolve) => pageServer.listen(0, '127.0.0.1', resolve));
    const pageOrigin = `http://localhost:${(pageServer.address() as AddressInfo).port}`;
    try {
      sandbox = spawn('npx', ['motor-quote-sandbox', '--port', '0', '--host', '127.0.0.1', '--allow-origin', pageOrigin], {
        cwd: alone,
        env: { ...process.env, npm_config_update_notifier: 'false' },
      });
      let printed = '';
      sandbox.stderr!.on('data', (chunk) => (printed += chunk));
      const apiBase = await new Promise<string>((resolve, reject) => {
        sandbox!.stdout!.on('data', (chunk) => {
          printed += chunk;
          const match = /^ {2}apiBase: '([^']+)'$/m.exec(printed);
          if (match) resolve(match[1]);
        });
        sandbox!.on('exit', () => reject(new Error(`motor-quote-sandbox ended:\n${printed}`)));
      });
      expect(apiBase).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(printed).toContain(`pages allowed: ${pageOrigin}`);

      const page = await browser.newPage();
      const errors = watchErrors(page);
      await quoteAndConfirm(page, pageOrigin, false, { at: `${pageOrigin}/?api=${encodeURIComponent(apiBase)}` });
      await page.getByRole('heading', { level: 1, name: 'Pay for your policy' }).waitFor();
      await payByCard(page, '4242 4242 4242 4242');
      await page
        .getByRole('heading', { level: 1, name: /^Thank you(, your car is insured|\. Your cover starts on )/ })
        .waitFor({ timeout: 30_000 });
      expect(errors).toEqual([]);
    } finally {
      await new Promise((resolve) => pageServer.close(resolve));
    }
  }, 300_000);
});
