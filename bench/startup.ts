import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';

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
  /**
   * With `typing`: each key typed into First name from the moment it is on screen (the shell's, in a
   * page with the first screen) until a second after it was usable, as the input delay: from the
   * key's event time to its handler running (ms).
   */
  keyDelays?: number[];
  /** With `typing`: what First name holds at the end, against what was typed. */
  typed?: { sent: string; kept: string };
}

// Runs before the page's own scripts: records long tasks, and the moment the widget's First name
// field exists, is enabled and its step's option lists (the Title select) have arrived — what a
// customer needs to start typing. The shadow root is open, so attachShadow is watched to find it;
// a page with the first screen has it from its HTML (declarative shadow DOM), found as the page's
// elements are added. Every key's input delay is noted as its handler runs (capturing, on window).
const INIT = `(() => {
  const probe = { longTasks: [], usable: null, keys: [], root: null };
  window.__mqStartup = probe;
  new PerformanceObserver((list) => { for (const e of list.getEntries()) probe.longTasks.push({ start: e.startTime, duration: e.duration }); }).observe({ type: 'longtask', buffered: true });
  addEventListener('keydown', (e) => probe.keys.push(performance.now() - e.timeStamp), true);
  const watch = (root) => {
    if (probe.root) return;
    probe.root = root;
    const check = () => {
      if (probe.usable !== null) return;
      const label = [...root.querySelectorAll('label')].find((l) => l.textContent.trim() === 'First name');
      const field = label && root.getElementById(label.htmlFor);
      const title = [...root.querySelectorAll('label')].find((l) => l.textContent.trim() === 'Title');
      const select = title && root.getElementById(title.htmlFor);
      if (field && !field.disabled && select && select.options.length > 1) probe.usable = performance.now();
    };
    new MutationObserver(check).observe(root, { subtree: true, childList: true, attributes: true });
  };
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const root = attach.call(this, init);
    watch(root);
    return root;
  };
  new MutationObserver(() => { const root = document.getElementById('motor-quote')?.shadowRoot; if (root) watch(root); }).observe(document, { subtree: true, childList: true });
})();`;

// The First name field as it is now (the shell's or the live form's), focused if asked.
const FIRST_NAME = (focus: boolean) => `(() => {
  const root = window.__mqStartup.root;
  const label = root && [...root.querySelectorAll('label')].find((l) => l.textContent.trim() === 'First name');
  const field = label && root.getElementById(label.htmlFor);
  if (field && ${focus}) field.focus();
  return field ? field.value : null;
})()`;

const RESULT = `(() => {
  const probe = window.__mqStartup;
  const script = performance.getEntriesByType('resource').find((e) => e.name.includes('motor-quote.js'));
  const inWindow = probe.longTasks.filter((t) => t.start + t.duration >= script.responseEnd && t.start <= probe.usable + 1000);
  return {
    fromRequest: probe.usable - script.startTime,
    fromArrival: probe.usable - script.responseEnd,
    longestTask: Math.max(0, ...inWindow.map((t) => t.duration)),
    longTasks: inWindow.map((t) => Math.round(t.duration)),
  };
})()`;

/**
 * One cold start-up (a new browser, an empty cache) of `url` on a phone-sized touch page at
 * `cpuRate` times slower CPU.
 *
 * Why a bare Chromium over a DevTools pipe, and not playwright: an automation library turns on the
 * DevTools Network domain, and Chromium then records a JavaScript stack for every request a script
 * makes, which makes V8 re-parse the whole script for its source positions (about 100 ms at 4x in
 * the task that mounts the widget). A phone has no DevTools attached; this connection enables only
 * Page, so the figures are the phone's.
 */
export async function measureStartup(
  chromiumPath: string,
  args: string[],
  url: string,
  cpuRate: number,
  viewport: { width: number; height: number },
  typing = false,
): Promise<Startup> {
  const profile = mkdtempSync(path.join(tmpdir(), 'mq-startup-'));
  const browser = spawn(chromiumPath, [...args, '--remote-debugging-pipe', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
  });
  const toBrowser = browser.stdio[3] as Writable;
  const fromBrowser = browser.stdio[4] as Readable;
  let nextId = 0;
  const waiting = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  let buffered = '';
  fromBrowser.on('data', (chunk: Buffer) => {
    // The pipe carries JSON messages, each ended by a NUL byte.
    buffered += chunk.toString('utf8');
    let end;
    while ((end = buffered.indexOf('\0')) >= 0) {
      const message = JSON.parse(buffered.slice(0, end)) as { id?: number; result?: unknown; error?: { message: string } };
      buffered = buffered.slice(end + 1);
      const call = message.id === undefined ? undefined : waiting.get(message.id);
      if (!call) continue;
      waiting.delete(message.id!);
      if (message.error) call.reject(new Error(message.error.message));
      else call.resolve(message.result);
    }
  });
  const send = <T>(method: string, params: object = {}, sessionId?: string) =>
    new Promise<T>((resolve, reject) => {
      nextId += 1;
      waiting.set(nextId, { resolve: resolve as (result: unknown) => void, reject });
      toBrowser.write(`${JSON.stringify({ id: nextId, method, params, sessionId })}\0`);
    });
  const evaluate = async <T>(expression: string, sessionId: string) =>
    (await send<{ result: { value: T } }>('Runtime.evaluate', { expression, returnByValue: true }, sessionId)).result.value;
  try {
    const { targetId } = await send<{ targetId: string }>('Target.createTarget', { url: 'about:blank' });
    const { sessionId } = await send<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true });
    await send('Page.enable', {}, sessionId);
    await send('Emulation.setDeviceMetricsOverride', { ...viewport, deviceScaleFactor: 2.625, mobile: true }, sessionId);
    await send('Emulation.setTouchEmulationEnabled', { enabled: true }, sessionId);
    await send('Emulation.setCPUThrottlingRate', { rate: cpuRate }, sessionId);
    await send('Page.addScriptToEvaluateOnNewDocument', { source: INIT }, sessionId);
    await send('Page.navigate', { url }, sessionId);
    const deadline = Date.now() + 60_000;
    // Typing: a letter every 50 ms from the moment First name is on screen, each sent without
    // waiting for the page, as fingers do not wait.
    let sent = '';
    const keys: Promise<unknown>[] = [];
    const type = async () => {
      if (!typing || (await evaluate<string | null>(FIRST_NAME(sent === ''), sessionId)) === null) return;
      const letter = 'abcdefghijklmnopqrstuvwxyz'[sent.length % 26];
      sent += letter;
      const key = { key: letter, code: `Key${letter.toUpperCase()}`, windowsVirtualKeyCode: letter.toUpperCase().charCodeAt(0) };
      keys.push(send('Input.dispatchKeyEvent', { type: 'keyDown', text: letter, ...key }, sessionId));
      keys.push(send('Input.dispatchKeyEvent', { type: 'keyUp', ...key }, sessionId));
    };
    while ((await evaluate<number | null>('window.__mqStartup ? window.__mqStartup.usable : null', sessionId)) === null) {
      if (Date.now() > deadline) throw new Error(`The first field was not usable within 60 s at ${url}`);
      await type();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // The tasks after the field is usable (the rest of the first screen's work) count too.
    for (const until = Date.now() + 1500; Date.now() < until;) {
      if (Date.now() < until - 500) await type();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await Promise.all(keys);
    const startup = await evaluate<Startup>(RESULT, sessionId);
    if (!typing) return startup;
    const keyDelays = await evaluate<number[]>('window.__mqStartup.keys', sessionId);
    return { ...startup, keyDelays, typed: { sent, kept: (await evaluate<string | null>(FIRST_NAME(false), sessionId)) ?? '' } };
  } finally {
    // Browser.close lets Chromium end its own helper processes before the profile is removed.
    const exited = new Promise((resolve) => browser.once('exit', resolve));
    await Promise.race([send('Browser.close'), exited]).catch(() => browser.kill());
    await exited;
    // Chromium's helper processes may still be writing to the profile as the browser exits.
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  }
}

// `npx tsx bench/startup.ts [--runs N]` times only the start-up, against the dist/ already built.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { startDemoServer } = await import('../demo/server');
  const { CHROMIUM_ARGS, findChromium } = await import('../scripts/chromium-path');
  const runs = process.argv.includes('--runs') ? Number(process.argv[process.argv.indexOf('--runs') + 1]) : 3;
  // --typing: types into First name throughout the start-up and reports each key's input delay.
  const typing = process.argv.includes('--typing');
  const demo = await startDemoServer({ dataDir: mkdtempSync(path.join(tmpdir(), 'mq-startup-data-')) });
  // The first load is not counted: the demo server compresses the script on its first request.
  for (let i = 0; i <= runs; i += 1) {
    const startup = await measureStartup(
      findChromium()!,
      CHROMIUM_ARGS,
      `${demo.origin}/#/quote/create`,
      4,
      { width: 412, height: 823 },
      typing,
    );
    const delays = [...(startup.keyDelays ?? [])].sort((a, b) => a - b);
    if (i > 0)
      console.log(
        JSON.stringify({
          ...startup,
          fromRequest: Math.round(startup.fromRequest),
          fromArrival: Math.round(startup.fromArrival),
          ...(typing && {
            keyDelays: startup.keyDelays!.map(Math.round),
            keyDelayMedian: Math.round(delays[Math.floor(delays.length / 2)] ?? 0),
            keyDelayMax: Math.round(delays.at(-1) ?? 0),
            keysOver100ms: delays.filter((d) => d > 100).length,
          }),
        }),
      );
  }
  await demo.close();
}
