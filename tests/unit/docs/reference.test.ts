// The reference pages of docs/reference/ are written from the code (scripts/docs-reference.ts): a
// token or label added, renamed or reworded without refreshing them fails here, so the docs an
// integrator reads never drift from what the script does.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGES, themeTokens } from '../../../scripts/docs-reference';

const ROOT = path.resolve(__dirname, '../../..');

describe('docs/reference', () => {
  it.each(Object.entries(PAGES))('%s is what the code says (npx tsx scripts/docs-reference.ts)', (file, write) => {
    expect(readFileSync(path.join(ROOT, file), 'utf8')).toBe(write());
  });

  it('reads a token, its default and the comment beside it or above it', () => {
    const css = ':host {\n  /* A tint. */\n  --mq-a: #fff;\n  --mq-b: 4px; /* small */\n  /* colour */\n  --mq-c: 1;\n}';
    expect(themeTokens(css)).toEqual([
      { name: '--mq-a', value: '#fff', note: 'A tint.' },
      { name: '--mq-b', value: '4px', note: 'small' },
      { name: '--mq-c', value: '1', note: '' },
    ]);
  });
});
