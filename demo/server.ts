// The demo: the built widget, the demo pages and the sandbox insurer API on one origin.
// `npm start` runs it at http://localhost:4173 (PORT overrides); the e2e tests start it too.
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { createSandbox, type SandboxOptions } from './sandbox/app';
import { SECURITY_HEADERS, serveStatic } from './static';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Every demo page is served with the strict policy a careful host sets; /csp.html also proves the
// widget needs neither 'unsafe-inline' nor 'unsafe-eval'.
const STRICT_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; frame-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'";

/** The pages made per request: the demo page (docs/embedding.md's model) and its comparison without the shell. */
const MADE: Record<string, string> = {
  '/': 'index.html',
  '/index.html': 'index.html',
  // The demo page's name in the bench and the first screen's tests since before it was `/`.
  '/shell.html': 'index.html',
  '/no-shell.html': 'no-shell.html',
};

/**
 * The demo page as docs/embedding.md tells a brand to build its own: the first screen pasted inside
 * its target (docs/embedding.md#the-first-screen-in-your-page) from the build's dist/demo-shell.html,
 * and the version and the script's integrity from dist/manifest.json; served compressed, like every
 * page here. (A real page would be cached; this one is made per request so a new build shows at once.)
 */
async function serveMadePage(req: IncomingMessage, res: ServerResponse, file: string, headers: Record<string, string>) {
  const [page, shell, manifest] = await Promise.all(
    [`demo/pages/${file}`, 'dist/demo-shell.html', 'dist/manifest.json'].map((name) => readFile(path.join(root, name), 'utf8')),
  );
  const { version, files } = JSON.parse(manifest) as { version: string; files: Record<string, { integrity: string }> };
  let html = page
    .replace('<!-- motor-quote-shell -->', shell.trim())
    .replaceAll('{version}', version)
    .replaceAll('{integrity}', files['motor-quote.js'].integrity);
  // ?later: the page without its script, which a test adds once it has typed into the shell (a
  // script held back by the network would hold the load event every engine's driver waits for).
  if (new URL(req.url ?? '/', 'http://demo').searchParams.has('later'))
    html = html.replace(/\s*<script src="\/dist\/motor-quote\.js"[^>]*><\/script>/, '');
  const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding']));
  const body = gzip ? gzipSync(html) : Buffer.from(html);
  res.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    ...SECURITY_HEADERS,
    ...headers,
  });
  res.end(body);
}

export interface DemoServer {
  server: Server;
  origin: string;
  close(): Promise<void>;
}

export interface DemoServerOptions {
  port?: number;
  host?: string;
  dataDir?: string;
  latencyMs?: number;
  /** Origins whose pages may call the sandbox API (CORS); default '*'. */
  allowedOrigins?: SandboxOptions['allowedOrigins'];
  /** Origins registered for the brand's pages besides this server's own (SandboxOptions.returnOrigins). */
  returnOrigins?: readonly string[];
}

export async function startDemoServer(options: DemoServerOptions = {}): Promise<DemoServer> {
  const sandbox = createSandbox({
    dataDir: options.dataDir ?? path.join(root, '.sandbox-data'),
    latencyMs: options.latencyMs,
    allowedOrigins: options.allowedOrigins,
    publicOrigin: () => publicOrigin,
    // Its own pages under either loopback name (localhost or 127.0.0.1), and any the caller registers.
    returnOrigins: () => [
      publicOrigin,
      publicOrigin.replace('//localhost:', '//127.0.0.1:'),
      publicOrigin.replace('//127.0.0.1:', '//localhost:'),
      ...(options.returnOrigins ?? []),
    ],
    // The demo is the sandbox in sandbox mode: its outbox is a developer's tool, served to this machine only.
    outbox: true,
  });
  // Known once listening (port 0 picks one); the sandbox's links use it, never the request's Host.
  let publicOrigin = '';
  const server = createServer(async (req, res) => {
    try {
      if (await sandbox.handle(req, res)) return;
      const headers: Record<string, string> = { 'Content-Security-Policy': STRICT_CSP };
      // The script is loaded from integrators' pages on other origins; with this header their
      // <script integrity crossorigin> can check its hash (without it, a crossorigin load fails).
      if ((req.url ?? '').startsWith('/dist/')) headers['Access-Control-Allow-Origin'] = '*';
      const made = MADE[(req.url ?? '').split(/[?#]/)[0]];
      if (made) return await serveMadePage(req, res, made, headers);
      const served = await serveStatic(
        req,
        res,
        [
          { prefix: '/dist/', dir: path.join(root, 'dist') },
          { prefix: '/', dir: path.join(root, 'demo/pages') },
        ],
        headers,
      );
      if (!served) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...SECURITY_HEADERS });
        res.end('Not found');
      }
    } catch (error) {
      console.error('demo server error', error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end('Server error');
    }
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  publicOrigin = `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`;
  return {
    server,
    origin: publicOrigin,
    close: () =>
      new Promise((resolve) => {
        sandbox.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 4173);
  // SANDBOX_ALLOWED_ORIGINS=https://a.example,https://b.example tries the API's CORS allow-list.
  const list = (name: string) =>
    process.env[name]
      ?.split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  const listed = list('SANDBOX_ALLOWED_ORIGINS');
  startDemoServer({
    port,
    host: 'localhost',
    latencyMs: Number(process.env.SANDBOX_LATENCY_MS ?? 0),
    allowedOrigins: listed?.length ? listed : '*',
    // SANDBOX_RETURN_ORIGINS=https://brand.example registers a brand page the card payment may return to.
    returnOrigins: list('SANDBOX_RETURN_ORIGINS'),
  }).then(({ origin }) => {
    console.log(`Motor quote demo: ${origin}/  (UI primitives: ${origin}/ui.html)`);
  });
}
