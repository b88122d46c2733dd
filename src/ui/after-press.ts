import { useEffect } from 'react';

/**
 * A customer's click must act. A click is a press and a release on the same element; anything that
 * moves the page in between (an error revealed because the press took focus from a field) turns it
 * into nothing, as the release lands on whatever slid under the pointer. Which focus change a press
 * causes differs by engine: Chromium and Firefox focus a pressed button (blur's relatedTarget is the
 * button), Safari/WebKit never focuses a button, radio or tick box on click (relatedTarget is null),
 * and on a touch screen the blur comes only after the finger is lifted, just before the click. So
 * instead of guessing from the focus change, work that changes the layout because a field was left
 * waits, while a pointer is down, until that press's click has been handled.
 */

/** After a finger is lifted the click can come later than after a mouse button (touch gestures). */
const CLICK_AFTER_RELEASE_MS = 500;

let pressed = false;
/** Presses seen so far: work planned earlier can tell whether the customer has pressed since. */
let presses = 0;
/** An element the widget is scrolling into view smoothly, and until when. */
let smooth: { el: Element; until: number } | null = null;
let waiting: Array<() => void> = [];
let releaseTimer: ReturnType<typeof setTimeout> | undefined;
let users = 0;

function release() {
  clearTimeout(releaseTimer);
  releaseTimer = undefined;
  pressed = false;
  const run = waiting;
  waiting = [];
  for (const fn of run) fn();
}

// isPrimary false is a second finger; older engines leave it undefined for the only pointer.
const onPointerDown = (event: PointerEvent) => {
  if (event.isPrimary === false) return;
  clearTimeout(releaseTimer);
  pressed = true;
  presses += 1;
  haltSmoothScroll();
};
// The click, if any, is dispatched after the release: for a mouse in the same task, after a tap a
// little later. The timer lets the waiting work run when no click comes (released elsewhere).
const onPointerUp = (event: PointerEvent) => {
  if (!pressed || event.isPrimary === false) return;
  clearTimeout(releaseTimer);
  releaseTimer = setTimeout(release, CLICK_AFTER_RELEASE_MS);
};
// Seen first (capturing on the window): the waiting work runs once the click's own handlers have.
const onClick = () => {
  if (!pressed) return;
  clearTimeout(releaseTimer);
  releaseTimer = setTimeout(release, 0);
};

const LISTENERS = [
  ['pointerdown', onPointerDown],
  ['pointerup', onPointerUp],
  ['pointercancel', release],
  ['click', onClick],
] as const;

/** Starts following presses on the window; the returned function stops (the last user removes the listeners). */
export function trackPresses(win: Window = window): () => void {
  users += 1;
  if (users === 1) for (const [type, listener] of LISTENERS) win.addEventListener(type, listener as EventListener, true);
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    users -= 1;
    if (users > 0) return;
    for (const [type, listener] of LISTENERS) win.removeEventListener(type, listener as EventListener, true);
    release();
  };
}

/** How many presses have begun: compare two readings to know whether the customer pressed in between. */
export const pressCount = (): number => presses;

/** Notes a smooth scroll the widget started, which a press must stop (see haltSmoothScroll). */
export function smoothScrollStarted(el: Element, durationMs = 1_000): void {
  smooth = { el, until: Date.now() + durationMs };
}

/**
 * A press during the widget's own smooth scroll (a step heading being brought into view) would
 * have the page glide under the pointer before the release: the scroll stops where it is. A new
 * instant scroll to the current place cancels a smooth one in every engine.
 */
function haltSmoothScroll() {
  if (!smooth || Date.now() > smooth.until) return;
  let node: Node | null = smooth.el;
  smooth = null;
  while (node) {
    if (node instanceof Element && node.scrollHeight > node.clientHeight)
      node.scrollTo({ left: node.scrollLeft, top: node.scrollTop, behavior: 'instant' });
    node = node.parentNode instanceof ShadowRoot ? node.parentNode.host : node.parentNode;
  }
  const win = window;
  win.scrollTo({ left: win.scrollX, top: win.scrollY, behavior: 'instant' });
}

/** Runs `fn` now, or, while a pointer is pressed, once its click has been handled. */
export function afterPress(fn: () => void): void {
  if (pressed) waiting.push(fn);
  else fn();
}

/** For a component whose layout changes on blur: presses are followed while it is mounted. */
export function useAfterPress(): typeof afterPress {
  useEffect(() => trackPresses(), []);
  return afterPress;
}
