// The script's start as a browser test driver sees it (docs/performance.md#the-scripts-evaluation-under-devtools).
// Playwright and Puppeteer run the page with DevTools' Runtime domain on and its debugger off, and
// there Chromium records a stack, with its source positions, for every Error made. V8 keeps no
// positions for code it compiled ahead of that, so it parses each function on the stack again to
// find them; an Error made at the script's top level (React DOM made five, its thrown markers) has
// the whole script on its stack, and V8 parsed all of it again on the main thread, 40-140 ms raw,
// inside the script's evaluation: a brand's own browser tests waited that long for every load.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { origin, useBrowser, watchErrors } from './support/browser';

const browser = useBrowser();

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  args?: { data?: { url?: string } };
}

/** The trace of one visit to the model page until its first screen is live, with V8's compile events. */
async function traceVisit(page: Page, address: string): Promise<TraceEvent[]> {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Runtime.enable');
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      // The tasks, and each scheduling's stack, as Lighthouse records them; V8's compile events show the parses.
      includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline.stack', 'disabled-by-default-v8.compile'],
    },
  });
  await page.goto(`${origin()}${address}`);
  await page.waitForFunction(() => performance.getEntriesByName('mq:interactive').length > 0);
  await cdp.send('Tracing.end');
  await complete;
  return events;
}

describe('the script’s start under a browser test driver (DevTools’ Runtime domain on)', () => {
  it('never has V8 parse the whole script again: nothing made at its top level records a stack', async () => {
    const page = await browser.newPage({ width: 412, height: 823 });
    const errors = watchErrors(page);
    const events = await traceVisit(page, '/');
    const evaluation = events.find((e) => e.name === 'EvaluateScript' && /\/dist\/motor-quote\.js$/.test(e.args?.data?.url ?? ''));
    expect(evaluation, 'the trace holds the script’s evaluation').toBeTruthy();
    const onMain = events.filter((e) => e.tid === evaluation!.tid && e.dur !== undefined);
    const collecting = onMain.filter((e) => e.name === 'V8.CollectSourcePositions');
    // The whole script parsed again: a top-level parse on the main thread inside a collection of positions.
    const reparsed = onMain.filter(
      (e) => e.name === 'V8.ParseProgram' && collecting.some((c) => c.ts <= e.ts && e.ts + e.dur! <= c.ts + c.dur!),
    );
    const collected = collecting.reduce((sum, e) => sum + e.dur!, 0) / 1000;
    expect(
      reparsed.map((e) => `${(e.dur! / 1000).toFixed(1)} ms`),
      `positions collected in ${collected.toFixed(1)} ms`,
    ).toEqual([]);
    await expect.poll(() => page.locator('#motor-quote').getByRole('textbox', { name: 'First name' }).isEditable()).toBe(true);
    expect(errors).toEqual([]);
  });
});
