/**
 * The WebKit adapter (Safari's engine): selenium-webdriver against Debian's WebKitWebDriver, which
 * starts WebKitGTK's MiniBrowser on a virtual display (Xvfb). Nothing is downloaded.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { Builder, error, Key as SeleniumKey, type WebDriver, type WebElement } from 'selenium-webdriver';
import { locate } from '../../../../scripts/browsers.mjs';
import type { Driver, Key } from '../driver';

// Where `npm test`'s browser check found them (WEBKIT_DRIVER, MINIBROWSER, or Debian's): scripts/browsers.mjs.
const WEBKIT_DRIVER = locate('webkit-driver') ?? '/usr/bin/WebKitWebDriver';
const MINIBROWSER = locate('minibrowser') ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

const KEYS: Record<Key, string> = {
  ArrowDown: SeleniumKey.ARROW_DOWN,
  ArrowUp: SeleniumKey.ARROW_UP,
  Tab: SeleniumKey.TAB,
  Enter: SeleniumKey.ENTER,
  Escape: SeleniumKey.ESCAPE,
  Backspace: SeleniumKey.BACK_SPACE,
};

/** The same-origin iframe with this title, through the widget's open shadow roots. */
const FIND_FRAME = `
  const title = arguments[0];
  const find = (root) => {
    for (const el of root.querySelectorAll('*')) {
      if (el.tagName === 'IFRAME' && el.getAttribute('title') === title) return el;
      const inner = el.shadowRoot && find(el.shadowRoot);
      if (inner) return inner;
    }
    return null;
  };
  return find(document);`;

const FOCUS_FIELD = `
  const el = arguments[0];
  if (el.matches('textarea, select, input:not([type="radio"]):not([type="checkbox"])')) el.focus();`;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Xvfb picks a free display itself and writes its number to the file descriptor given. */
function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1400x1100x24', '-nolisten', 'tcp'], {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    });
    let out = '';
    xvfb.once('error', reject);
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before giving a display`)));
    (xvfb.stdio[3] as NodeJS.ReadableStream).on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve({ display: `:${out.trim()}`, process: xvfb });
    });
  });
}

async function waitForDriver(url: string) {
  const end = Date.now() + 15_000;
  for (;;) {
    try {
      const res = await fetch(`${url}/status`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > end) throw new Error(`WebKitWebDriver did not answer at ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface WebKitService {
  url: string;
  display: string;
  stop(): Promise<void>;
}

/** One virtual display and one WebKitWebDriver per test file. */
export async function startWebKitService(): Promise<WebKitService> {
  const xvfb = await startXvfb();
  const port = await freePort();
  const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: xvfb.display, TZ: 'Europe/London', LANG: 'en_GB.UTF-8' },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForDriver(url);
  const stopped = (child: ChildProcess) =>
    new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', () => resolve())));
  return {
    url,
    display: xvfb.display,
    stop: async () => {
      driver.kill();
      await stopped(driver);
      xvfb.process.kill();
      await stopped(xvfb.process);
    },
  };
}

/**
 * How long one WebDriver command may go unanswered: far under a journey's 240 s, far
 * over the slowest command seen answered (a page load, a few seconds on a loaded machine). A
 * command past it fails the test at once with its name, its arguments and the journey's line,
 * rather than the journey failing four minutes later without saying where.
 */
const COMMAND_MS = 20_000;
/** A page load has its own limit in the session (pageLoad below); the command is given more. */
const LOAD_MS = 40_000;
const HUNG = Symbol('no answer');
/** What a hung session is still asked for, the screenshot and the page's state, before giving up. */
const LAST_LOOK_MS = 5_000;

/** The in-page function a run() sends (in-page.ts), by its name, and its argument. */
const scriptName = (source: string) => /function\s+(\w+)/.exec(source)?.[1] ?? source.replace(/\s+/g, ' ').slice(0, 60);
/** The first line of the journey (journeys.ts, core-journeys.ts) in a stack: the step being taken. */
const stepIn = (stack = '') => /\((?:[^()]*\/)?((?:core-)?journeys\.ts:\d+)/.exec(stack)?.[1] ?? 'an unknown step';

/** Runs in the page: what a hung session's page shows, if it still answers. */
const PAGE_STATE = `
  let el = document.activeElement;
  while (el && el.shadowRoot && el.shadowRoot.activeElement) el = el.shadowRoot.activeElement;
  const root = document.querySelector('#motor-quote')?.shadowRoot;
  const open = root ? Array.from(root.querySelectorAll('dialog[open]')).map((d) => d.getAttribute('aria-labelledby')) : [];
  return JSON.stringify({ url: location.href, readyState: document.readyState, focused: el ? el.tagName + (el.id ? '#' + el.id : '') : null, dialogs: open });`;

/** New Session went unanswered: no page exists yet (see webkitDriver). */
export class NewSessionUnanswered extends Error {}

/** A new MiniBrowser session (fresh storage) with a 1280 x 900 window. */
export async function webkitDriver(service: WebKitService): Promise<Driver> {
  const built = new Builder()
    .usingServer(service.url)
    .withCapabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
    })
    .build();
  // The driver is itself a promise of its session: once an unanswered New Session is abandoned and
  // its service stopped, it rejects (ECONNREFUSED) with nobody waiting on it but this.
  built.catch(() => undefined);
  const session: WebDriver = built;
  // New Session (WebKitWebDriver starting a MiniBrowser) is where a journey hung until its 240 s limit
  // on 2026-11-26 (the dialog journey, in 1 of 5 core runs: no screenshot, as no session existed yet):
  // it fails at once, named, at the same limit as every command.
  let started: NodeJS.Timeout | undefined;
  const asked = session.getSession();
  // Answered or not, it is settled when the service stops: never an unhandled rejection then.
  asked.catch(() => undefined);
  await Promise.race([
    asked,
    new Promise<never>((_, reject) => {
      started = setTimeout(
        () => reject(new NewSessionUnanswered(`webkit: WebKitWebDriver left newSession unanswered for ${COMMAND_MS} ms`)),
        COMMAND_MS,
      );
    }),
  ]).finally(() => clearTimeout(started));
  // The first command that went unanswered: every later one fails at once with it.
  let hung: Error | null = null;
  let lastScreenshot: Buffer | null = null;
  const unanswered = <T>(promise: Promise<T>, ms: number) =>
    Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms).unref())]);
  /** One WebDriver command (or a few that make one action), with its own time limit. */
  const command = async <T>(name: string, args: unknown, work: () => Promise<T>, ms = COMMAND_MS): Promise<T> => {
    if (hung) throw hung;
    // Made now, so that its stack holds the journey's line (V8 keeps the awaiting callers).
    const failure = new Error();
    const said = `${name}(${args === undefined ? '' : JSON.stringify(args)})`;
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<typeof HUNG>((resolve) => (timer = setTimeout(() => resolve(HUNG), ms)));
    try {
      const answer = await Promise.race([work(), limit]);
      if (answer !== HUNG) return answer as T;
    } finally {
      clearTimeout(timer);
    }
    // A last look, in case the session answers other commands: where the page is, what it shows.
    const state = await unanswered(session.executeScript(PAGE_STATE), LAST_LOOK_MS).then(String, (e: Error) => `none (${e.message})`);
    lastScreenshot = await unanswered(session.takeScreenshot(), LAST_LOOK_MS).then(
      (png) => Buffer.from(png, 'base64'),
      () => null,
    );
    failure.message = `webkit: WebKitWebDriver left ${said} unanswered for ${ms} ms at ${stepIn(failure.stack)}; the page then: ${state}; screenshot: ${lastScreenshot ? 'taken' : 'none, the session no longer answers'}`;
    hung = failure;
    throw failure;
  };
  await command('setWindowRect', { width: 1280, height: 900 }, () =>
    session.manage().window().setRect({ x: 0, y: 0, width: 1280, height: 900 }),
  );
  await command('setTimeouts', null, () => session.manage().setTimeouts({ script: 15_000, pageLoad: 30_000 }));
  const actions = () => session.actions({ async: true });
  return {
    engine: 'webkit',
    touch: false,
    goto: (url) => command('navigateTo', url, () => session.get(url), LOAD_MS),
    run: (source, arg) =>
      command(`executeScript ${scriptName(source)}`, arg, () => session.executeScript(`return (${source})(arguments[0]);`, arg)),
    click: (x, y) => command('performActions click', { x, y }, () => actions().move({ x, y, duration: 0 }).press().release().perform()),
    clickElement: async (frame) => {
      if (frame)
        await command('switchToFrame', frame, async () =>
          session.switchTo().frame((await session.executeScript(FIND_FRAME, frame)) as WebElement),
        );
      try {
        const el = await command('executeScript __mqTarget', undefined, () =>
          session.executeScript<WebElement | null>('return window.__mqTarget;'),
        );
        if (!el) throw new Error(`webkit: no element found to click${frame ? ` in the frame "${frame}"` : ''}`);
        // WebKitWebDriver's Element Click on an element inside a shadow root dispatches a bare click
        // (no pointer events, no focus; seen 2026-11-26): a field is focused first, as its Element
        // Send Keys and assistive tools do, so that the keys typed next reach it.
        await command('executeScript focus', undefined, () => session.executeScript(FOCUS_FIELD, el));
        await command('elementClick', frame ?? undefined, async () => {
          try {
            await el.click();
          } catch (failed) {
            // WebKitWebDriver reports a click on a label whose centre is its radio's styled box, or on
            // an element mid-move, as intercepted / not interactable: voice control clicks it anyway.
            if (!(failed instanceof error.ElementClickInterceptedError || failed instanceof error.ElementNotInteractableError))
              throw failed;
            await session.executeScript('arguments[0].click();', el);
          }
        });
      } finally {
        if (frame && !hung) await command('switchToParentFrame', undefined, () => session.switchTo().defaultContent());
      }
    },
    type: (text) => command('performActions keys', text, () => actions().sendKeys(text).perform()),
    press: (key: Key) => command('performActions key', key, () => actions().sendKeys(KEYS[key]).perform()),
    url: () => command('getCurrentUrl', undefined, () => session.getCurrentUrl()),
    // A hung session's screenshot is the one taken when it was found hung (if it still answered then).
    screenshot: async () =>
      hung
        ? (lastScreenshot ?? Buffer.alloc(0))
        : command('takeScreenshot', undefined, async () => Buffer.from(await session.takeScreenshot(), 'base64')),
    close: async () => {
      await unanswered(session.quit(), hung ? LAST_LOOK_MS : COMMAND_MS);
    },
  };
}
