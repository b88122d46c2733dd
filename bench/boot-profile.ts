// Where the script's start-up time goes (docs/performance.md#the-first-screen-in-every-run), raw (no
// throttling), repeatable under load: loads the demo page with the shell N times in a fresh Chromium
// with V8's sampling profiler at 100 µs, and attributes each sample's self time to the source file
// of dist/motor-quote.js it falls in (its source map), split by phase: the script's top-level
// evaluation (its modules' set-up) and what runs after it until the first screen is live (the mount,
// React's hydration, effects). V8's own work without a JavaScript frame (compiling, the garbage
// collector, the engine's glue) is listed under its bracketed name. Prints medians over the loads.
// `npx tsx bench/boot-profile.ts [page] [loads] [top]` against the dist/ already built (build:demo).
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { startDemoServer } from '../demo/server';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium-path';
import { fileOf } from './anatomy';
import { percentile } from './measure-page';

export interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
export interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
export interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const map = new SourceMapConsumer(JSON.parse(readFileSync('dist/motor-quote.js.map', 'utf8')) as RawSourceMap);
export const sourceOf = (frame: CallFrame) => {
  if (!/\/motor-quote\.js/.test(frame.url))
    return frame.url
      ? 'the page’s other scripts'
      : frame.functionName.startsWith('(')
        ? frame.functionName
        : `(${frame.functionName || 'program'})`;
  const { source } = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  return fileOf(source);
};

/** Self time (ms) per phase and source file of one load's profile. */
function attribute(profile: Profile): Map<string, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  // The script's top-level function: the frame at its very start.
  const isTop = (frame: CallFrame) => /\/motor-quote\.js/.test(frame.url) && frame.lineNumber <= 1 && frame.columnNumber <= 1;
  const phaseOf = new Map<number, string>();
  const phase = (id: number): string => {
    if (phaseOf.has(id)) return phaseOf.get(id)!;
    const node = byId.get(id)!;
    const up = parent.get(id);
    const result = isTop(node.callFrame) ? 'evaluation' : up === undefined ? 'after' : phase(up);
    phaseOf.set(id, result);
    return result;
  };
  const out = new Map<string, number>();
  let evaluated = false;
  profile.samples.forEach((id, i) => {
    const node = byId.get(id)!;
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const p = phase(id);
    if (p === 'evaluation') evaluated = true;
    const source = sourceOf(node.callFrame);
    if (source === '(idle)') return;
    // Before the script runs, only the page's own parsing and painting: not the script's.
    if (!evaluated) return;
    const key = `${p === 'evaluation' ? 'evaluation' : 'after'}\t${source}`;
    out.set(key, (out.get(key) ?? 0) + ms);
    // The nearest of our own files on the stack: which module's set-up a library's time is for.
    let owner: number | undefined = id;
    while (owner !== undefined && !sourceOf(byId.get(owner)!.callFrame).startsWith('src/')) owner = parent.get(owner);
    const by = `${p === 'evaluation' ? 'evaluation' : 'after'} by\t${owner === undefined ? source : sourceOf(byId.get(owner)!.callFrame)}`;
    out.set(by, (out.get(by) ?? 0) + ms);
  });
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const address = process.argv[2] ?? '/shell.html';
  const loads = Number(process.argv[3] ?? 10);
  const top = Number(process.argv[4] ?? 25);
  const demo = await startDemoServer({ dataDir: mkdtempSync(path.join(tmpdir(), 'mq-boot-')) });
  await fetch(`${demo.origin}/dist/motor-quote.js`);
  const runs: Map<string, number>[] = [];
  try {
    for (let i = 0; i < loads; i += 1) {
      const browser = await chromium.launch({ executablePath: findChromium()!, args: CHROMIUM_ARGS });
      try {
        const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
        await cdp.send('Profiler.start');
        await page.goto(`${demo.origin}${address}`);
        await page.waitForFunction(() => performance.getEntriesByName('mq:interactive').length > 0);
        await page.waitForTimeout(300);
        const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
        runs.push(attribute(profile));
      } finally {
        await browser.close();
      }
    }
  } finally {
    await demo.close();
  }
  const keys = [...new Set(runs.flatMap((run) => [...run.keys()]))];
  const median = (key: string) =>
    percentile(
      runs.map((run) => run.get(key) ?? 0),
      50,
    );
  const total = (phase: string) =>
    percentile(
      runs.map((run) => [...run].filter(([k]) => k.startsWith(`${phase}\t`)).reduce((s, [, v]) => s + v, 0)),
      50,
    );
  for (const phase of ['evaluation', 'evaluation by', 'after', 'after by']) {
    console.log(
      `\n${phase.startsWith('evaluation') ? 'the script’s top-level evaluation' : 'after it, until the first screen is live'}${phase.endsWith(' by') ? ', by the nearest of our files on the stack' : ''}: median ${total(phase).toFixed(1)} ms (${runs
        .map((run) =>
          [...run]
            .filter(([k]) => k.startsWith(`${phase}\t`))
            .reduce((s, [, v]) => s + v, 0)
            .toFixed(0),
        )
        .join(', ')})`,
    );
    const rows = keys
      .filter((k) => k.startsWith(`${phase}\t`))
      .map((k) => [k.split('\t')[1], median(k)] as const)
      .sort((a, b) => b[1] - a[1])
      .slice(0, top);
    for (const [source, ms] of rows) console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${source}`);
  }
}
