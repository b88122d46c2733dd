// The script's anatomy: which library and which src/ folder each gzip kilobyte of
// dist/motor-quote.js comes from, read from its source map. `npx tsx bench/anatomy.ts` prints the
// table; `npm run bench` prints it too. A part's gzip share is the gzip size of its own bytes,
// scaled so the parts add up to the whole file's gzip (compressing a part alone loses the context
// the rest of the file gives it, so the unscaled figures add up to more than the file).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { buildCss } from '../scripts/styles-plugin.mjs';

export interface AnatomyRow {
  part: string;
  rawBytes: number;
  gzipBytes: number;
}

/** The part a source belongs to: an npm package, a src/ folder (labels apart), the styles, or the bundler's own glue. */
export function partOf(source: string | null): string {
  if (!source) return '(bundler glue)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1];
  if (source.includes('src/config/labels')) return 'src/config/labels';
  const own = /(src\/[^/]+)\//.exec(source);
  if (own) return own[1];
  return source.replace(/^(\.\.\/)+/, '');
}

const STYLES = 'styles (styles/*.css)';

/** The file a source is, for our own code (`src/…`); a library or the glue stays its part. */
export function fileOf(source: string | null): string {
  const own = source && /(src\/.*)$/.exec(source);
  return own ? own[1] : partOf(source);
}

export async function anatomy(scriptPath = 'dist/motor-quote.js', part = partOf): Promise<AnatomyRow[]> {
  const code = readFileSync(scriptPath, 'utf8');
  // The stylesheet is one string from a virtual module with no source of its own in the map: found by its text.
  const { css } = await buildCss({ minify: true });
  const cssStart = code.indexOf(css.slice(0, 80));
  const cssEnd = cssStart < 0 ? -1 : code.indexOf(css.slice(-80), cssStart) + 80;
  const map = new SourceMapConsumer(JSON.parse(readFileSync(`${scriptPath}.map`, 'utf8')) as RawSourceMap);
  const lineStarts = [0];
  for (let i = 0; i < code.length; i++) if (code[i] === '\n') lineStarts.push(i + 1);
  // Each generated position belongs to the mapping at or before it; text before the first mapping of the file is glue.
  let marks: { offset: number; part: string }[] = [];
  map.eachMapping((m) => marks.push({ offset: lineStarts[m.generatedLine - 1] + m.generatedColumn, part: part(m.source) }));
  if (cssStart >= 0) marks.push({ offset: cssStart, part: STYLES }, { offset: cssEnd, part: '(bundler glue)' });
  marks.sort((a, b) => a.offset - b.offset);
  if (cssStart >= 0) marks = marks.filter((m) => m.part === STYLES || m.offset < cssStart || m.offset >= cssEnd);
  const chunks = new Map<string, string[]>();
  const add = (part: string, text: string) => {
    const list = chunks.get(part) ?? [];
    list.push(text);
    chunks.set(part, list);
  };
  add('(bundler glue)', code.slice(0, marks[0]?.offset ?? code.length));
  marks.forEach((mark, i) => add(mark.part, code.slice(mark.offset, marks[i + 1]?.offset ?? code.length)));
  const whole = gzipSync(code, { level: 9 }).length;
  const rows = [...chunks].map(([part, texts]) => {
    const text = texts.join('');
    return { part, rawBytes: Buffer.byteLength(text), alone: gzipSync(text, { level: 9 }).length };
  });
  const aloneTotal = rows.reduce((sum, r) => sum + r.alone, 0);
  return rows
    .map(({ part, rawBytes, alone }) => ({ part, rawBytes, gzipBytes: (alone / aloneTotal) * whole }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}

export function anatomyTable(rows: AnatomyRow[]): string {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`.padStart(9);
  const width = Math.max(...rows.map((r) => r.part.length), 4);
  const total = rows.reduce((s, r) => s + r.gzipBytes, 0);
  const lines = [`${'part'.padEnd(width)}  ${'raw'.padStart(9)}  ${'gzip'.padStart(9)}  share`];
  for (const r of rows)
    lines.push(`${r.part.padEnd(width)}  ${kb(r.rawBytes)}  ${kb(r.gzipBytes)}  ${((r.gzipBytes / total) * 100).toFixed(1).padStart(5)}%`);
  const libs = rows.filter((r) => !r.part.startsWith('src/') && !r.part.startsWith('styles')).reduce((s, r) => s + r.gzipBytes, 0);
  lines.push(`${'libraries'.padEnd(width)}  ${''.padStart(9)}  ${kb(libs)}`);
  lines.push(`${'the journey (src/, styles)'.padEnd(width)}  ${''.padStart(9)}  ${kb(total - libs)}`);
  lines.push(`${'total'.padEnd(width)}  ${kb(rows.reduce((s, r) => s + r.rawBytes, 0))}  ${kb(total)}`);
  return lines.join('\n');
}

/** Our own code's largest files by gzip share, to show where the journey's bytes are. */
export async function ownFilesTable(scriptPath = 'dist/motor-quote.js', count = 40): Promise<string> {
  const rows = (await anatomy(scriptPath, fileOf)).filter((r) => r.part.startsWith('src/')).slice(0, count);
  const width = Math.max(...rows.map((r) => r.part.length));
  return [
    `our code's ${count} largest files (gzip share)`,
    ...rows.map(
      (r) =>
        `${r.part.padEnd(width)}  ${`${(r.rawBytes / 1024).toFixed(1)} KB`.padStart(9)}  ${`${(r.gzipBytes / 1024).toFixed(2)} KB`.padStart(9)}`,
    ),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(anatomyTable(await anatomy(process.argv[2])));
  console.log(`\n${await ownFilesTable(process.argv[2])}`);
}
