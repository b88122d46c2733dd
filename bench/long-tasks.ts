// The long tasks of the script's start-up (docs/performance.md#the-scripts-start-up-raw), raw (no
// throttling), in order: loads the demo page with the shell N times in a fresh Chromium, with a trace
// (`devtools.timeline`: every main-thread task as a `RunTask`, and the first paint) and V8's sampling
// profiler at 100 µs beside it, and lists each task over the threshold that ends after the first
// paint with what ran in it, by the file of dist/motor-quote.js (its source map) or the browser's own
// work. Lighthouse's total blocking time counts a task's time over 50 ms at its 4x CPU: a raw task
// over about 12.5 ms. Playwright turns on the Network domain, as Lighthouse does, so a request's
// JavaScript stack costs here what it costs there.
// `npx tsx bench/long-tasks.ts [page] [loads] [threshold ms]` against the dist/ already built (build:demo).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startDemoServer } from '../demo/server';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium-path';
import { sourceOf, type Profile } from './boot-profile';
import { percentile } from './measure-page';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; functionName?: string; lineNumber?: number; columnNumber?: number } };
}

export interface LongTask {
  /** From the first paint (ms). */
  start: number;
  duration: number;
  /** The largest parts of its time (ms), by file, own time. */
  parts: [string, number][];
  /** What started it: the script's evaluation, a message (MessageChannel: React's scheduler, the mount), a timer, an event… */
  kind: string;
  /** The trace's largest events inside it (ms, with what they nest): the browser's own work by name. */
  events: [string, number][];
}

/** The tasks over `threshold` ms after the first paint of one load, with what ran in each. */
export function longTasks(events: TraceEvent[], profile: Profile, threshold: number): LongTask[] {
  const paint = events.find((e) => e.name === 'firstContentfulPaint') ?? events.find((e) => e.name === 'firstPaint');
  if (!paint) throw new Error('no first paint in the trace');
  const main = events.filter((e) => e.pid === paint.pid && e.tid === paint.tid);
  const tasks = main.filter((e) => e.ph === 'X' && e.name === 'RunTask' && (e.dur ?? 0) / 1000 > threshold && e.ts + e.dur! > paint.ts);
  // Each sample's time and its node, on the trace's clock (both are the same monotonic microseconds).
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const samples: { ts: number; id: number; ms: number }[] = [];
  let ts = (profile as Profile & { startTime: number }).startTime;
  profile.samples.forEach((id, i) => {
    ts += profile.timeDeltas[i];
    samples.push({ ts, id, ms: (profile.timeDeltas[i + 1] ?? 0) / 1000 });
  });
  return tasks.map((task) => {
    const end = task.ts + task.dur!;
    const inside = main.filter((e) => e.ts >= task.ts && e.ts < end && e.ph === 'X');
    // The function the task called, by its file (React's scheduler is `scheduler`, the mount `src/index.ts`).
    const call = inside.find((e) => e.name === 'FunctionCall')?.args?.data;
    const kind =
      inside.find((e) => e.name === 'EvaluateScript')?.args?.data?.url?.replace(/^.*\//, 'evaluate ') ??
      (call?.url
        ? `call ${call.functionName || '(anonymous)'} in ${sourceOf({ functionName: '', url: call.url, lineNumber: call.lineNumber! - 1, columnNumber: call.columnNumber! - 1 })}`
        : undefined) ??
      inside.find((e) => ['TimerFire', 'EventDispatch', 'ParseHTML', 'FireAnimationFrame'].includes(e.name))?.name ??
      inside.filter((e) => e.name !== 'RunTask').sort((a, b) => b.dur! - a.dur!)[0]?.name ??
      'task';
    const parts = new Map<string, number>();
    let sampled = 0;
    for (const sample of samples) {
      if (sample.ts < task.ts || sample.ts >= end) continue;
      let source = sourceOf(byId.get(sample.id)!.callFrame);
      if (source === '(idle)') continue;
      // A library's time goes to the nearest of our files on its stack, so "react-dom by mount.ts" reads as a phase.
      if (!source.startsWith('src/') && !source.startsWith('(')) {
        let owner: number | undefined = sample.id;
        while (owner !== undefined && !sourceOf(byId.get(owner)!.callFrame).startsWith('src/')) owner = parent.get(owner);
        if (owner !== undefined) source = `${source} by ${sourceOf(byId.get(owner)!.callFrame)}`;
      }
      parts.set(source, (parts.get(source) ?? 0) + sample.ms);
      sampled += sample.ms;
    }
    // What the profiler did not see (style, layout, paint, the parser): the browser's own work.
    const rest = task.dur! / 1000 - sampled;
    if (rest > 0.5) parts.set('(browser: style, layout, paint, parsing)', rest);
    return {
      start: (task.ts - paint.ts) / 1000,
      duration: task.dur! / 1000,
      kind,
      parts: [...parts].sort((a, b) => b[1] - a[1]).slice(0, 5),
      events: inside
        .filter((e) => e !== task && e.name !== 'RunTask' && e.dur! > 2000)
        .sort((a, b) => b.dur! - a.dur!)
        .slice(0, 4)
        .map((e) => [e.name, e.dur! / 1000]),
    };
  });
}

// The first screen's live moment, and a second after it for the effects and requests that follow.
const WHEN_LIVE = `new Promise((resolve) => {
  const done = () => setTimeout(resolve, 1000);
  if (performance.getEntriesByName('mq:interactive').length) return done();
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('mq:interactive').length) (observer.disconnect(), done());
  }).observe({ type: 'mark', buffered: true });
})`;

/** Loads `address` `loads` times and returns each load's long tasks. */
export async function traceLoads(origin: string, address: string, loads: number, threshold: number): Promise<LongTask[][]> {
  const runs: LongTask[][] = [];
  for (let i = 0; i < loads; i += 1) {
    const browser = await chromium.launch({ executablePath: findChromium()!, args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
      const cdp = await page.context().newCDPSession(page);
      const events: TraceEvent[] = [];
      cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
      const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
      await cdp.send('Tracing.start', {
        categories: 'devtools.timeline,disabled-by-default-devtools.timeline,loading,v8.execute,toplevel',
        transferMode: 'ReportEvents',
      });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
      await page.goto(`${origin}${address}`);
      // Waited for inside the page with one evaluation, not playwright's polling, whose injected
      // script would add tasks of its own to the trace.
      await cdp.send('Runtime.evaluate', { expression: WHEN_LIVE, awaitPromise: true });
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
      await cdp.send('Tracing.end');
      await complete;
      runs.push(longTasks(events, profile, threshold));
    } finally {
      await browser.close();
    }
  }
  return runs;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const address = process.argv[2] ?? '/shell.html';
  const loads = Number(process.argv[3] ?? 5);
  const threshold = Number(process.argv[4] ?? 10);
  const demo = await startDemoServer({ dataDir: mkdtempSync(path.join(tmpdir(), 'mq-tasks-')) });
  await fetch(`${demo.origin}/dist/motor-quote.js`);
  try {
    const runs = await traceLoads(demo.origin, address, loads, threshold);
    runs.forEach((tasks, i) => {
      console.log(`\nload ${i + 1}: ${tasks.length} task(s) over ${threshold} ms after the first paint`);
      for (const task of tasks)
        console.log(
          `  +${task.start.toFixed(0).padStart(4)} ms  ${task.duration.toFixed(1).padStart(6)} ms  ${task.kind}: ${task.parts
            .map(([source, ms]) => `${source} ${ms.toFixed(1)}`)
            .join(', ')}\n${' '.repeat(26)}[${task.events.map(([name, ms]) => `${name} ${ms.toFixed(1)}`).join(', ')}]`,
        );
    });
    const longest = runs.map((tasks) => Math.max(0, ...tasks.map((t) => t.duration)));
    const over = runs.map((tasks) => tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 12.5), 0));
    console.log(
      `\nthe longest task: median ${percentile(longest, 50).toFixed(1)} ms (${longest.map((ms) => ms.toFixed(0)).join(', ')}); ` +
        `time over 12.5 ms (TBT at 4x ÷ 4): median ${percentile(over, 50).toFixed(1)} ms (${over.map((ms) => ms.toFixed(0)).join(', ')})`,
    );
  } finally {
    await demo.close();
  }
}
