import type { Page } from 'playwright-core';

/** What a phone meets while the first screen builds, measured in the page itself. */
export interface Startup {
  /** The script's request start to the first field being usable (ms). */
  fromRequest: number;
  /** The script's arrival (response end) to the same moment (ms). */
  fromArrival: number;
  /** The longest main-thread task from the script's arrival until a second after the field was usable (ms). */
  longestTask: number;
  /** Every task over 50 ms in that window. */
  longTasks: number[];
}

// Runs before the page's own scripts: records long tasks, and the moment the widget's First name
// field exists, is enabled and its step's option lists (the Title select) have arrived — what a
// customer needs to start typing. The shadow root is open, so attachShadow is watched to find it.
const INIT = `(() => {
  const probe = { longTasks: [], usable: null };
  window.__mqStartup = probe;
  new PerformanceObserver((list) => { for (const e of list.getEntries()) probe.longTasks.push({ start: e.startTime, duration: e.duration }); }).observe({ type: 'longtask', buffered: true });
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const root = attach.call(this, init);
    const check = () => {
      if (probe.usable !== null) return;
      const label = [...root.querySelectorAll('label')].find((l) => l.textContent.trim() === 'First name');
      const field = label && root.getElementById(label.htmlFor);
      const title = [...root.querySelectorAll('label')].find((l) => l.textContent.trim() === 'Title');
      const select = title && root.getElementById(title.htmlFor);
      if (field && !field.disabled && select && select.options.length > 1) probe.usable = performance.now();
    };
    new MutationObserver(check).observe(root, { subtree: true, childList: true, attributes: true });
    return root;
  };
})();`;

export async function measureStartup(page: Page, url: string, cpuRate: number): Promise<Startup> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  await page.addInitScript(INIT);
  await page.goto(url);
  await page.waitForFunction(
    () => (window as unknown as { __mqStartup: { usable: number | null } }).__mqStartup.usable !== null,
    undefined,
    { timeout: 60_000 },
  );
  await page.waitForTimeout(1500);
  const result = await page.evaluate(() => {
    const probe = (window as unknown as { __mqStartup: { usable: number; longTasks: { start: number; duration: number }[] } }).__mqStartup;
    const script = performance.getEntriesByType('resource').find((e) => e.name.includes('motor-quote.js')) as PerformanceResourceTiming;
    const inWindow = probe.longTasks.filter((t) => t.start + t.duration >= script.responseEnd && t.start <= probe.usable + 1000);
    return {
      fromRequest: probe.usable - script.startTime,
      fromArrival: probe.usable - script.responseEnd,
      longestTask: Math.max(0, ...inWindow.map((t) => t.duration)),
      longTasks: inWindow.map((t) => Math.round(t.duration)),
    };
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  return result;
}
