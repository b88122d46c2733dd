import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

// The script every host page downloads, as the e2e global setup built it (npm run build:demo makes
// the same minified dist/motor-quote.js as the release build). scripts/size.mjs prints the figures.
const SCRIPT = 'dist/motor-quote.js';

// A ceiling, not the budget: README's Performance budget is 150 KB gzip and issue 20 aims at 170 KB;
// the script is ~191 KB today (native <dialog> in place of @floating-ui/react), so this fails on
// growth while that work is open. Lower it as the script shrinks, and make it the budget once it is met.
const GZIP_CEILING_KB = 195;

describe('the built script’s size', () => {
  it(`stays under ${GZIP_CEILING_KB} KB gzip`, () => {
    const gzipKb = gzipSync(readFileSync(SCRIPT), { level: 9 }).length / 1024;
    expect(gzipKb, `${SCRIPT} is ${gzipKb.toFixed(1)} KB gzip`).toBeLessThan(GZIP_CEILING_KB);
  });
});
