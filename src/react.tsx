'use client';
// The React component, for a host application built with React 19 (`motor-quote-widget/react`):
//   import { MotorQuote } from 'motor-quote-widget/react';
//   <MotorQuote config={{ apiBase, paymentReturnUrl: '/motor-quote-return.html' }} onEvent={track} />
// It renders the box the widget mounts into and drives mount(), update() and unmount() for the host,
// as react-stripe-js's <Elements> drives Stripe.js (docs/embedding.md, "The React component").
import { useEffect, useRef, type CSSProperties, type Ref } from 'react';
// Through the ES module's own entry: the component's build imports it rather than holding a second copy.
import { mount, type MotorQuoteModuleConfig, type MountedWidget, type WidgetErrorHandler, type WidgetEventHandler } from './module';

export interface MotorQuoteProps {
  /**
   * The widget's config, as `mount()` takes it (`target` is ignored: the component is the target).
   * Read at mount. Afterwards a change of `brand`, `labels` or `partner` is applied by `update()`,
   * keeping the customer's answers and place; a change of any other field needs a new widget: give
   * the component a new React `key`. `paymentReturnUrl` is required, as with the ES module's mount().
   */
  config: Omit<MotorQuoteModuleConfig, 'target' | 'autoMount' | 'onEvent' | 'onError'>;
  /** Journey milestones for analytics, as `config.onEvent`; the latest function given is called. */
  onEvent?: WidgetEventHandler;
  /** Failed calls and error screens, as `config.onError`; the latest function given is called. */
  onError?: WidgetErrorHandler;
  /** Called once with `true` when the first screen is shown, or `false` when nothing could be. */
  onReady?: (shown: boolean) => void;
  /**
   * The widget's handle (on(), update(), unmount(), ready), given each time one is mounted: under
   * StrictMode, and after a new `key`, that is a new widget, so listeners added here are added again
   * and end with each one (docs/events.md#listeners-end-with-the-widget).
   */
  onMount?: (widget: MountedWidget) => void;
  /** The same handle as a React ref (React 19's `ref` prop); `null` once the widget is unmounted. */
  ref?: Ref<MountedWidget | null>;
  /**
   * The first screen, rendered on the server by `renderShell(config, …)` of
   * `motor-quote-widget/react/server`: the box is server-rendered holding it, so it paints with the
   * page, and the widget adopts it as a pasted shell (docs/embedding.md#the-first-screen-from-the-server).
   * Written on the server only: the browser's parser has already turned it into the box's shadow root.
   */
  shell?: string;
  /** The box's `id`, class and style: the host page owns the box (docs/embedding.md). */
  id?: string;
  className?: string;
  style?: CSSProperties;
}

/** The fields update() takes, as one value a change can be seen in. */
const settingsOf = (config: MotorQuoteProps['config']) =>
  JSON.stringify([config.brand ?? null, config.labels ?? null, config.partner ?? null]);

export function MotorQuote({ config, onEvent, onError, onReady, onMount, ref, shell, id, className, style }: MotorQuoteProps) {
  const box = useRef<HTMLDivElement>(null);
  const widget = useRef<MountedWidget | null>(null);
  // The handlers and config a render gave, read by the widget when it needs them: a host that passes
  // a new arrow function on every render neither remounts the widget nor calls an old handler.
  const latest = useRef({ config, onEvent, onError, onReady, onMount, ref });
  latest.current = { config, onEvent, onError, onReady, onMount, ref };
  const applied = useRef('');

  // Mounted on commit, once per box: under StrictMode React mounts, unmounts and mounts again, and
  // each unmount leaves nothing behind (mount.ts), so the second mount starts clean.
  useEffect(() => {
    const start = latest.current.config;
    applied.current = settingsOf(start);
    const handle = mount(box.current!, {
      ...start,
      onEvent: (name, detail) => latest.current.onEvent?.(name, detail),
      onError: (error) => latest.current.onError?.(error),
    });
    widget.current = handle;
    const { ref: given } = latest.current;
    const assign = (value: MountedWidget | null) => {
      if (typeof given === 'function') given(value);
      else if (given) given.current = value;
    };
    assign(handle);
    latest.current.onMount?.(handle);
    void handle.ready.then((shown) => {
      if (widget.current === handle) latest.current.onReady?.(shown);
    });
    return () => {
      widget.current = null;
      assign(null);
      handle.unmount();
    };
  }, []);

  // A new brand, labels or partner: the same widget, its answers kept.
  const settings = settingsOf(config);
  useEffect(() => {
    if (!widget.current || settings === applied.current) return;
    applied.current = settings;
    const { brand, labels, partner } = latest.current.config;
    widget.current.update({ brand, labels, partner });
  }, [settings]);

  // The shell as the box's markup on the server; in the browser an empty one, which is what the
  // parser left (a declarative shadow root is no child), so hydration finds what it expects and React
  // never writes into the box: setting innerHTML would make an inert <template>, not a shadow root.
  // suppressHydrationWarning: React's development build compares the markup given with the box's
  // innerHTML, which a parser without declarative shadow DOM (jsdom, an old browser) keeps as a <template>.
  return (
    <div
      ref={box}
      id={id}
      className={className}
      style={style}
      dangerouslySetInnerHTML={{ __html: typeof document === 'undefined' ? (shell ?? '') : '' }}
      suppressHydrationWarning
    />
  );
}
