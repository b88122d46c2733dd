const CANDIDATES = 'a[href], button, input:not([type="hidden"]), select, textarea, iframe, summary, [tabindex], [contenteditable]';

const radio = (el: Element | null): el is HTMLInputElement => el instanceof HTMLInputElement && el.type === 'radio' && el.name !== '';
const sameGroup = (a: Element | null, b: Element) => a === b || (radio(a) && radio(b) && a.name === b.name && a.form === b.form);

/** Where Tab stops inside a dialog, in order; a dialog opened inside it keeps its own. */
function tabStops(dialog: HTMLElement): HTMLElement[] {
  return Array.from(dialog.querySelectorAll<HTMLElement>(CANDIDATES)).filter(
    // checkVisibility leaves out what is not rendered (jsdom has none and renders nothing).
    (el) =>
      el.tabIndex >= 0 &&
      !(el as HTMLButtonElement).disabled &&
      el.closest('dialog') === dialog &&
      (el.checkVisibility?.({ visibilityProperty: true }) ?? true),
  );
}

/** The member of a radio group that Tab lands on: its checked radio, else the one reached. */
function landing(stops: HTMLElement[], el: HTMLElement): HTMLElement {
  return radio(el) ? (stops.find((stop) => sameGroup(stop, el) && (stop as HTMLInputElement).checked) ?? el) : el;
}

/**
 * Tab from the last stop goes round to the first, Shift+Tab from the first (or from the title that
 * has focus on opening) to the last, as WAI-ARIA's dialog pattern asks. A modal <dialog> makes the
 * page inert but lets Tab leave the dialog for the browser's own controls: Chromium and Firefox left
 * focus on <body> (headless, no toolbar to reach) and WebKit on the <dialog> itself.
 */
export function wrapTab(event: KeyboardEvent, dialog: HTMLElement) {
  const active = event.target as HTMLElement;
  if (active.closest('dialog') !== dialog) return;
  const stops = tabStops(dialog);
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) {
    // Nothing to move to (Please wait): focus stays on the title rather than leaving the dialog.
    event.preventDefault();
    return;
  }
  const before = (stop: HTMLElement) =>
    sameGroup(active, stop) || Boolean(stop.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_PRECEDING);
  const after = (stop: HTMLElement) =>
    sameGroup(active, stop) || Boolean(stop.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING);
  const next = event.shiftKey ? (before(first) ? last : null) : after(last) ? first : null;
  if (!next) return;
  event.preventDefault();
  landing(stops, next).focus();
}
