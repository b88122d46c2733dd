import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, realpath, rename, stat, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json; charset=utf-8',
  '.d.ts': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.map', '.css', '.svg', '.json']);

type Encoding = 'br' | 'gzip';

// A host serves the script compressed from its CDN, so the demo does too: the benchmark and
// Lighthouse then see the bytes a customer's phone downloads.
const ENCODERS: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gzip: (body) => promisify(gzip)(body, { level: 9 }),
};

// Compressed once per file version (its ETag), off the event loop, and kept on disk for the next
// server: each browser test file starts its own in a fresh module. Done in the handler, brotli at
// quality 11 held this process (the server and the test file beside it) for 2.4-9 s at load 10-12
// on 2 cores, and a file's first page load passed its 15 s (docs/contributing.md#finding-a-flaky-test).
const STORE = path.join(tmpdir(), 'motor-quote-demo-compressed');
const cache = new Map<string, Buffer>();

async function compressed(file: string, etag: string, encoding: Encoding): Promise<Buffer> {
  const name = `${etag.slice(1, -1)}.${encoding}`;
  const hit = cache.get(name) ?? (await readFile(path.join(STORE, name)).catch(() => undefined));
  if (hit) {
    cache.set(name, hit);
    return hit;
  }
  const body = await ENCODERS[encoding](await readFile(file));
  cache.set(name, body);
  try {
    // Written whole under a name of its own, then renamed: a server in another process reads all or nothing.
    await mkdir(STORE, { recursive: true });
    const temp = path.join(STORE, `${name}.${process.pid}.tmp`);
    await writeFile(temp, body);
    await rename(temp, path.join(STORE, name));
  } catch {
    // Only a saving for the next server: this one has it in memory.
  }
  return body;
}

// A strong validator per file version, so a returning visitor revalidates the script in one small
// request (304) instead of downloading it again.
const etags = new Map<string, { mtimeMs: number; etag: string }>();

async function etagOf(file: string, mtimeMs: number): Promise<string> {
  const hit = etags.get(file);
  if (hit?.mtimeMs === mtimeMs) return hit.etag;
  const etag = `"${createHash('sha256')
    .update(await readFile(file))
    .digest('base64url')
    .slice(0, 27)}"`;
  etags.set(file, { mtimeMs, etag });
  return etag;
}

/**
 * Compresses a folder's files (source maps aside, which a page never asks for) before any page does:
 * the browser tests' setup, after the build, so no test file's first page waits for it.
 */
export async function precompress(dir: string): Promise<void> {
  const names = (await readdir(dir)).filter((name) => COMPRESSIBLE.has(path.extname(name)) && !name.endsWith('.map'));
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      const etag = await etagOf(file, (await stat(file)).mtimeMs);
      await Promise.all((['br', 'gzip'] as const).map((encoding) => compressed(file, etag, encoding)));
    }),
  );
}

const matches = (ifNoneMatch: string | undefined, etag: string): boolean =>
  ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*');

// A file whose name carries its version or content hash ('motor-quote.1.4.0.js', 'x.3f9a2c1b.js')
// never changes; the plain name ('motor-quote.js') is revalidated with its ETag on every load.
const VERSIONED = /\.(?:\d+\.\d+\.\d+|[0-9a-f]{8,})\.(?:js|css|map)$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Headers a security review expects on every file: no MIME sniffing, no referrer (hash routes hold the uuid). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

function decodePath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/** The real path, when it is inside dir once every symlink is followed; null otherwise. */
async function inside(dir: string, file: string): Promise<string | null> {
  const [realDir, realFile] = await Promise.all([realpath(dir).catch(() => null), realpath(file).catch(() => null)]);
  if (!realDir || !realFile) return null;
  return realFile.startsWith(realDir + path.sep) ? realFile : null;
}

function encodingFor(req: IncomingMessage): Encoding | null {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  return /\bgzip\b/.test(accepted) ? 'gzip' : null;
}

/**
 * Serves files from `roots` (first match wins); never outside them, symlinks included. Returns false
 * when nothing matched. A path that is not valid percent-encoding answers 400 (it names no file).
 */
export async function serveStatic(
  req: IncomingMessage,
  res: ServerResponse,
  roots: { prefix: string; dir: string }[],
  headers: Record<string, string> = {},
) {
  let pathname: string | null = null;
  try {
    pathname = decodePath(new URL(`http://localhost${req.url ?? '/'}`).pathname);
  } catch {
    // An address that cannot be read names no file.
  }
  if (pathname === null || pathname.includes('\0')) {
    res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', ...SECURITY_HEADERS });
    res.end('Bad request');
    return true;
  }
  if (pathname.endsWith('/')) pathname += 'index.html';
  for (const { prefix, dir } of roots) {
    if (!pathname.startsWith(prefix)) continue;
    const requested = path.resolve(dir, `.${pathname.slice(prefix.length - 1)}`);
    if (!requested.startsWith(path.resolve(dir) + path.sep)) continue;
    const file = await inside(dir, requested);
    if (!file) continue;
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) continue;
    const ext = path.extname(file);
    const etag = await etagOf(file, info.mtimeMs);
    const common = {
      ETag: etag,
      'Cache-Control': VERSIONED.test(path.basename(file)) ? IMMUTABLE : 'no-cache',
      Vary: 'Accept-Encoding',
      ...SECURITY_HEADERS,
      ...headers,
    };
    if (matches(req.headers['if-none-match'], etag)) {
      res.writeHead(304, common);
      res.end();
      return true;
    }
    const encoding = COMPRESSIBLE.has(ext) ? encodingFor(req) : null;
    const body = encoding ? await compressed(file, etag, encoding) : await readFile(file);
    res.writeHead(200, {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Content-Length': body.length,
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
      ...common,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }
  return false;
}
