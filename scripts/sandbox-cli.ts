// `npx motor-quote-sandbox [--port 4173] [--allow-origin http://localhost:5173 …]`: the sandbox
// insurer API, its test data (docs/testing.md#test-data) and the widget's own files (the script,
// its stylesheet and the card payment's return page) on one port of the integrator's machine, from
// the package alone. Rollup bundles this file with the sandbox into dist/sandbox.mjs, beside the
// files it serves; `npx tsx scripts/sandbox-cli.ts` runs it from this repository after a build.
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createSandbox } from '../demo/sandbox/app';
import { SECURITY_HEADERS, serveStatic } from '../demo/static';

const USAGE = `Usage: npx motor-quote-sandbox [--port 4173] [--host localhost] [--allow-origin <origin>]… [--data-dir <folder>]

  --port          the port to listen on (0: any free one); default 4173
  --host          the name to listen on and to put in its addresses; default localhost
  --allow-origin  the origin of a page of yours that mounts the widget, e.g. http://localhost:5173
                  (repeat for each): it may call the API and frame the card page. Without one, any
                  origin may call the API and only pages on the sandbox's own origin may pay by card.
  --data-dir      where proposals and sent e-mails are kept; default a folder in the system's temp folder`;

let options;
try {
  options = parseArgs({
    options: {
      port: { type: 'string', default: '4173' },
      host: { type: 'string', default: 'localhost' },
      'allow-origin': { type: 'string', multiple: true, default: [] },
      'data-dir': { type: 'string', default: path.join(tmpdir(), 'motor-quote-sandbox') },
      help: { type: 'boolean', default: false },
    },
  }).values;
} catch (error) {
  console.error(`${(error as Error).message}\n\n${USAGE}`);
  process.exit(2);
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}
const port = Number(options.port);
const origins = options['allow-origin'].map((item) => (URL.canParse(item) ? new URL(item).origin : ''));
const bad = options['allow-origin'].find((_, index) => !/^https?:/.test(origins[index]));
if (!Number.isInteger(port) || port < 0 || port > 65535 || bad !== undefined) {
  console.error(
    `${bad === undefined ? `--port ${options.port} is not a port` : `--allow-origin ${bad} is not an http(s) origin`}\n\n${USAGE}`,
  );
  process.exit(2);
}

// Beside this file in the package (dist/sandbox.mjs next to dist/motor-quote.js); in the repository, the build's dist/.
const dist = [fileURLToPath(new URL('.', import.meta.url)), fileURLToPath(new URL('../dist/', import.meta.url))].find((dir) =>
  existsSync(path.join(dir, 'motor-quote-return.html')),
);
if (!dist) {
  console.error('No motor-quote-return.html found beside the sandbox: run `npm run build` first.');
  process.exit(2);
}

let publicOrigin = '';
const sandbox = createSandbox({
  dataDir: options['data-dir'],
  allowedOrigins: origins.length ? origins : '*',
  publicOrigin: () => publicOrigin,
  // Its own pages under either loopback name, as the demo server registers them (demo/server.ts).
  returnOrigins: () => [
    publicOrigin,
    publicOrigin.replace('//localhost:', '//127.0.0.1:'),
    publicOrigin.replace('//127.0.0.1:', '//localhost:'),
  ],
});

const server = createServer(async (req, res) => {
  try {
    if (await sandbox.handle(req, res)) return;
    // Only the widget's files; the folder also holds the package's commands. CORS, so that a page on
    // another origin can load the script with `integrity` and `crossorigin` (docs/embedding.md#the-script-tag).
    if (
      /^\/motor-quote[\w.-]*$/.test((req.url ?? '').split('?')[0]) &&
      (await serveStatic(req, res, [{ prefix: '/', dir: dist }], { 'Access-Control-Allow-Origin': '*' }))
    )
      return;
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...SECURITY_HEADERS }).end('Not found');
  } catch (error) {
    console.error('motor-quote-sandbox: request failed', error);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Server error');
  }
});
server.on('error', (error) => {
  console.error(`motor-quote-sandbox: cannot listen on ${options.host}:${port}: ${error.message}`);
  process.exit(1);
});
server.listen(port, options.host, () => {
  const address = server.address();
  publicOrigin = `http://${options.host}:${typeof address === 'object' && address ? address.port : port}`;
  console.log(`Motor quote sandbox: ${publicOrigin}
  apiBase: '${publicOrigin}'
  script: ${publicOrigin}/motor-quote.js (its return page beside it: ${publicOrigin}/motor-quote-return.html)
  pages allowed: ${origins.length ? origins.join(' ') : `any origin may call the API; only ${publicOrigin} may pay by card (add --allow-origin)`}
  test data and cards: the testing page of the package's guide (dist/docs/)`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    sandbox.close();
    server.closeAllConnections();
    server.close(() => process.exit(0));
  });
