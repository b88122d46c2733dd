/**
 * What the user layer needs from a browser automation library: run a function in the page, press
 * and release a real pointer (or a finger) at a point, press real keys. Each engine's adapter
 * (chromium.ts, firefox.ts, webkit.ts) implements this and nothing more.
 */
export type Engine = 'chromium' | 'firefox' | 'webkit';

export type Key = 'ArrowDown' | 'ArrowUp' | 'Tab' | 'Enter' | 'Escape' | 'Backspace';

export interface Driver {
  readonly engine: Engine;
  /** Whether click() is a tap of a finger (touch screen) rather than a mouse click. */
  readonly touch: boolean;
  goto(url: string): Promise<void>;
  /** Runs `(source)(arg)` in the top page and returns its JSON-able result. */
  run<T>(source: string, arg: unknown): Promise<T>;
  /** A real mouse click (move, press, release) or a tap at a point of the viewport, in CSS pixels. */
  click(x: number, y: number): Promise<void>;
  /**
   * The library's own click on the element the last look found (in-page.ts `__mqTarget`, inside
   * the same-origin frame with this title if given), with none of its waits for the element to
   * stand still: Playwright's click forced, puppeteer's over BiDi, WebDriver's Element Click (and,
   * where WebKitWebDriver calls that click intercepted or the element not interactable, the
   * element's own click(), as assistive tools do).
   */
  clickElement(frame?: string): Promise<void>;
  /** Real key events for each character, to whatever has focus. */
  type(text: string): Promise<void>;
  press(key: Key): Promise<void>;
  url(): Promise<string>;
  /** A PNG of the viewport, kept when a test fails. */
  screenshot(): Promise<Buffer>;
  close(): Promise<void>;
}
