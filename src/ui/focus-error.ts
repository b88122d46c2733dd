import { afterPress, pressCount, smoothScrollStarted } from './after-press';

/** Scrolling waits this long for what a press opened (docs/product/constants.md#timings). */
const SCROLL_DELAY_MS = 200;

/**
 * The widget lives in a shadow root, where document.getElementById cannot see it: look ids up in
 * the root node of an element we already hold (a ShadowRoot, or the Document outside one).
 */
function findById(from: Node, id: string): HTMLElement | null {
  const root = from.getRootNode() as Document | ShadowRoot;
  return typeof root.getElementById === 'function' ? (root.getElementById(id) as HTMLElement | null) : null;
}

function prefersReducedMotion(): boolean {
  // typeof window first: a component test's jsdom window can be gone when a scroll timer fires.
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

function scrollIntoView(el: Element, block: ScrollLogicalPosition = 'center', instant = false): void {
  const smooth = !instant && !prefersReducedMotion();
  // A press while it glides stops it there (ui/after-press.ts): the page never moves mid-click.
  if (smooth) smoothScrollStarted(el);
  // jsdom and some old engines have no scrollIntoView; focus still lands.
  el.scrollIntoView?.({ behavior: smooth ? 'smooth' : 'auto', block });
}

/** Moves to a field by id, as an error-summary link does: scrolls its field into view, then focuses. */
export function focusById(from: Node, id: string): boolean {
  const el = findById(from, id);
  if (!el) return false;
  scrollIntoView(el.closest('.mq-field') ?? el);
  el.focus({ preventScroll: true });
  return true;
}

const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]';

/** Whether focus is in a field she can type or choose in (only she puts it there after a failed press). */
function inField(container: ParentNode): boolean {
  const active = ((container as Node).getRootNode?.() as Document | ShadowRoot | undefined)?.activeElement;
  return Boolean(active?.matches('input, select, textarea'));
}

/** Focuses the control of the first field showing an error inside the container. */
function focusFirstError(container: ParentNode): HTMLElement | null {
  const field = container.querySelector<HTMLElement>('[data-invalid], [aria-invalid="true"]');
  if (!field) return null;
  const control = field.matches(FOCUSABLE) ? field : field.querySelector<HTMLElement>(FOCUSABLE);
  scrollIntoView(field);
  control?.focus({ preventScroll: true });
  return control ?? field;
}

/**
 * After a failed Continue: waits for the accordion and error messages to render (docs/product/validation.md#when-an-error-shows:
 * 200 ms, 300 ms in Chrome, so the caller passes the delay), then scrolls to and focuses the first error.
 * Resolves with the element focused, or null when there was nothing to go to or she pressed meanwhile.
 */
export function scrollToFirstError(container: ParentNode | null, delayMs = SCROLL_DELAY_MS): Promise<HTMLElement | null> {
  const planned = pressCount();
  return new Promise((resolve) => {
    // A press in the pause (a link of the error summary, a field she went to herself), or focus in a
    // field she reached by keys or by a script that fills it (Playwright's fill, a password manager),
    // is where she chose to be: the page neither scrolls nor takes focus from under her keys (issue
    // 33: a date typed on after a failed Continue lost its last keys to the first error's field).
    setTimeout(() => resolve(container && pressCount() === planned && !inField(container) ? focusFirstError(container) : null), delayMs);
  });
}

/**
 * Moves focus to what an action brought into view (a newly opened step's heading, a found car, a
 * new price): focus at once, so a keyboard or screen-reader user is never left on the page's
 * <body>, and the page jumps to it at once, in the same task as the change was rendered (the caller
 * renders it first, with flushSync where it comes after an await). A jump, not a glide: a smooth
 * scroll still running while the customer aims at the next question moved it under her pointer
 * (WebKit, Firefox). Not a frame later either: under load that frame came after Firefox's element
 * click (puppeteer) had aimed at the car's value, and the jump put "No" under it
 * (docs/contributing.md#finding-a-flaky-test).
 */
export function focusAndReveal(from: Node, id: string, nextFrame = false): void {
  const el = findById(from, id);
  el?.focus({ preventScroll: true });
  if (!nextFrame) return void (el && scrollIntoView(el, 'start', true));
  // For a change React renders in a later task (a modal closing after an await): in the next frame,
  // unless she has pressed something meanwhile.
  const planned = pressCount();
  requestAnimationFrame(() => {
    if (el?.isConnected && pressCount() === planned) scrollIntoView(el, 'start', true);
  });
}

/** Scrolls a block such as a server error notice into view after the same settling delay. */
export function scrollIntoViewLater(el: Element | null, delayMs = SCROLL_DELAY_MS): Promise<void> {
  const planned = pressCount();
  return new Promise((resolve) => {
    setTimeout(() => {
      // A customer who has pressed something since is already working where they are: the page
      // is not moved under them (and never between a press and its click).
      if (pressCount() !== planned) return resolve();
      afterPress(() => {
        if (el && pressCount() === planned) scrollIntoView(el, 'start');
        resolve();
      });
    }, delayMs);
  });
}
