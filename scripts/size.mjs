// Prints the built script's size against its budget (docs/performance.md#size-and-speed); tests/e2e/size.test.ts fails over it
// (the e2e run builds dist/), and `npm run bench` prints where the bytes come from.
import { readFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { GZIP_BUDGET_KB, GZIP_CEILING_KB } from './size-budget.mjs';

const file = 'dist/motor-quote.js';
const bytes = readFileSync(file);
const gzip = gzipSync(bytes, { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(
  `${file}: ${kb(bytes.length)} raw, ${kb(gzip)} gzip, ${kb(brotliCompressSync(bytes).length)} brotli (budget ${GZIP_BUDGET_KB} KB${gzip > GZIP_BUDGET_KB * 1024 ? ': over' : ''}; npm test's ceiling ${GZIP_CEILING_KB} KB${gzip > GZIP_CEILING_KB * 1024 ? ': OVER' : ''})`,
);
