/**
 * A second origin for the browser tests: an integrator's site, serving the host pages of
 * tests/e2e/integrator-pages/ as a brand or comparison partner would write them. The widget's script
 * and the sandbox API stay on the demo server (support/browser.ts), so every page here loads the
 * script and calls the API cross-origin.
 *
 *   const integrator = useIntegrator();
 *   const browser = useBrowser();               // any order; see useBrowser's `server` option
 *   await page.goto(integrator.url('plain.html#/quote/create'));
 *
 * Origins: the demo server is http://127.0.0.1:P1; the integrator is http://localhost:P2, a different
 * host and port (another origin and another site). The same pages are also reachable at
 * integrator.unlistedOrigin(), http://127.0.0.1:P2: another origin again, for "not on the API's
 * allow-list" tests.
 *
 * Text files (.html, .js, .css) are templated at serve time, so no page hard-codes a port:
 *   {{WIDGET_ORIGIN}}     where the script is served (the demo server)
 *   {{API_ORIGIN}}        the sandbox API (the demo server too)
 *   {{HOST_ORIGIN}}       the origin the page itself was requested on
 *   {{WIDGET_INTEGRITY}}  sha384 of dist/motor-quote.js, for <script integrity crossorigin>
 *   {{RELEASE_SCRIPT}}, {{RELEASE_INTEGRITY}}  the versioned script's name and integrity, as
 *                         dist/manifest.json gives them (`npm run build`'s release files)
 * Response headers per page come from integrator-pages/_headers (Netlify's format: a path line, then
 * indented `Name: value` lines; `/*` matches every path), templated the same way.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { origin as browserOrigin } from './browser';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const PAGES_DIR = path.resolve(here, '../integrator-pages');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};
const TEMPLATED = new Set(['.html', '.js', '.css']);

/** One request the integrator's server received: what a test checks to prove a page was (not) loaded, and how. */
export interface HostRequest {
  method: string;
  /** Path and query, as requested. */
  url: string;
  /** The origin it was requested on (integrator.origin() or integrator.unlistedOrigin()). */
  origin: string;
  /** Sec-Fetch-Dest: 'document' for a top-level page, 'iframe' for a page loaded in a frame, 'script', … */
  dest: string | undefined;
}

export interface HeaderRule {
  pattern: string;
  headers: [string, string][];
}

/** Parses a `_headers` file: a path line, then indented `Name: value` lines; `#` starts a comment. */
function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const at = line.indexOf(':');
    const rule = rules.at(-1);
    if (!rule || at < 0) throw new Error(`integrator-pages/_headers: cannot read ${JSON.stringify(line)}`);
    rule.headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
  }
  return rules;
}

const matches = (pattern: string, pathname: string) =>
  pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pattern === pathname;

let integrityCache: { mtimeMs: number; value: string } | undefined;
async function widgetIntegrity(): Promise<string> {
  const file = path.join(root, 'dist/motor-quote.js');
  const info = await stat(file);
  if (integrityCache?.mtimeMs !== info.mtimeMs) {
    const digest = createHash('sha384')
      .update(await readFile(file))
      .digest('base64');
    integrityCache = { mtimeMs: info.mtimeMs, value: `sha384-${digest}` };
  }
  return integrityCache.value;
}

export interface IntegratorSite {
  /** http://localhost:PORT, the integrator's origin; known once beforeAll has run. */
  origin(): string;
  /** http://127.0.0.1:PORT: the same pages from an origin no allow-list names. */
  unlistedOrigin(): string;
  /** The address of a page: url('plain.html#/quote/create'); `{ unlisted: true }` for the unlisted origin. */
  url(page: string, options?: { unlisted?: boolean }): string;
  /** Every request received so far, oldest first. */
  requests(): HostRequest[];
  /** Forgets the requests received so far. */
  clearRequests(): void;
}

async function startIntegratorServer(log: HostRequest[], widgetOrigin: () => string): Promise<Server> {
  const server = createServer(async (req: IncomingMessage, res) => {
    try {
      const host = `http://${req.headers.host ?? 'localhost'}`;
      const url = new URL(req.url ?? '/', host);
      log.push({
        method: req.method ?? 'GET',
        url: `${url.pathname}${url.search}`,
        origin: url.origin,
        dest: req.headers['sec-fetch-dest'] as string | undefined,
      });
      let pathname = decodeURIComponent(url.pathname);
      if (pathname.endsWith('/')) pathname += 'index.html';
      const file = path.resolve(PAGES_DIR, `.${pathname}`);
      const info = file.startsWith(PAGES_DIR + path.sep) && path.basename(file) !== '_headers' ? await stat(file).catch(() => null) : null;
      if (!info?.isFile()) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end(`The integrator's site has no page at ${pathname}`);
        return;
      }
      const fill = async (text: string) => {
        const values: Record<string, string> = { WIDGET_ORIGIN: widgetOrigin(), API_ORIGIN: widgetOrigin(), HOST_ORIGIN: url.origin };
        if (text.includes('{{WIDGET_INTEGRITY}}')) values.WIDGET_INTEGRITY = await widgetIntegrity();
        if (text.includes('{{RELEASE_')) {
          const manifest = JSON.parse(await readFile(path.join(root, 'dist/manifest.json'), 'utf8')) as {
            script: string;
            files: Record<string, { integrity: string }>;
          };
          values.RELEASE_SCRIPT = manifest.script;
          values.RELEASE_INTEGRITY = manifest.files[manifest.script].integrity;
        }
        return text.replace(/\{\{([A-Z_]+)\}\}/g, (whole, name: string) => values[name] ?? whole);
      };
      const ext = path.extname(file);
      const raw = await readFile(file);
      const body = TEMPLATED.has(ext) ? Buffer.from(await fill(raw.toString('utf8'))) : raw;
      const rules = parseHeaders(await readFile(path.join(PAGES_DIR, '_headers'), 'utf8').catch(() => ''));
      const headers: Record<string, string> = { 'Content-Type': TYPES[ext] ?? 'application/octet-stream', 'Cache-Control': 'no-store' };
      for (const rule of rules.filter((r) => matches(r.pattern, pathname))) {
        for (const [name, value] of rule.headers) headers[name] = await fill(value);
      }
      res.writeHead(200, { ...headers, 'Content-Length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      console.error('integrator site error', error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end('Server error');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/**
 * Serves the integrator's site for one test file (beforeAll/afterAll). The widget's origin is read
 * from support/browser.ts at each request, so useIntegrator() and useBrowser() may be called in
 * either order; call useIntegrator() first when the demo server's allow-list needs origin(). A file
 * that serves the widget from a server of its own (the engines' harness) passes its origin instead.
 */
export function useIntegrator(widgetOrigin: () => string = browserOrigin): IntegratorSite {
  const log: HostRequest[] = [];
  let server: Server | undefined;
  const port = () => {
    if (!server) throw new Error('The integrator site is known once useIntegrator()’s beforeAll has started it.');
    return (server.address() as AddressInfo).port;
  };
  beforeAll(async () => {
    server = await startIntegratorServer(log, widgetOrigin);
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = undefined;
  });
  const site: IntegratorSite = {
    origin: () => `http://localhost:${port()}`,
    unlistedOrigin: () => `http://127.0.0.1:${port()}`,
    url: (page, options = {}) => `${options.unlisted ? site.unlistedOrigin() : site.origin()}/${page.replace(/^\//, '')}`,
    requests: () => [...log],
    clearRequests: () => {
      log.length = 0;
    },
  };
  return site;
}
