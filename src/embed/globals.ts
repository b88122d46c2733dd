// What a script tag integrator touches on window, declared for her editor and compiler: the
// package's .d.ts carries it (docs/embedding.md#loading-signals and docs/events.md).
import type { ConfigInput } from '../config/config-input';
import type { WidgetEventMap, WidgetEventName } from '../config/widget-events';
import type { MountedWidget } from './mount';

/** window.MotorQuote, the script tag build's API. */
export interface MotorQuoteGlobal {
  /**
   * Mounts a widget into `target` (a CSS selector or an element; default `config.target`, else
   * '#motor-quote') and returns its handle. `config` is as window.MotorQuoteConfig; its
   * `paymentReturnUrl` defaults to the return page published beside the script.
   */
  mount(target?: string | Element, config?: ConfigInput): MountedWidget;
  /** The build's version, as in package.json. */
  readonly version: string;
}

/**
 * A function queued on window.MotorQuoteQueue before the script has loaded (a tag manager, a
 * single-page app): run with window.MotorQuote once it has, or at once when pushed after that.
 */
export type MotorQuoteCommand = (motorQuote: MotorQuoteGlobal) => void;

/** The queue: an array before the script loads; after, an object whose push() runs each command at once. */
export type MotorQuoteQueue = MotorQuoteCommand[] | { push(...commands: MotorQuoteCommand[]): number };

/** Each milestone as the DOM event dispatched on the host element (bubbling, composed): 'motorquote:<name>'. */
export type MotorQuoteEventMap = { [N in WidgetEventName as `motorquote:${N}`]: CustomEvent<WidgetEventMap[N]> };

declare global {
  interface Window {
    /** Read once when the script loads: the config of the widget it mounts by itself. */
    MotorQuoteConfig?: ConfigInput;
    /** Set when the script has loaded (window's `motorquote:loaded` event says when). */
    MotorQuote?: MotorQuoteGlobal;
    /** Commands to run once the script has loaded: `(window.MotorQuoteQueue = window.MotorQuoteQueue || []).push(fn)`. */
    MotorQuoteQueue?: MotorQuoteQueue;
  }
  // `detail` typed by the event's name, on the host element and wherever the event bubbles to.
  interface HTMLElementEventMap extends MotorQuoteEventMap {}
  interface DocumentEventMap extends MotorQuoteEventMap {}
  interface WindowEventMap extends MotorQuoteEventMap {
    /** The script has loaded: `detail` is window.MotorQuote. */
    'motorquote:loaded': CustomEvent<MotorQuoteGlobal>;
  }
}
