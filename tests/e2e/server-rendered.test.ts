/**
 * `<MotorQuote>` rendered on an integrator's server (docs/recipes.md, "Next.js"): a Node server of
 * the integrator's own, on another origin than the script's and the API's, renders her React app
 * with react-dom/server and `renderShell` from `motor-quote-widget/react/server` (the built
 * dist/motor-quote-react-server.js), and her client bundle, holding React, the component and the
 * widget's ES module, hydrates it. That bundle is held back, as on a slow network: the first screen
 * paints from the page's HTML before it arrives, and the widget then adopts what was painted.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import commonjs from '@rollup/plugin-commonjs';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import type { ComponentType } from 'react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { rollup } from 'rollup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sel } from './support/class-names';
import transpilePlugin from '../../scripts/transpile-plugin.mjs';
import type { MotorQuoteProps } from '../../src/react';
import { expectNoAxeViolations } from './support/axe';
import { origin, useBrowser, watchErrors } from './support/browser';
import { fillAboutYou } from './support/details-form';
import { hostPage, type HostProps } from './support/server-rendered-host';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DIST = path.join(ROOT, 'dist');
const HOST_APP = path.join(ROOT, 'tests/e2e/support/server-rendered-host.tsx');

let server: Server | undefined;
let hostOrigin = '';
let clientBundle = '';
let page: (props: HostProps) => string = () => '';
/** The client bundle's response, held until the test lets it go. */
let release = () => {};
let bundleAsked = false;

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    if (url.pathname === '/host.js') {
      bundleAsked = true;
      const send = () => response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' }).end(clientBundle);
      const held = new Promise<void>((resolve) => (release = resolve));
      void held.then(send);
      return;
    }
    if (url.pathname !== '/') return void response.writeHead(404).end();
    const config = { apiBase: origin(), routing: 'memory' as const, paymentReturnUrl: '/motor-quote-return.html' };
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page({ config, shell: shellOf(config) }));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  hostOrigin = `http://localhost:${(server.address() as AddressInfo).port}`;
});

const browser = useBrowser({ server: () => ({ allowedOrigins: [hostOrigin] }) });
let shellOf: (config: HostProps['config']) => string = () => '';

beforeAll(async () => {
  // The package's ES module, React component and server entry, as the release build makes them:
  // built unless there and newer than every source (the server entry alone is a minute of build).
  const built = ['motor-quote.esm.js', 'motor-quote-libraries.esm.js', 'motor-quote-react.js', 'motor-quote-react-server.js'].map((file) =>
    path.join(DIST, file),
  );
  const sources = [
    ...readdirSync(path.join(ROOT, 'src'), { recursive: true, encoding: 'utf8' }).map((file) => path.join(ROOT, 'src', file)),
  ];
  const newest = Math.max(
    ...[...sources, ...['src/shell-render.ts', 'scripts/class-names.mjs', 'rollup.config.mjs'].map((file) => path.join(ROOT, file))].map(
      (file) => statSync(file).mtimeMs,
    ),
  );
  if (built.some((file) => !existsSync(file) || statSync(file).mtimeMs < newest))
    execFileSync('npx', ['rollup', '-c', '--environment', 'TARGETS:ssr', '--silent'], { cwd: ROOT, stdio: 'inherit' });
  const { renderShell } = (await import(path.join(DIST, 'motor-quote-react-server.js'))) as {
    renderShell: (config: HostProps['config'], addresses: { assetsBase: string }) => string;
  };
  const { MotorQuote } = (await import(path.join(DIST, 'motor-quote-react.js'))) as { MotorQuote: ComponentType<MotorQuoteProps> };
  shellOf = (config) => renderShell(config, { assetsBase: `${origin()}/dist/` });
  const HostPage = hostPage(MotorQuote);
  // What Next.js sends: the app's HTML, the props the client renders with, the client bundle.
  page = (props) =>
    `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Northgate</title>` +
    `<link rel="preload" href="${origin()}/dist/motor-quote.0.1.0.css" as="style"></head>` +
    `<body><div id="host-root">${renderToString(createElement(HostPage, props))}</div>` +
    `<script id="host-props" type="application/json">${JSON.stringify(props).replace(/</g, '\\u003c')}</script>` +
    `<script type="module" src="/host.js"></script></body></html>`;
  // The host's client bundle: her app hydrated with the package's component and the widget inside.
  const entry = `import { hydrateRoot } from 'react-dom/client';
import { createElement, StrictMode } from 'react';
import { MotorQuote } from ${JSON.stringify(path.join(DIST, 'motor-quote-react.js'))};
import { hostPage } from ${JSON.stringify(HOST_APP)};
const props = JSON.parse(document.getElementById('host-props').textContent);
window.recovered = [];
hydrateRoot(document.getElementById('host-root'), createElement(StrictMode, null, createElement(hostPage(MotorQuote), props)), {
  onRecoverableError: (error) => window.recovered.push(String(error)),
});`;
  const bundle = await rollup({
    input: '\0host-entry',
    plugins: [
      { name: 'host-entry', resolveId: (id) => (id === '\0host-entry' ? id : null), load: (id) => (id === '\0host-entry' ? entry : null) },
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
      transpilePlugin(),
      nodeResolve({ browser: true, extensions: ['.ts', '.tsx', '.mjs', '.js'] }),
      commonjs(),
    ],
    onwarn: () => {},
  });
  // One file: the component's dynamic import of the widget inlined, so the held-back bundle is all of her code.
  clientBundle = (await bundle.generate({ format: 'es', inlineDynamicImports: true })).output[0].code;
  await bundle.close();
}, 480_000); // two rollup builds (the server entry holds React's server renderer and every component): minutes on a busy 2-core machine

afterAll(async () => {
  release();
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
});

describe('<MotorQuote> rendered on the integrator’s server', () => {
  it('paints the first screen before her client bundle arrives; then the widget adopts it and the customer goes on', async () => {
    const tab = await browser.newPage({ width: 360, height: 800 });
    const errors = watchErrors(tab);
    await tab.goto(hostOrigin, { waitUntil: 'commit' });
    const box = tab.locator('#motor-quote');
    // Drawn from the page's HTML and the stylesheet alone: the widget's heading size at 360 px, not an h1's default (32px).
    const heading = box.getByRole('heading', { level: 1, name: 'Get a car insurance quote' });
    await heading.waitFor();
    await box.getByText('It takes about 10 minutes.').waitFor();
    await expect.poll(() => heading.evaluate((el) => getComputedStyle(el).fontSize)).toBe('24px');
    // Painted: the browser's first contentful and largest contentful paints, while the bundle is still held.
    const paints = await tab.evaluate(async () => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      lcp: await new Promise<number>((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)!.startTime)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        }),
      ),
      now: performance.now(),
    }));
    expect(paints.fcp).toBeGreaterThan(0);
    expect(paints.lcp).toBeGreaterThan(0);
    expect(paints.lcp).toBeLessThanOrEqual(paints.now);
    expect(bundleAsked).toBe(true);
    expect(await tab.locator('#host-counter').getAttribute('data-hydrated')).toBe('false');
    // One box, its first screen in the shadow root the parser made of the server's <template>.
    expect(await tab.evaluate(() => document.querySelector('#motor-quote')!.innerHTML)).toBe('');
    await expectNoAxeViolations(tab, 'the first screen from the server');

    release();
    await tab.locator('#host-counter[data-hydrated="true"]').waitFor();
    // Adopted: the live first screen (its first commit's mark) in the same shadow root.
    await tab.waitForFunction((app) => {
      const root = document.querySelector('#motor-quote')?.shadowRoot;
      return root && performance.getEntriesByName('mq:interactive').length > 0 && root.querySelector(app);
    }, sel('.mq-root .mq-app'));
    const roots = (root: string) => document.querySelector('#motor-quote')!.shadowRoot!.querySelectorAll(root).length;
    expect(await tab.evaluate(roots, sel('.mq-root'))).toBe(1);
    expect(await tab.locator('#motor-quote').count()).toBe(1);
    await fillAboutYou(tab);
    await box.getByRole('button', { name: 'Continue' }).click();
    await box.getByRole('group', { name: 'Do you know the car’s registration?' }).waitFor();
    await expectNoAxeViolations(tab, 'step 2 after the server’s first screen');
    // The host's own React hydrated beside it, with no recoverable error.
    await tab.locator('#host-counter').click();
    await expect.poll(() => tab.locator('#host-counter').textContent()).toBe('host clicks 1');
    expect(await tab.evaluate(() => (window as unknown as { recovered: string[] }).recovered)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
