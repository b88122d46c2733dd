// How long each tap and key of the journey takes to answer on screen, measured as
// Interaction to Next Paint is (the Event Timing API), on a phone-sized page at 4x CPU on slow 4G.
// `npm run bench` calls measureInteractions(); `npx tsx bench/interactions.ts [--no-build] [--walks N]`
// runs it alone and exits 1 when the worst interaction is over the budget; with MQ_INP_ALL=1 it also
// prints every event entry and each animation frame over 100 ms with the scripts that ran in it
// (Long Animation Frames), to find what made an interaction slow.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startDemoServer } from '../demo/server';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium-path';
import { fillAboutYou, yes } from '../tests/e2e/support/details-form';
import { ago, dialog, fillCoverDetails, fillLicence, fillUsingTheCar, stepPanel } from '../tests/e2e/support/details-form-steps';
import { percentile } from './measure-page';

/** INP's "good": every tap and key answered on screen within 200 ms. */
export const INTERACTION_BUDGET_MS = 200;

// Chrome DevTools' "Slow 4G" (Lighthouse's mobile throttling as applied): 562.5 ms of latency,
// 1.6 Mbps down and 750 kbps up, each at 90%.
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };

// Runs before the page's scripts. Each Event Timing entry of an interaction (a tap: pointerdown,
// pointerup, click; a key: keydown, keyup) is kept with the name of the step of the walk that was
// under way when its input happened (bench marks each step before it acts). An interaction's
// latency is its longest entry's duration: input delay + processing + presentation, to the next
// paint, as INP counts it (https://web.dev/articles/inp).
const RECORDER = `(() => {
  const marks = [];
  const entries = [];
  const labelAt = (t) => { let label = ''; for (const m of marks) if (m.t <= t) label = m.label; return label; };
  const keep = (list) => { for (const e of list) if (e.interactionId) entries.push({ id: e.interactionId, label: labelAt(e.startTime), type: e.name,
    target: targets.get(e.startTime) ?? '', start: e.startTime, duration: e.duration, processingStart: e.processingStart, processingEnd: e.processingEnd }); };
  // What each input was aimed at (inside the widget's shadow root), by the event's time stamp, which is the entry's startTime.
  const targets = new Map();
  for (const type of ['pointerdown', 'keydown'])
    addEventListener(type, (event) => { const el = event.composedPath()[0]; targets.set(event.timeStamp, (el.id || el.tagName || '') + (event.key ? ' ' + event.key : '')); }, true);
  const observer = new PerformanceObserver((list) => keep(list.getEntries()));
  observer.observe({ type: 'event', durationThreshold: 16, buffered: true });
  const frames = [];
  if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame'))
    new PerformanceObserver((list) => { for (const f of list.getEntries()) if (f.duration > 100) frames.push({ label: labelAt(f.startTime), duration: f.duration, blocking: f.blockingDuration,
      scripts: f.scripts.map((s) => s.invoker + ' ' + Math.round(s.duration) + 'ms (forced layout ' + Math.round(s.forcedStyleAndLayoutDuration) + ')').join('; ') }); }).observe({ type: 'long-animation-frame', buffered: true });
  window.__mqInteractions = {
    frames,
    mark: (label) => marks.push({ t: performance.now(), label }),
    take: () => { keep(observer.takeRecords()); return entries; },
  };
})();`;

/** What the recorder injected above puts on window. */
type Recorder = { __mqInteractions: { mark(label: string): void; take(): Entry[]; frames: unknown[] } };

interface Entry {
  id: number;
  label: string;
  type: string;
  /** The element pressed or typed into, and the key (pointerdown and keydown only). */
  target: string;
  start: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
}

/** One interaction: its latency (its longest entry) and what that was made of (ms). */
interface Interaction {
  label: string;
  duration: number;
  /** Input to the first handler. */
  delay: number;
  /** All its events' handlers. */
  processing: number;
  /** The last handler's end to the next paint. */
  presentation: number;
  types: string;
}

/** One walk's slowest interaction per step of the walk. */
type Walk = Map<string, Interaction>;

const cont = (scope: Page | ReturnType<Page['locator']>) => scope.getByRole('button', { name: 'Continue', exact: true }).click();
const opened = (page: Page, step: number) => page.locator(`#mq-step-${step}-heading[aria-expanded="true"]`).waitFor();

/**
 * The journey as a customer on a phone walks it, empty form to the Direct Debit page, with real
 * clicks and keys (playwright's fill() and selectOption() make no interaction and are used only
 * where the figure is not wanted). `act(name, ...)` names the interactions that follow.
 */
async function walkJourney(page: Page, act: (name: string, fn: () => Promise<unknown>) => Promise<void>) {
  await act('step 1 answers', () => fillAboutYou(page));
  await act('step 1 Continue', () => cont(page));
  await act('step 2 answers', async () => {
    await yes(page, 'Do you know the car’s registration?', true);
    await page.getByLabel('Registration number').pressSequentially('AB12 CDE');
  });
  await act('Find car', () => page.getByRole('button', { name: 'Find car' }).click());
  await act('step 2 answers', async () => {
    await page.getByText('Your chosen car').waitFor();
    await page.getByLabel('How much is the car worth?').pressSequentially('6500');
    for (const [question, answer] of [
      ['Have you bought the car yet?', false],
      ['Are you the registered keeper?', true],
      ['Does the car have a tracking device?', false],
      ['Is the car left-hand drive?', false],
      ['Has the car been modified?', false],
    ] as const)
      await yes(page, question, answer);
  });
  await act('step 2 Continue', () => cont(page));
  await opened(page, 3);
  const three = stepPanel(page, 3);
  await act('step 3 answers', () => three.getByLabel('Postcode').pressSequentially('LS6 2AB'));
  await act('Find address', () => three.getByRole('button', { name: 'Find address' }).click());
  await act('step 3 answers', async () => {
    await three.getByLabel('Select your address').selectOption({ index: 1 });
    await three.getByRole('button', { name: 'Change address' }).waitFor();
    await yes(three, 'Were you born in the UK?', true);
    await three.getByLabel('Employment status').selectOption({ label: 'Employed' });
  });
  await act('typeahead keys (Job title)', () => three.getByLabel('Job title', { exact: true }).pressSequentially('Teach'));
  await act('typeahead choice (Job title)', () => page.getByRole('option', { name: 'Teacher', exact: true }).click());
  await act('typeahead keys (Industry)', () => three.getByLabel('Industry you work in', { exact: true }).pressSequentially('Education'));
  await act('typeahead choice (Industry)', () => page.getByRole('option', { name: 'Education - State', exact: true }).click());
  await act('step 3 answers', async () => {
    await yes(three, 'Do you have a part-time or second job?', false);
    await yes(three, 'Do you smoke?', false);
    await yes(three, 'Have you ever had insurance refused, cancelled or declined?', false);
    await yes(three, 'Do you have any unspent non-motoring criminal convictions?', false);
    await three.getByLabel('Highest level of education').selectOption({ label: "Bachelor's degree" });
  });
  await act('step 3 Continue', () => cont(page));
  await opened(page, 4);
  const four = stepPanel(page, 4);
  await act('step 4 answers', async () => {
    await fillLicence(four, 15);
    await yes(four, 'Have you had any claims, accidents or losses in the last 5 years?', false);
    await yes(four, 'Any motoring convictions, endorsements or bans in the last 5 years?', false);
    await yes(four, 'Do you have a medical condition the DVLA should know about?', false);
    await yes(four, 'Do you have access to other vehicles?', false);
    await yes(four, 'Are you a member of a motoring organisation?', false);
  });
  await act('step 4 Continue', () => cont(page));
  await opened(page, 5);
  await act('step 5 answers', () => fillUsingTheCar(page));
  await act('step 5 Continue', () => cont(page));
  await opened(page, 6);
  await act('step 6 answers', () => fillCoverDetails(page));
  await act('step 6 Continue', () => cont(page));
  await opened(page, 7);
  const seven = stepPanel(page, 7);
  await act('step 7 answers', () => yes(seven, 'Would you like to add another driver?', true));
  await act('Add a driver', () => seven.getByRole('button', { name: 'Add a driver' }).click());
  const form = dialog(page, 'Add a driver');
  const part = async (heading: string, answers: () => Promise<unknown>) => {
    await act('driver form answers', answers);
    await act('driver form Continue', () => cont(form));
    await form.getByRole('heading', { name: new RegExp(`^${heading}`) }).waitFor();
  };
  await part('Their job', async () => {
    await form.getByLabel('Relationship to you').selectOption({ label: 'Spouse' });
    await form.getByLabel('Title').selectOption({ label: 'Mr' });
    await form.getByLabel('First name').pressSequentially('Tom');
    await form.getByLabel('Last name').pressSequentially('Hughes');
    await form.getByLabel('Date of birth').pressSequentially(ago(40));
    await form.getByLabel('Marital status').selectOption({ label: 'Married' });
    await yes(form, 'Were they born in the UK?', true);
  });
  await part('A few more questions about them', async () => {
    await form.getByLabel('Employment status').selectOption({ label: 'Employed' });
    await form.getByLabel('Job title', { exact: true }).fill('Teach');
    await page.getByRole('option', { name: 'Teacher', exact: true }).click();
    await form.getByLabel('Industry they work in', { exact: true }).fill('Education');
    await page.getByRole('option', { name: 'Education - State', exact: true }).click();
    await yes(form, 'Do they have a part-time or second job?', false);
  });
  await part('Their driving', async () => {
    await yes(form, 'Do they smoke?', false);
    await yes(form, 'Have they ever had insurance refused, cancelled or declined?', false);
    await yes(form, 'Do they have any unspent non-motoring criminal convictions?', false);
  });
  await part('Claims and convictions', () => fillLicence(form, 20, false));
  await act('driver form answers', async () => {
    await yes(form, 'Have they had any claims, accidents or losses in the last 5 years?', false);
    await yes(form, 'Any motoring convictions, endorsements or bans in the last 5 years?', false);
    await yes(form, 'Do they have a medical condition the DVLA should know about?', false);
    await yes(form, 'Do they have access to other vehicles?', false);
    await yes(form, 'Are they a member of a motoring organisation?', false);
  });
  await act('Save driver', () => form.getByRole('button', { name: 'Save driver' }).click());
  await seven.getByText('Tom Hughes').waitFor();
  await act('Get my quote', () => page.getByRole('button', { name: 'Get my quote' }).click());
  await page.getByRole('heading', { level: 1, name: 'Your car insurance quote', exact: true }).waitFor({ timeout: 60_000 });
  await act('pay option (Pay monthly)', () => page.getByText('Pay monthly', { exact: true }).click());
  await act('price Continue', () => cont(page));
  await page.getByRole('heading', { level: 1, name: 'Add extra cover', exact: true }).waitFor();
  // One tap per extra: No Thanks decides it and opens the next.
  for (let card = 0; card < 3; card += 1)
    await act('add-on choice (No Thanks)', () => page.getByRole('button', { name: 'No Thanks', exact: true }).click());
  await act('breakdown open', () => page.getByRole('button', { name: 'If you break down...' }).click());
  await act('breakdown (No breakdown cover)', () => page.getByRole('button', { name: 'Choose No breakdown cover' }).click());
  await act('add-ons Continue', () => cont(page));
  await page.getByRole('heading', { name: 'Quote Summary' }).waitFor();
  await act('summary answers', async () => {
    await page.getByRole('group', { name: 'Would you like your policy to renew automatically?' }).getByText('Yes', { exact: true }).click();
    await page.getByText(/completed the questions honestly and to the best/).click();
    await page.getByText(/agree to the Administration Services Contract and the Terms/).click();
    await page.getByText(/excesses and endorsements that apply/).click();
  });
  await act('summary Continue', () => cont(page));
  // Paying monthly, the next page is the Direct Debit's.
  await page.getByRole('heading', { level: 1, name: 'Set up your Direct Debit' }).waitFor({ timeout: 60_000 });
}

async function oneWalk(browser: Browser, origin: string, cpu: number): Promise<Walk> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'en-GB', timezoneId: 'Europe/London' });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  await page.addInitScript(RECORDER);
  const cdp = await context.newCDPSession(page);
  // Headless Chromium (156 here) sizes its window to the viewport yet draws only the viewport's top
  // (its height less 87 px; measured with a changing strip at each height): a change lower down is
  // painted but never drawn, and Event Timing dates its interaction by the next frame that draws
  // something higher up. Keys typed into the Job title at the window's bottom so waited 600 ms for
  // their list. A window 200 px taller draws the whole viewport; the page still measures 412 x 823
  // (docs/performance.md#interactions).
  const { windowId, bounds } = await cdp.send('Browser.getWindowForTarget');
  await cdp.send('Browser.setWindowBounds', { windowId, bounds: { height: (bounds.height ?? 823) + 200 } });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await page.goto(`${origin}/#/quote/create`);
  await page.getByLabel('First name').waitFor();
  await walkJourney(page, async (name, fn) => {
    await page.evaluate((label) => (window as unknown as Recorder).__mqInteractions.mark(label), name);
    await fn();
  }).catch(async (error) => {
    await page.screenshot({ path: path.join(tmpdir(), 'mq-inp-failed.png'), fullPage: true });
    throw error;
  });
  // The last interaction's entry arrives after its next paint.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))));
  const entries: Entry[] = await page.evaluate(() => (window as unknown as Recorder).__mqInteractions.take());
  if (process.env.MQ_INP_ALL) {
    console.log(JSON.stringify(await page.evaluate(() => (window as unknown as Recorder).__mqInteractions.frames), null, 1));
    for (const e of entries) console.log(e.id, e.label, e.type, e.target, e.duration, (e.processingEnd - e.processingStart).toFixed(0));
  }
  await context.close();
  const byId = new Map<number, Entry[]>();
  for (const entry of entries) byId.set(entry.id, [...(byId.get(entry.id) ?? []), entry]);
  const walk: Walk = new Map();
  for (const events of byId.values()) {
    const start = Math.min(...events.map((e) => e.start));
    const duration = Math.max(...events.map((e) => e.duration));
    const processing = events.reduce((sum, e) => sum + e.processingEnd - e.processingStart, 0);
    const delay = Math.min(...events.map((e) => e.processingStart)) - start;
    const one: Interaction = {
      label: events[0].label,
      duration,
      delay,
      processing,
      presentation: Math.max(0, start + duration - Math.max(...events.map((e) => e.processingEnd))),
      types: `${events.map((e) => e.type).join(' ')} on ${events.find((e) => e.target)?.target ?? '?'}`,
    };
    if (!walk.has(one.label) || walk.get(one.label)!.duration < duration) walk.set(one.label, one);
  }
  return walk;
}

export interface InteractionFigure {
  name: string;
  /** Median over the walks of each walk's slowest interaction of this name (ms); 0 when under 16 ms (not reported). */
  median: number;
  worst: number;
  /** The worst's input delay, processing and presentation (ms) and its events. */
  worstDetail: string;
}

/**
 * `walks` walks of the journey, each in a fresh context of `browser` at `cpu`x slower CPU on slow
 * 4G; the load average of the machine (1 minute) before and after, since the figures move with it.
 */
export async function measureInteractions(browser: Browser, origin: string, walks = 3, cpu = 4) {
  const loadBefore = loadavg()[0];
  const results: Walk[] = [];
  for (let i = 0; i < walks; i += 1) results.push(await oneWalk(browser, origin, cpu));
  const loadAfter = loadavg()[0];
  const names = [...new Set(results.flatMap((walk) => [...walk.keys()]))].filter((name) => name !== '');
  const figures: InteractionFigure[] = names.map((name) => {
    const each = results.map((walk) => walk.get(name));
    const worst = each.reduce((a, b) => ((b?.duration ?? 0) > (a?.duration ?? 0) ? b : a));
    return {
      name,
      median: percentile(
        each.map((e) => e?.duration ?? 0),
        50,
      ),
      worst: worst?.duration ?? 0,
      worstDetail: worst
        ? `delay ${worst.delay.toFixed(0)}, processing ${worst.processing.toFixed(0)}, presentation ${worst.presentation.toFixed(0)} (${worst.types})`
        : '',
    };
  });
  return { figures, loadBefore, loadAfter, worst: Math.max(0, ...figures.map((f) => f.worst)) };
}

/** The figures as table rows: name, value, budget, within budget. */
export function interactionRows(
  { figures, loadBefore, loadAfter, worst }: Awaited<ReturnType<typeof measureInteractions>>,
  walks: number,
): [string, string, string, boolean | null][] {
  return [
    ...figures.map((f): [string, string, string, null] => [
      `interaction: ${f.name} (median / worst of ${walks})`,
      `${f.median.toFixed(0)} / ${f.worst.toFixed(0)} ms`,
      '—',
      null,
    ]),
    [
      `worst interaction, phone, CPU 4x, slow 4G (load ${loadBefore.toFixed(1)} -> ${loadAfter.toFixed(1)})`,
      `${worst.toFixed(0)} ms`,
      `< ${INTERACTION_BUDGET_MS} ms`,
      worst < INTERACTION_BUDGET_MS,
    ],
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const walks = process.argv.includes('--walks') ? Number(process.argv[process.argv.indexOf('--walks') + 1]) : 3;
  if (!process.argv.includes('--no-build')) execFileSync('npm', ['run', '-s', 'build:demo'], { stdio: 'inherit' });
  const demo = await startDemoServer({ dataDir: mkdtempSync(path.join(tmpdir(), 'mq-inp-')) });
  const browser = await chromium.launch({ executablePath: findChromium()!, args: CHROMIUM_ARGS });
  try {
    const result = await measureInteractions(browser, demo.origin, walks);
    console.log(`\nInteractions, ${walks} walks — ${cpus()[0]?.model ?? 'unknown CPU'} × ${cpus().length}, ${new Date().toISOString()}\n`);
    for (const f of result.figures)
      console.log(`${f.name.padEnd(32)} ${f.median.toFixed(0).padStart(5)} ${f.worst.toFixed(0).padStart(5)} ms   (${f.worstDetail})`);
    console.log(`\nworst ${result.worst.toFixed(0)} ms; load average ${result.loadBefore.toFixed(2)} -> ${result.loadAfter.toFixed(2)}`);
    if (result.worst >= INTERACTION_BUDGET_MS) process.exitCode = 1;
  } finally {
    await browser.close();
    await demo.close();
  }
}
