// The demo: the built widget, the demo pages and the sandbox insurer API on one origin.
// `npm start` runs it at http://localhost:4173 (PORT overrides); the e2e tests start it too.
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSandbox, type SandboxOptions } from './sandbox/app';
import { SECURITY_HEADERS, serveStatic } from './static';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Every demo page is served with the strict policy a careful host sets; /csp.html also proves the
// widget needs neither 'unsafe-inline' nor 'unsafe-eval'.
const STRICT_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; frame-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'";

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
}

export async function startDemoServer(options: DemoServerOptions = {}): Promise<DemoServer> {
  const sandbox = createSandbox({
    dataDir: options.dataDir ?? path.join(root, '.sandbox-data'),
    latencyMs: options.latencyMs,
    allowedOrigins: options.allowedOrigins,
    publicOrigin: () => publicOrigin,
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
  const listed = process.env.SANDBOX_ALLOWED_ORIGINS?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  startDemoServer({
    port,
    host: 'localhost',
    latencyMs: Number(process.env.SANDBOX_LATENCY_MS ?? 0),
    allowedOrigins: listed?.length ? listed : '*',
  }).then(({ origin }) => {
    console.log(`Motor quote demo: ${origin}/  (UI primitives: ${origin}/ui.html)`);
  });
}
