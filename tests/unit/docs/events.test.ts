// docs/events.md gives a sample detail for each milestone the widget emits, and for each code its
// `error` event has: the names and codes are read from the source that declares them
// (src/config/widget-events.ts), so a new milestone or code without a sample fails here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../../..');
const source = readFileSync(path.join(ROOT, 'src/config/widget-events.ts'), 'utf8');
const guide = readFileSync(path.join(ROOT, 'docs/events.md'), 'utf8');

/** The rows of the table under a heading, each as its cells with the code marks taken off. */
function rows(heading: string): string[][] {
  const start = guide.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`docs/events.md has no "${heading}"`);
  const section = guide.slice(start + heading.length + 2).split(/\n#{1,3} /)[0];
  // The rows after the header's separator line, to the table's end.
  const lines = section.split('\n');
  const first = lines.findIndex((line) => /^\|-/.test(line)) + 1;
  const end = lines.findIndex((line, index) => index >= first && !line.startsWith('|'));
  return lines.slice(first, end < 0 ? undefined : end).map((line) =>
    line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim().replace(/^`|`$/g, '')),
  );
}

/** The milestones' names, as WidgetEventMap declares them. */
const eventNames = () => {
  const map = /export interface WidgetEventMap \{([\s\S]*?)\n\}/.exec(source)![1];
  return [...map.matchAll(/^ {2}(\w+):/gm)].map(([, name]) => name);
};

/** The `error` event's codes, as the WidgetErrorCode union lists them. */
const errorCodes = () => {
  const union = /type WidgetErrorCode =([^;]+);/.exec(source)![1];
  return [...union.matchAll(/'([a-z-]+)'/g)].map(([, code]) => code);
};

describe('docs/events.md', () => {
  it('has a sample detail, as JSON, for each milestone the widget emits, and names no other', () => {
    const samples = rows('### A sample detail for each event');
    expect(eventNames()).toContain('error');
    expect([...new Set(samples.map(([name]) => name))].sort()).toEqual(eventNames().sort());
    for (const [name, detail] of samples) expect(() => JSON.parse(detail), name).not.toThrow();
  });

  it("has a sample detail for each code of the error event, among the events' samples and in the codes' table", () => {
    const codes = errorCodes();
    expect(codes.length).toBeGreaterThanOrEqual(4);
    const errorSamples = rows('### A sample detail for each event')
      .filter(([name]) => name === 'error')
      .map(([, detail]) => JSON.parse(detail));
    expect(errorSamples).toEqual(codes.map((code) => ({ code })));
    const table = rows("### The error event's codes");
    expect(table.map(([code]) => code)).toEqual(codes);
    for (const [code, detail] of table) expect(JSON.parse(detail), code).toEqual({ code });
  });
});
