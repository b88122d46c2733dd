import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

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
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    res.writeHead(200, { 'Content-Type': type, 'Content-Length': info.size, 'Cache-Control': 'no-cache', ...headers });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
    return true;
  }
  return false;
}
