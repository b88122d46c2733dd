import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

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

// A host serves the script compressed from its CDN, so the demo does too: the benchmark and
// Lighthouse then see the bytes a customer's phone downloads. Compressed once per file version.
const cache = new Map<string, { mtimeMs: number; br: Buffer; gzip: Buffer }>();

async function compressed(file: string, mtimeMs: number) {
  const hit = cache.get(file);
  if (hit?.mtimeMs === mtimeMs) return hit;
  const body = await readFile(file);
  const entry = { mtimeMs, br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), gzip: gzipSync(body, { level: 9 }) };
  cache.set(file, entry);
  return entry;
}

function encodingFor(req: IncomingMessage): 'br' | 'gzip' | null {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  return /\bgzip\b/.test(accepted) ? 'gzip' : null;
}

/** Serves files from `roots` (first match wins); never outside them. Returns false when nothing matched. */
export async function serveStatic(req: IncomingMessage, res: ServerResponse, roots: { prefix: string; dir: string }[], headers: Record<string, string> = {}) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  let pathname = decodeURIComponent(url.pathname);
  if (pathname.endsWith('/')) pathname += 'index.html';
  for (const { prefix, dir } of roots) {
    if (!pathname.startsWith(prefix)) continue;
    const file = path.resolve(dir, `.${pathname.slice(prefix.length - 1)}`);
    if (!file.startsWith(path.resolve(dir) + path.sep)) continue;
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) continue;
    const ext = path.extname(file);
    const encoding = COMPRESSIBLE.has(ext) ? encodingFor(req) : null;
    const body = encoding ? (await compressed(file, info.mtimeMs))[encoding] : await readFile(file);
    res.writeHead(200, {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Content-Length': body.length,
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
      ...headers,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }
  return false;
}
