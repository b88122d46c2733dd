import { createJSONStorage, type PersistStorage, type StorageValue } from 'zustand/middleware';

// Writing the whole draft to sessionStorage on every keystroke (JSON.stringify plus a synchronous
// storage write) was the largest cost of typing on a throttled phone. Writes are gathered and made
// once typing pauses, at the latest after `maxWaitMs`, and at once when the page is hidden or
// unloaded (pagehide fires on reload and on iOS Safari's tab close), so a reload keeps every letter.
const PAUSE_MS = 250;

// The writes still waiting, across every widget on the page: unmount flushes them, so a widget
// mounted again on the same element (a single-page host re-rendering) reads every letter typed.
const waiting = new Set<() => void>();

/** Makes every waiting draft write now; a widget calls it when it unmounts. */
export function flushDeferredWrites() {
  for (const flush of [...waiting]) flush();
}

/** A zustand persist storage over `getStorage` whose writes wait for a pause in typing. */
export function createDeferredStorage<S>(getStorage: () => Storage, maxWaitMs = 1000): PersistStorage<S> | undefined {
  const storage = createJSONStorage<S>(getStorage);
  if (!storage) return undefined;
  const pending = new Map<string, StorageValue<S>>();
  let pause: ReturnType<typeof setTimeout> | undefined;
  let firstPendingAt = 0;

  // Node (unit tests) has no window: there the pause timer alone writes. Held, not looked up when a
  // write fires: a test's jsdom window may be gone by then, and with it the global functions.
  const page = typeof window !== 'undefined' ? window : undefined;
  const flush = () => {
    clearTimeout(pause);
    pause = undefined;
    waiting.delete(flush);
    // Called optionally: a component test's jsdom window is torn down under a timer that fires later.
    page?.removeEventListener?.('pagehide', flush);
    page?.document?.removeEventListener?.('visibilitychange', onHidden);
    try {
      for (const [name, value] of pending) storage.setItem(name, value);
    } catch {
      // A full or refused storage (QuotaExceededError; older Safari private windows allow 0 bytes):
      // the draft stays in memory for this visit, which is all a reload-free journey needs.
    }
    pending.clear();
  };
  const onHidden = () => {
    if (page?.document.visibilityState === 'hidden') flush();
  };

  return {
    getItem: (name) => pending.get(name) ?? storage.getItem(name),
    setItem(name, value) {
      if (pending.size === 0) {
        firstPendingAt = Date.now();
        waiting.add(flush);
        page?.addEventListener('pagehide', flush);
        page?.document.addEventListener('visibilitychange', onHidden);
      }
      pending.set(name, value);
      clearTimeout(pause);
      pause = setTimeout(flush, Math.max(0, Math.min(PAUSE_MS, firstPendingAt + maxWaitMs - Date.now())));
    },
    removeItem(name) {
      pending.delete(name);
      storage.removeItem(name);
    },
  };
}
