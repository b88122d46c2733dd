'use client';
// The React component, for a host application built with React 19 (`motor-quote-widget/react`):
//   import { MotorQuote } from 'motor-quote-widget/react';
//   <MotorQuote config={{ apiBase, paymentReturnUrl: '/motor-quote-return.html' }} onEvent={track} />
// It renders the box the widget mounts into and drives mount(), update() and unmount() for the host,
// as react-stripe-js's <Elements> drives Stripe.js (docs/embedding.md, "The React component").
import { useEffect, useRef, type CSSProperties, type Ref } from 'react';
// Types only: the widget's code comes through the dynamic import in the effect below.
import type { MotorQuoteModuleConfig, MountedWidget, WidgetErrorHandler, WidgetEventHandler } from './module';

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
  /**
   * Called once with `true` when the first screen is shown, or `false` when nothing could be (the
   * widget's module included, fetched when the component mounts).
   */
  onReady?: (shown: boolean) => void;
  /**
   * The widget's handle (on(), update(), unmount(), ready), given each time one is mounted, once its
   * module has loaded (StrictMode's first mount, ended before that, mounts none): after a new `key`
   * that is a new widget, so listeners added here are added again and end with each one
   * (docs/events.md#listeners-end-with-the-widget).
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

  // The widget's ES module is fetched when the box is committed, as react-stripe-js's loadStripe()
  // fetches Stripe.js: the box (and a server's first screen in it) renders at once, with no Suspense
  // boundary to stream it in by script, and a bundler splits the module into a chunk of its own that
  // a page fetches only when it shows the widget (docs/recipes.md#vite--react-the-component).
  // Through the ES module's own entry: the component's build imports it rather than holding a second copy.
  // Mounted once per box: under StrictMode React mounts, unmounts and mounts again before the import
  // has resolved, so the first effect's import finds itself ended and mounts nothing; an unmount after
  // the mount leaves nothing behind (mount.ts), so a later mount starts clean.
  useEffect(() => {
    let ended = false;
    let handle: MountedWidget | undefined;
    const { ref: given } = latest.current;
    const assign = (value: MountedWidget | null) => {
      if (typeof given === 'function') given(value);
      else if (given) given.current = value;
    };
    void import('./module').then(
      ({ mount }) => {
        if (ended) return;
        const start = latest.current.config;
        applied.current = settingsOf(start);
        const mounted = mount(box.current!, {
          ...start,
          onEvent: (name, detail) => latest.current.onEvent?.(name, detail),
          onError: (error) => latest.current.onError?.(error),
        });
        handle = widget.current = mounted;
        assign(mounted);
        latest.current.onMount?.(mounted);
        void mounted.ready.then((shown) => {
          if (widget.current === mounted) latest.current.onReady?.(shown);
        });
      },
      // The module's chunk not fetched (offline, a deploy that removed it): nothing can be shown. The
      // error is thrown on, so the console names the chunk's address.
      (error: unknown) => {
        if (!ended) latest.current.onReady?.(false);
        throw error;
      },
    );
    return () => {
      ended = true;
      if (!handle) return;
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
