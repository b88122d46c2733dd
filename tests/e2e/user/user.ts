/**
 * A customer at the keyboard and mouse (or finger), the same in every engine: finds what they read
 * (a label, a question's legend, a button's words) inside the widget's open shadow root, and acts by
 * real pointer and key events through a Driver. Before a click it waits, as a person's eye does, for
 * the target to be visible, enabled and still, and checks that the point pressed is on the target:
 * something else covering it is reported as an overlap, never clicked through.
 *
 * A quick user (`press: 'element'` or `'dom'`) presses as soon as the target is visible and
 * enabled, never waiting for the page to rest: by the automation library's own element click, or by
 * the element's click() with no pointer events at all (voice control, switch access). What a native
 * form does holds for them too: a press on a label or button acts once, however it comes.
 */
import type { Driver, Key } from './driver';
import {
  armPressInPage,
  clickTargetInPage,
  dialogsInPage,
  focusPlacedInPage,
  locateInPage,
  readPressInPage,
  selectPlanInPage,
  type DialogsState,
  type Located,
  type Match,
  type PressRecord,
  type Query,
  type Request,
} from './in-page';

/**
 * A function's source to send to the page. Transpilers that keep function names (tsx, esbuild's
 * keepNames) wrap inner functions in a `__name` helper the page does not have: give it one.
 */
const source = (fn: (...args: never[]) => unknown) => `(() => { const __name = (f) => f; return ${fn.toString()}; })()`;
const LOCATE = source(locateInPage);
const SELECT_PLAN = source(selectPlanInPage);
const ARM_PRESS = source(armPressInPage);
const READ_PRESS = source(readPressInPage);
const FOCUS_PLACED = source(focusPlacedInPage);
const DIALOGS = source(dialogsInPage);
const CLICK_TARGET = source(clickTargetInPage);
/** How long focus may take to land after an action (a layout effect, a modal closing). */
const FOCUS_SETTLE_MS = 1500;
const POLL_MS = 50;
/** How long a target must stay put before it is pressed. */
const STILL_MS = 120;

export type Text = string | RegExp;
const match = (text: Text): Match => (typeof text === 'string' ? text : { re: text.source, flags: text.flags });
const show = (request: Request) => JSON.stringify(request);

/**
 * How a press is delivered: 'pointer', a real pointer on the point pressed once the target is still;
 * 'element', the library's element click at once (Driver.clickElement); 'dom', the element's click() at once.
 */
export type Delivery = 'pointer' | 'element' | 'dom';

export interface UserOptions {
  /** How long a person waits for something to appear, in ms. */
  timeout?: number;
  press?: Delivery;
}

/** The last press each page was given, told in a failure's message: what was pressed, and what came of it. */
const lastPress = new WeakMap<Driver, string>();

/** Taps (presses of a finger or the pointer; a select's open and choice are two) and keys (typed characters, named keys) per page. */
const effort = new WeakMap<Driver, { taps: number; keys: number }>();
const count = (driver: Driver, taps: number, keys = 0) => {
  const so = effort.get(driver) ?? { taps: 0, keys: 0 };
  effort.set(driver, { taps: so.taps + taps, keys: so.keys + keys });
};

/** Runs in the page: the focused element, through shadow roots. */
function focusedInPage(): string {
  let el: Element | null = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el ? `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}>` : 'nothing';
}

export class User {
  constructor(
    readonly driver: Driver,
    private readonly scope: Pick<Request, 'within' | 'frame'> = {},
    private readonly options: UserOptions = {},
  ) {}

  private get timeout() {
    return this.options.timeout ?? 15_000;
  }

  get delivery(): Delivery {
    return this.options.press ?? 'pointer';
  }

  /** The taps and keys this page has been given so far, by every User on it (docs/performance.md#taps-and-keys). */
  effort() {
    return { ...(effort.get(this.driver) ?? { taps: 0, keys: 0 }) };
  }

  /** The same person looking only inside an element (an open step's panel) of the widget. */
  within(css: string): User {
    return new User(this.driver, { ...this.scope, within: { css } }, this.options);
  }

  /** ...inside a dialog, by its name. */
  inDialog(name: Text): User {
    return new User(this.driver, { ...this.scope, within: { dialog: match(name) } }, this.options);
  }

  /** ...inside a same-origin frame (the hosted card page), by its title. */
  inFrame(title: string): User {
    return new User(this.driver, { frame: title }, this.options);
  }

  async open(url: string) {
    await this.driver.goto(url);
  }

  async url(): Promise<URL> {
    return new URL(await this.driver.url());
  }

  private locate(query: Query, extra: Partial<Request> = {}, scoped = true): Promise<Located | null> {
    const request: Request = { ...(scoped ? this.scope : { frame: this.scope.frame }), query, ...extra };
    return this.driver.run<Located | null>(LOCATE, request);
  }

  /** Waits until `check` holds of what the page shows; throws with the last state seen. */
  async until<T>(what: string, probe: () => Promise<T>, check: (value: T) => boolean, timeout = this.timeout): Promise<T> {
    const end = Date.now() + timeout;
    let last: T | undefined;
    for (;;) {
      last = await probe();
      if (check(last)) return last;
      if (Date.now() > end)
        throw new Error(
          `${this.driver.engine}: gave up after ${timeout} ms waiting for ${what}; last seen: ${JSON.stringify(last)}; last press: ${lastPress.get(this.driver) ?? 'none'}`,
        );
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  /** Waits for a visible element. */
  async see(query: Query, timeout?: number): Promise<Located> {
    return (await this.until(
      `${show({ ...this.scope, query })} to be visible`,
      () => this.locate(query),
      (found) => found !== null,
      timeout,
    ))!;
  }

  /** Whether it is visible now, without waiting. */
  async sees(query: Query): Promise<boolean> {
    return (await this.locate(query)) !== null;
  }

  /**
   * Waits until an element has stayed put for `ms`: after Continue the next step grows open and
   * the page then scrolls its heading into view, as a person waits for the page to come to rest.
   * A quick user does not wait.
   */
  async settled(query: Query, ms = 700) {
    if (this.delivery !== 'pointer') return;
    let since: { x: number; y: number; at: number } | null = null;
    await this.until(
      `${show({ ...this.scope, query })} to stay put for ${ms} ms`,
      async () => {
        const found = await this.locate(query);
        if (!found || !since || found.x !== since.x || found.y !== since.y)
          since = found ? { x: found.x, y: found.y, at: Date.now() } : null;
        return since !== null && Date.now() - since.at >= ms;
      },
      (ok) => ok,
    );
  }

  async gone(query: Query, timeout?: number) {
    await this.until(
      `${show({ ...this.scope, query })} to go`,
      () => this.locate(query),
      (found) => found === null,
      timeout,
    );
  }

  /**
   * Presses the pointer on the element's centre once it is visible, enabled, in view and still
   * (its place unchanged between two looks), and nothing covers that point.
   */
  async press(query: Query, scoped = true) {
    count(this.driver, 1);
    if (this.delivery !== 'pointer') return this.pressAtOnce(query, scoped);
    // Still: at the same place for STILL_MS, as a person's eye sees it settle before the hand moves.
    let since: { x: number; y: number; at: number } | null = null;
    const ready = await this.until(
      `${show({ ...this.scope, query })} to be clickable (visible, enabled, still, not covered)`,
      async () => {
        const found = await this.locate(query, { scroll: true }, scoped);
        if (!found || !since || found.x !== since.x || found.y !== since.y)
          since = found ? { x: found.x, y: found.y, at: Date.now() } : null;
        return { found, still: since !== null && Date.now() - since.at >= STILL_MS };
      },
      ({ found, still }) => found !== null && !found.disabled && found.hit && found.inView && still,
    );
    const where = { frame: this.scope.frame };
    // Focus inside the widget before the press must not end on the page's <body> after it (WCAG
    // 2.4.3). WebKit never focuses a pressed button, so only focus that was already placed counts.
    const focusedBefore = !this.scope.frame && (await this.driver.run<boolean>(FOCUS_PLACED, null));
    await this.driver.run(ARM_PRESS, where);
    await this.driver.click(ready.found!.x, ready.found!.y);
    // A customer's click must act: the page must not move under the pointer between press and
    // release (that turns the click into nothing), and the click must arrive. Unknown (null) only
    // when the click itself replaced the document (the card page's Pay).
    const press = await this.driver.run<PressRecord | null>(READ_PRESS, where).catch(() => null);
    if (!press) return;
    if (press.down === null)
      throw new Error(
        `${this.driver.engine}: the press at (${ready.found!.x}, ${ready.found!.y}) never reached the page (${show({ ...this.scope, query })})`,
      );
    const moved = press.before && press.after && (press.before.x !== press.after.x || press.before.y !== press.after.y);
    if (moved)
      throw new Error(
        `${this.driver.engine}: the page moved under the pointer between press and release on ${press.down}: ${JSON.stringify(press.before)} -> ${JSON.stringify(press.after)} (${show({ ...this.scope, query })})`,
      );
    if (press.landed === false)
      throw new Error(
        `${this.driver.engine}: pressed at (${ready.found!.x}, ${ready.found!.y}) for ${show({ ...this.scope, query })} but the pointer went down on ${press.down}`,
      );
    if (press.clicked === null)
      throw new Error(
        `${this.driver.engine}: the click on ${press.down} was lost: pointer down and up, no click event (${show({ ...this.scope, query })})`,
      );
    if (focusedBefore) {
      await this.until(
        `focus to stay in the widget after pressing ${show({ ...this.scope, query })} (it fell to the page's <body>)`,
        () => this.driver.run<boolean>(FOCUS_PLACED, null),
        (placed) => placed,
        FOCUS_SETTLE_MS,
      );
    }
  }

  /** A quick press (see the class comment): as soon as it is visible and enabled, nothing checked but that a click came. */
  private async pressAtOnce(query: Query, scoped: boolean) {
    const what = show({ ...this.scope, query });
    // Voice control and switch access move focus to a field (found by its label) before acting on
    // it; click() alone would not, and the keys typed next would go nowhere.
    const focus = this.delivery === 'dom' && query.by === 'label';
    await this.until(
      `${what} to be visible (its centre not cut off) and enabled`,
      () => this.locate(query, focus ? { act: 'focus' } : {}, scoped),
      (found) => found !== null && !found.clipped && !found.disabled,
    );
    const where = { frame: this.scope.frame };
    await this.driver.run(ARM_PRESS, where);
    if (this.delivery === 'element') await this.driver.clickElement(this.scope.frame);
    else await this.driver.run(CLICK_TARGET, where);
    // Null only when the click itself replaced the document (the card page's Pay).
    const press = await this.driver.run<PressRecord | null>(READ_PRESS, where).catch(() => null);
    const outcome = press ? `pointer down on ${press.down ?? 'nothing'}, click on ${press.clicked ?? 'nothing'}` : 'the page went';
    lastPress.set(this.driver, `${this.delivery} click on ${what}: ${outcome}`);
    if (press && press.clicked === null)
      throw new Error(`${this.driver.engine}: the ${this.delivery} click on ${what} never arrived: no click event (the element replaced?)`);
  }

  click(button: Text) {
    return this.press({ by: 'button', name: match(button) });
  }

  clickText(text: Text) {
    return this.press({ by: 'text', name: match(text) });
  }

  clickLink(name: Text) {
    return this.press({ by: 'link', name: match(name) });
  }

  /** Answers a radio or tick question by clicking the words of the answer, as a person does. */
  async choose(question: Text, answer: Text) {
    const query: Query = { by: 'choice', group: match(question), name: match(answer) };
    await this.press(query);
    // The answer must be kept: shown chosen, not snapped back by a re-render.
    await this.until(
      `${show({ ...this.scope, query })} to stay chosen`,
      () => this.locate(query),
      (found) => found?.checked === true,
      2_000,
    );
  }

  yes(question: Text, answer: boolean) {
    return this.choose(question, answer ? 'Yes' : 'No');
  }

  /** Clicks into the field and types, key by key. */
  async type(label: Text, text: string) {
    const query: Query = { by: 'label', name: match(label) };
    await this.press(query);
    count(this.driver, 0, [...text].length);
    await this.driver.type(text);
    // What was typed must be in the box the customer clicked (formatted by its mask, perhaps).
    const typed = await this.locate(query);
    if (typed?.value === '') {
      const focused = await this.driver.run<string>(source(focusedInPage), null);
      throw new Error(
        `${this.driver.engine}: typed "${text}" into "${String(label)}" and it stayed empty; focus is on ${focused}; last press: ${lastPress.get(this.driver) ?? 'none'}`,
      );
    }
  }

  async key(key: Key, times = 1) {
    count(this.driver, 0, times);
    for (let i = 0; i < times; i += 1) await this.driver.press(key);
  }

  /**
   * Chooses in a native select by keyboard (focus it, arrow keys): a mouse would open the
   * platform's own popup menu, which no engine's automation can click in.
   */
  async select(label: Text, option: Text | { index: number }) {
    const query: Query = { by: 'label', name: match(label) };
    await this.until(
      `${show({ ...this.scope, query })} to be enabled`,
      () => this.locate(query, { scroll: true }),
      (found) => found !== null && !found.disabled,
    );
    await this.locate(query, { act: 'focus' });
    const want = typeof option === 'object' && 'index' in option ? option : match(option);
    const plan = await this.driver.run<{ steps: number; options: string[] } | null>(SELECT_PLAN, { option: want });
    if (!plan) throw new Error(`${this.driver.engine}: "${String(label)}" is not a focused select`);
    if (plan.options.length)
      throw new Error(
        `${this.driver.engine}: "${String(label)}" has no option ${JSON.stringify(want)}; it has ${plan.options.join(' | ')}`,
      );
    // Counted as a person on a phone does it: a tap opens the list, a tap chooses.
    count(this.driver, 2);
    for (let i = 0; i < Math.abs(plan.steps); i += 1) await this.driver.press(plan.steps >= 0 ? 'ArrowDown' : 'ArrowUp');
  }

  /** Types part of a name into a typeahead, then clicks the option offered. */
  async typeahead(label: Text, text: string, option: string) {
    await this.type(label, text);
    // The list floats beside the field and is placed again as the page settles (seen in WebKit:
    // moved 190 px some 150 ms after it stood still): wait for it to rest, as the eye does.
    await new User(this.driver, { frame: this.scope.frame }, this.options).settled({ by: 'option', name: option }, 400);
    await this.press({ by: 'option', name: option }, false);
    // The option chosen must be kept: its name in the box, not the words typed.
    const query: Query = { by: 'label', name: match(label) };
    await this.until(
      `${show({ ...this.scope, query })} to hold the option "${option}"`,
      () => this.locate(query),
      (found) => found?.value === option,
      2_000,
    );
  }

  async value(label: Text): Promise<string | null> {
    return (await this.see({ by: 'label', name: match(label) })).value;
  }

  heading(name: Text, timeout?: number) {
    return this.see({ by: 'heading', name: match(name) }, timeout);
  }

  text(text: Text, timeout?: number) {
    return this.see({ by: 'text', name: match(text) }, timeout);
  }

  async hash(pattern: RegExp, timeout?: number): Promise<string> {
    const url = await this.until(
      `the address to match ${pattern}`,
      () => this.driver.url(),
      (href) => pattern.test(new URL(href).hash),
      timeout,
    );
    return new URL(url).hash;
  }

  /** The widget's open dialogs, what lies behind them and where focus is (see dialogsInPage). */
  dialogs(): Promise<DialogsState> {
    return this.driver.run<DialogsState>(DIALOGS, null);
  }

  /** Runs a function in the page (seeding storage, reading what a person could see). */
  run<T>(fn: (arg: never) => T, arg?: unknown): Promise<T> {
    return this.driver.run<T>(source(fn), arg ?? null);
  }
}
