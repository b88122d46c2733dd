import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from '../../../demo/static';
import { removeDir } from '../sandbox/harness';

const root = mkdtempSync(join(tmpdir(), 'static-test-'));
const served = join(root, 'pages');
let server: Server;
let base: string;

beforeAll(async () => {
  mkdirSync(join(served, 'dist'), { recursive: true });
  writeFileSync(join(served, 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(join(served, 'dist', 'motor-quote.js'), 'console.log("widget");');
  writeFileSync(join(served, 'dist', 'motor-quote.0.1.0.js'), 'console.log("widget");');
  writeFileSync(join(root, 'secret.txt'), 'outside the folder');
  symlinkSync(join(root, 'secret.txt'), join(served, 'leak.txt'));
  symlinkSync(root, join(served, 'up'));
  server = createServer(async (req, res) => {
    if (!(await serveStatic(req, res, [{ prefix: '/', dir: served }]))) {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  removeDir(root);
});

describe('the static server', () => {
  it('answers 400 to a path that is not valid percent-encoding', async () => {
    for (const path of ['/%E0%A4%A', '/%', '/dist/%zz.js', '/%00']) expect((await fetch(`${base}${path}`)).status).toBe(400);
  });

  it('refuses symlinks that lead out of its folder', async () => {
    expect((await fetch(`${base}/leak.txt`)).status).toBe(404);
    expect((await fetch(`${base}/up/secret.txt`)).status).toBe(404);
    expect((await fetch(`${base}/index.html`)).status).toBe(200);
  });

  it('serves the script with an ETag and answers 304 when it has not changed', async () => {
    const first = await fetch(`${base}/dist/motor-quote.js`);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    const again = await fetch(`${base}/dist/motor-quote.js`, { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect((await fetch(`${base}/dist/motor-quote.js`, { headers: { 'If-None-Match': '"other"' } })).status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${base}/dist/motor-quote.0.1.0.js`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('sends nosniff and no-referrer on every file', async () => {
    const res = await fetch(`${base}/`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  });
});
