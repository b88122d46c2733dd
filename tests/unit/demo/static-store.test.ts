/**
 * The demo server's compressed files outlive the server: each browser test file starts its own in a
 * fresh module, and brotli at quality 11 took seconds of a busy core for the script, holding up the
 * server and the test beside it (docs/contributing.md#finding-a-flaky-test).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { removeDir } from '../sandbox/harness';

const compressions = vi.hoisted(() => ({ count: 0 }));
vi.mock('node:zlib', async (original) => {
  const zlib = await original<typeof import('node:zlib')>();
  const counted =
    <F extends (...args: never[]) => unknown>(f: F) =>
    (...args: Parameters<F>) => {
      compressions.count += 1;
      return f(...args);
    };
  return {
    ...zlib,
    brotliCompress: counted(zlib.brotliCompress),
    brotliCompressSync: counted(zlib.brotliCompressSync),
    gzip: counted(zlib.gzip),
    gzipSync: counted(zlib.gzipSync),
  };
});

const root = mkdtempSync(join(tmpdir(), 'static-store-test-'));
// A version no earlier run has compressed.
const script = `console.log(${JSON.stringify(randomUUID())});\n`.repeat(200);
writeFileSync(join(root, 'motor-quote.js'), script);
afterAll(() => removeDir(root));

/** A fresh server in a fresh module, as each browser test file has, answering one request. */
async function fetchFromNewServer(encoding: string) {
  vi.resetModules();
  const { serveStatic } = await import('../../../demo/static');
  const server = createServer((req, res) => void serveStatic(req, res, [{ prefix: '/', dir: root }]));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/motor-quote.js`, {
      headers: { 'Accept-Encoding': encoding },
    });
    // Node's fetch undoes the encoding it asked for.
    return { encoding: res.headers.get('content-encoding'), text: await res.text() };
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

describe('the static server’s compressed files', () => {
  it('are made once per version and encoding, however many servers serve them', async () => {
    for (const encoding of ['br', 'br', 'gzip', 'gzip']) expect(await fetchFromNewServer(encoding)).toEqual({ encoding, text: script });
    expect(compressions.count).toBe(2);
  });
});
