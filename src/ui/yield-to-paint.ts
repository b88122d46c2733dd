/**
 * Resolves in a later task, so the browser can paint what a press has changed so far before the
 * heavy part of its work runs (docs/performance.md#interactions: a tap must answer on screen within
 * 200 ms at 4x CPU). scheduler.yield() where the engine has it (Chromium 129+, Firefox 142+), whose
 * continuation runs ahead of other queued tasks; elsewhere (Safari) a timer, unclamped at the top
 * level of a press's handler.
 */
export const yieldToPaint = (): Promise<void> =>
  (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler?.yield?.() ?? new Promise((resolve) => setTimeout(resolve));
