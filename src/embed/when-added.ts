import type { MountedWidget } from './mounted-widget';

/** How long the script's own mount waits for a target not yet on the page (docs/embedding.md#loading-signals). */
const TARGET_WAIT_MS = 10_000;

/**
 * A handle for a widget whose target is not on the page yet: it mounts as soon as the target is
 * added (a single-page app's route change, a tag manager's block), or, after TARGET_WAIT_MS, says on
 * the console that it never came. unmount() before then stops the wait; listeners and the last
 * update() are passed on to the widget once it mounts.
 */
export function whenAdded(find: () => Element | null, start: (host: Element) => MountedWidget, missing: () => void): MountedWidget {
  let widget: MountedWidget | undefined;
  let settings: Parameters<MountedWidget['update']>[0] | undefined;
  let settle: (shown: boolean) => void = () => {};
  const ready = new Promise<boolean>((resolve) => (settle = resolve));
  // Each listener: how to attach it to the widget, and how to take it off once attached.
  const listeners = new Set<{ attach: (to: MountedWidget) => () => void; off: () => void }>();
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  const observer = new MutationObserver(() => {
    const host = find();
    if (!host) return;
    stop();
    widget = start(host);
    if (settings) widget.update(settings);
    for (const entry of listeners) entry.off = entry.attach(widget);
    void widget.ready.then(settle);
  });
  observer.observe(document, { childList: true, subtree: true });
  const timer = setTimeout(() => {
    stop();
    missing();
    settle(false);
  }, TARGET_WAIT_MS);
  return {
    ready,
    update: (next) => (widget ? widget.update(next) : (settings = next)),
    unmount() {
      stop();
      settle(false);
      widget?.unmount();
    },
    on(name, listener) {
      const entry = { attach: (to: MountedWidget) => to.on(name, listener), off: () => {} };
      listeners.add(entry);
      if (widget) entry.off = entry.attach(widget);
      return () => {
        listeners.delete(entry);
        entry.off();
      };
    },
  };
}
