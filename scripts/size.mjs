// Prints the built script's size; its ceiling is checked by tests/e2e/size.test.ts (the e2e run builds dist/).
import { readFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const file = 'dist/motor-quote.js';
const bytes = readFileSync(file);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`${file}: ${kb(bytes.length)} raw, ${kb(gzipSync(bytes, { level: 9 }).length)} gzip, ${kb(brotliCompressSync(bytes).length)} brotli`);
