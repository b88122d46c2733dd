// The script's data blocks moved to its end (scripts/data-last-plugin.mjs): the script reads the same
// labels and the same stylesheet as before, key for key, though the labels are written grouped by prefix.
import { parseAst } from 'rollup/parseAst';
import { describe, expect, it } from 'vitest';
import dataLastPlugin from '../../../scripts/data-last-plugin.mjs';

const labels: Record<string, string> = { yes: 'Yes', no: 'No', 'q.1': 'first' };
for (let i = 0; i < 400; i++) {
  labels[`summary.cover.key${i}`] = `The cover’s text number ${i}, with "quotes" and {placeholders}`;
  labels[`error.${i % 2 ? 'dd' : 'tpa'}.item${i}`] = `Enter the answer ${i}`;
}
const css = `.mq-root{color:red}${'.mq-x{margin:0}'.repeat(1500)}`;

/** A minified script's shape: an IIFE that reads both blocks and hands them to the page. */
const script = (labelsText: string) =>
  `!function(){"use strict";const e=${labelsText},t=${JSON.stringify(css)};window.out={labels:e,css:t}}();`;

/** The script after the plugin, as rollup would write it (the plugin is given rollup's parser). */
const render = (code: string) => dataLastPlugin().renderChunk.call({ parse: (c: string) => parseAst(c) }, code);

function run(code: string): { labels: Record<string, string>; css: string } {
  const out = render(code);
  const window: { out?: { labels: Record<string, string>; css: string } } = {};
  new Function('window', out?.code ?? code)(window);
  return window.out!;
}

describe('the data blocks moved to the end of the script', () => {
  it('reads the same labels, every key and value, and the same stylesheet', () => {
    const out = run(script(JSON.stringify(labels)));
    expect(out.labels).toEqual(labels);
    expect(Object.keys(out.labels)).toHaveLength(Object.keys(labels).length);
    expect(out.css).toBe(css);
  });

  it('writes each prefix of the labels once', () => {
    const code = script(JSON.stringify(labels));
    const out = render(code)!.code;
    expect(out.match(/summary\.cover\./g)).toHaveLength(1);
    expect(out.length).toBeLessThan(code.length);
  });

  it('leaves an object whose keys grouping could change as it is', () => {
    const odd = { ...labels, 'a.__proto__': 'x' };
    const code = script(JSON.stringify(odd));
    const out = render(code)!.code;
    expect(out).not.toContain('$mqUngroup');
    expect(run(code).labels).toEqual(odd);
  });
});
