import { createElement, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { App } from '../app/app';
import type { ConfigInput } from '../config/config-input';
import { readConfig } from '../config/parse-config';
import { prefetchFirstStepLists } from '../details-form/flows/actions';
import { flushDeferredWrites } from '../store/deferred-storage';
import { createWidget, settingsOf } from './create-widget';
import { adoptShell } from './adopt-shell';
import { applyStyles } from './styles';
import { listen, type MountedWidget } from './mounted-widget';
import { whenAdded } from './when-added';
import { screenOf } from '../widget/routes';
import type { Widget } from '../widget/widget';
import { yieldToPaint } from '../ui/yield-to-paint';

export type { MountedWidget } from './mounted-widget';

// One widget per element: mounting again replaces the first instead of stacking a second.
const mounted = new WeakMap<Element, MountedWidget>();
const nothing = (): MountedWidget => ({ ready: Promise.resolve(false), update() {}, unmount() {}, on: listen() });

function resolveTarget(target: unknown): Element | null {
  if (typeof Element !== 'undefined' && target instanceof Element) return target;
  if (typeof target !== 'string') return null;
  try {
    return document.querySelector(target);
  } catch {
    return null; // an invalid selector is reported like a missing element
  }
}

/**
 * Live mode without the brand's own settings: the journey does not start (it would show the
 * sandbox's contacts and documents, or call the sandbox), the console names every missing setting
 * and the customer sees that the service is not ready, never the demo's details.
 */
function notSetUp(host: Element, shadow: ShadowRoot, container: HTMLElement, removeStyles: () => void, why: string): MountedWidget {
  console.error(`MotorQuote: ${why} Until then the widget shows "This quote service isn’t set up yet".`);
  const page = document.createElement('div');
  page.className = 'mq-not-set-up';
  page.setAttribute('role', 'alert');
  const heading = document.createElement('h1');
  heading.textContent = 'This quote service isn’t set up yet';
  const text = document.createElement('p');
  text.textContent = 'We can’t give you a quote here at the moment. Please try again later.';
  page.append(heading, text);
  container.append(page);
  const offs = new Set<() => void>();
  const handle: MountedWidget = {
    ready: Promise.resolve(false),
    update() {},
    on: listen(host, offs),
    unmount() {
      if (mounted.get(host) !== handle) return;
      mounted.delete(host);
      offs.forEach((off) => off());
      removeStyles();
      shadow.replaceChildren();
    },
  };
  mounted.set(host, handle);
  return handle;
}

/** What the build that mounts knows of itself: the script tag build knows where it was loaded from. */
export interface MountDefaults {
  /** The return page beside the script (absolute), used when config.paymentReturnUrl is not set. */
  paymentReturnUrl?: string;
  /** The script's own mount: a target not on the page yet is waited for, up to TARGET_WAIT_MS. */
  waitForTarget?: boolean;
}

/** Mounts the journey into `target` (a selector or element). Never throws into the host page. */
export function mount(target: string | Element | undefined, rawConfig: ConfigInput = {}, defaults: MountDefaults = {}): MountedWidget {
  try {
    // The host's object goes to parseConfig as it is, never spread here: a Proxy or a getter that
    // throws must cost the host its settings (defaults and a console message), not the widget.
    const { config: read, missingForLive, review } = readConfig(rawConfig);
    let config = read;
    const wanted = target !== undefined ? target : config.target;
    const host = resolveTarget(wanted);
    const missing = () =>
      console.error(
        `MotorQuote: no element matches the target ${JSON.stringify(String(wanted))}. Add <div id="motor-quote"></div> to the page, or pass the element to MotorQuote.mount(element, config).`,
      );
    if (!host) {
      if (!defaults.waitForTarget || typeof wanted !== 'string') return (missing(), nothing());
      return whenAdded(
        () => resolveTarget(wanted),
        (found) => mount(found, rawConfig, { ...defaults, waitForTarget: false }),
        missing,
      );
    }
    mounted.get(host)?.unmount();
    const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    const paymentReturnUrl = config.paymentReturnUrl ?? defaults.paymentReturnUrl;
    // The first screen pasted into the page (docs/embedding.md#the-first-screen-in-your-page), which
    // the journey hydrates; a widget that is not set up shows its message in place of it instead.
    const shell = paymentReturnUrl && !missingForLive.length && shadow.querySelector<HTMLElement>('.mq-root');
    if (!shell) shadow.replaceChildren();
    // The shell's stylesheet, once loaded (Chromium's parser waits for it), holds the script's rules:
    // it stays, rather than the same 60 KB parsed again into a constructable sheet at the take-over
    // and the link's removal restyling the whole screen (docs/performance.md#the-scripts-start-up-raw).
    // A link that did not load (refused, missing from the folder) has no sheet, nor has anything else
    // first in the root (the stylesheet's link, as the shell command writes it): the script styles the shell.
    // The brand's theme is the config's either way, not the shell's theme file's, which may be absent.
    const linked = shell && (shadow.firstChild as HTMLLinkElement | null)?.sheet;
    let removeStyles = applyStyles(shadow, config.brand.theme, config.nonce, linked);
    const container = shell || document.createElement('div');
    container.className = 'mq-root';
    const portal = document.createElement('div');
    portal.className = 'mq-portal';
    if (!shell) shadow.append(container);
    shadow.append(portal);
    // Without the return page the card step fails after the whole form: refused now, and said why
    // (docs/embedding.md#the-npm-package-for-applications-that-bundle-their-own-code).
    if (!paymentReturnUrl)
      return notSetUp(
        host,
        shadow,
        container,
        removeStyles,
        'the ES module needs config.paymentReturnUrl: where your site serves dist/motor-quote-return.html and its .js, e.g. "/motor-quote/motor-quote-return.html".',
      );
    if (missingForLive.length > 0)
      return notSetUp(
        host,
        shadow,
        container,
        removeStyles,
        `mode "live" needs the brand's own settings, and these are missing or not valid: ${missingForLive.join(', ')}. Use mode "sandbox" to try it with the sandbox’s.`,
      );
    // The insurer signs off each default it keeps, knowingly (docs/configuration.md#the-reviewers-checklist).
    if (review.length) console.warn(`MotorQuote: live, with these still the widget's defaults; review each: ${review.join(', ')}`);
    // Every way the widget speaks to the host ends with it: a call still running at unmount (a
    // payment, an option list) neither calls onEvent or onError nor dispatches an event on the
    // element, where a widget mounted again would be heard as this one (docs/events.md#listeners-end-with-the-widget).
    let live = true;
    const gate =
      <A extends unknown[]>(f?: (...a: A) => void) =>
      (...a: A) =>
        live && f?.(...a);
    let widget: Widget | undefined;
    let root: Root | undefined;
    let settle: (shown: boolean) => void = () => {};
    const ready = new Promise<boolean>((resolve) => (settle = resolve));
    let takeOver: (() => void) | undefined;
    const onShown = (path: string) => {
      takeOver?.();
      settle(true);
      widget!.emit('widget_ready', { screen: screenOf(path) });
    };
    const app = () => createElement(App, { widget: widget!, settings: settingsOf(config), portalRoot: portal, onShown });
    // The rest runs in tasks of its own, each after a yield (docs/performance.md#the-scripts-start-up-raw):
    // the config's parse above, the widget's stores and its first requests, then the hydration's
    // start were one task of 60-250 ms raw, four times that on a slow phone, in which a tap waited.
    // What the customer types into the shell meanwhile stays in its fields until the take-over
    // carries it. A widget unmounted before a phase runs starts nothing more.
    void (async () => {
      await yieldToPaint();
      if (!live) return;
      widget = createWidget({ ...config, onError: gate(config.onError) }, host, { paymentReturnUrl });
      widget.emit = gate(widget.emit);
      prefetchFirstStepLists(widget);
      await yieldToPaint();
      if (!live) return;
      if (shell) takeOver = adoptShell(shadow);
      // A transition lets React yield to the browser every few milliseconds while it builds (or
      // hydrates) the first screen, so the host page stays responsive on a slow phone (no long task
      // while the form renders). Hydrating, its first render is the shell's, stores at their initial
      // state (zustand's server snapshot): a saved draft or another route follows as a second render.
      startTransition(() => {
        if (shell) root = hydrateRoot(container, app());
        else (root = createRoot(container)).render(app());
      });
    })().catch((error) => {
      // `ready` says so too: a host awaiting it is not left waiting for a widget that never started.
      settle(false);
      console.error('MotorQuote: the widget could not start.', error);
    });
    let current: Record<string, unknown> = { ...(rawConfig as Record<string, unknown>) };
    const offs = new Set<() => void>();
    // A source the page's Content-Security-Policy blocks is named, with the directive to add it to
    // (docs/embedding.md#content-security-policy): otherwise the customer meets "technical issue"
    // and the console says nothing from the widget. The violation reaches window from a shadow root too.
    // Only an address is a source to allow: 'inline' and 'eval' are the page refusing markup's handlers
    // and styles (the sanitiser parsing an insurer's text), which nothing should allow.
    const blocked = ({ blockedURI, effectiveDirective: code }: SecurityPolicyViolationEvent) => {
      if (!/^http/.test(blockedURI)) return;
      console.error(`MotorQuote: CSP ${code} blocks ${blockedURI}`);
      widget?.emit('error', { code });
    };
    addEventListener('securitypolicyviolation', blocked);
    offs.add(() => removeEventListener('securitypolicyviolation', blocked));
    const handle: MountedWidget = {
      ready,
      on: listen(host, offs),
      update(settings) {
        if (mounted.get(host) !== handle) return;
        try {
          const { brand, labels, partner, ...rest } = (settings ?? {}) as Record<string, unknown>;
          for (const key of Object.keys(rest))
            console.error(
              `MotorQuote: update() changes brand, labels and partner only; "${key}" was ignored (unmount and mount again to change it).`,
            );
          const merged = (base: unknown, change: unknown) =>
            change && typeof change === 'object' ? { ...(base as object), ...(change as object) } : base;
          const brandNow = merged(current.brand, brand) as Record<string, unknown> | undefined;
          if (brandNow && brand && typeof brand === 'object' && 'theme' in brand)
            brandNow.theme = merged(
              (current.brand as Record<string, unknown> | undefined)?.theme,
              (brand as Record<string, unknown>).theme,
            );
          current = { ...current, brand: brandNow, labels: merged(current.labels, labels), partner: merged(current.partner, partner) };
          // Before the widget's phases have run, they start with these settings instead.
          config = readConfig(current).config;
          removeStyles();
          removeStyles = applyStyles(shadow, config.brand.theme, config.nonce, linked);
          if (partner !== undefined) widget?.stores.proposal.getState().setSourceOfBusiness(config.partner.sourceOfBusiness);
          // The same widget, new settings only: the screen shown keeps its state and fetches nothing again.
          root?.render(app());
        } catch (error) {
          console.error('MotorQuote: update() could not apply the new settings; the widget keeps its old ones.', error);
        }
      },
      unmount() {
        if (mounted.get(host) !== handle) return;
        mounted.delete(host);
        live = false;
        offs.forEach((off) => off());
        settle(false);
        // Leaves nothing running: the draft's waiting write is made now, not by a timer later, so a
        // widget mounted again on this element reads every letter.
        flushDeferredWrites();
        removeStyles();
        shadow.replaceChildren();
        // A host's React calls this from an effect cleanup (route changes, StrictMode), where React's
        // development build refuses a root's synchronous unmount ("while React was already
        // rendering"): the journey's own root is unmounted once the host's commit is done.
        queueMicrotask(() => {
          root?.unmount();
          flushDeferredWrites();
        });
      },
    };
    mounted.set(host, handle);
    return handle;
  } catch (error) {
    console.error('MotorQuote: the widget could not start.', error);
    return nothing();
  }
}
