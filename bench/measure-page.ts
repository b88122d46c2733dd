import type { Page } from 'playwright-core';

/** Milliseconds from the widget script's arrival to its first screen being interactive. */
export async function firstScreenInteractive(page: Page, url: string): Promise<number> {
  await page.goto(url);
  await page.getByRole('button', { name: 'Continue' }).waitFor();
  return page.evaluate(() => {
    const script = performance
      .getEntriesByType('resource')
      .find((entry) => entry.name.includes('motor-quote.js')) as PerformanceResourceTiming;
    const mark = performance.getEntriesByName('mq:interactive')[0] ?? { startTime: performance.now() };
    return mark.startTime - script.responseEnd;
  });
}

/**
 * Script time per keystroke (DevTools ScriptDuration) typing `count` keys into a field, CPU throttled.
 * `warmup` keys are typed first and not counted: the engine's first runs of the code (compiling,
 * inline caches) are not what a customer typing a name feels on the tenth letter.
 */
export async function keystrokeScriptTimes(page: Page, label: string, count: number, throttle: number, warmup = 0): Promise<number[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  const field = page.getByLabel(label, { exact: true });
  await field.click();
  if (warmup > 0) {
    await page.keyboard.type('abcdefghij'.repeat(Math.ceil(warmup / 10)).slice(0, warmup));
    await field.fill('');
  }
  const scriptTime = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return metrics.find((metric) => metric.name === 'ScriptDuration')!.value * 1000;
  };
  const times: number[] = [];
  const letters = 'abcdefghij';
  for (let i = 0; i < count; i += 1) {
    if (i % 20 === 19) await field.fill('');
    const before = await scriptTime();
    await page.keyboard.type(letters[i % letters.length]);
    // Two frames: React's render and the 300 ms-later validation are both charged to the keystroke.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    times.push((await scriptTime()) - before);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  return times;
}

/** JS heap after `cycles` mount/unmount cycles, after a forced garbage collection. */
export async function heapAfterCycles(page: Page, cycles: number): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await page.evaluate(async (n) => {
    for (let i = 0; i < n; i += 1) {
      const handle = window.MotorQuote!.mount('#first', { routing: 'memory' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      handle.unmount();
    }
  }, cycles);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize;
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
