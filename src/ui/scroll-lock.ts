const SET = ['overflow-x', 'overflow-y', 'scrollbar-gutter'] as const;

let locks = 0;
let unlock = () => {};

/**
 * Holds the host page still behind a modal. The page's own inline values are kept and put back as
 * they were (priority too, and no style attribute left behind where there was none): the page is
 * the integrator's. <html>, not <body>: a page that sets `html { overflow-y: scroll }` (to keep its
 * scrollbar) stops body's overflow reaching the viewport. Counted, so a modal over a modal (or two
 * widgets on one page) unlocks only as the last one closes. Returns the release, safe to call twice.
 */
export function lockPageScroll(): () => void {
  locks += 1;
  if (locks === 1) unlock = lock(document.documentElement);
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    locks -= 1;
    if (locks === 0) unlock();
  };
}

function lock(html: HTMLElement): () => void {
  const hadStyle = html.hasAttribute('style');
  const saved = SET.map((name) => [name, html.style.getPropertyValue(name), html.style.getPropertyPriority(name)] as const);
  // A scrollbar that takes room (not an overlay one) keeps its gutter, so the page does not shift
  // sideways under the backdrop as the scrollbar goes.
  const scrollbar = window.innerWidth - html.clientWidth;
  // !important: inline important beats the page's own `html { overflow: … !important }`.
  html.style.setProperty('overflow-x', 'hidden', 'important');
  html.style.setProperty('overflow-y', 'hidden', 'important');
  if (scrollbar > 0) html.style.setProperty('scrollbar-gutter', 'stable', 'important');
  return () => {
    for (const [name, value, priority] of saved) {
      if (value) html.style.setProperty(name, value, priority);
      else html.style.removeProperty(name);
    }
    if (!hadStyle && !html.getAttribute('style')) html.removeAttribute('style');
  };
}
