/**
 * The part of the user layer that runs inside the page, in any engine: it finds an element as a
 * person would (by its label, its group's legend, a button's words) through the widget's open
 * shadow root, and reports where it is on screen and what a pointer there would hit. It is sent
 * to the page as source text (Function.prototype.toString), so it must stay self-contained: no
 * imports, no closures over module variables.
 */

/** Text to match: a string matched whole (spaces collapsed), or a regular expression. */
export type Match = string | { re: string; flags: string };

export type Query =
  | { by: 'label'; name: Match }
  | { by: 'button'; name: Match }
  | { by: 'link'; name: Match }
  | { by: 'heading'; name: Match }
  | { by: 'text'; name: Match }
  | { by: 'option'; name: Match }
  | { by: 'group'; name: Match }
  /** A radio card or tick box by its visible words, inside the group whose legend is `group`. */
  | { by: 'choice'; group: Match; name: Match };

export interface Located {
  /** How many visible elements matched (the first is used). */
  count: number;
  /** Its centre in the top page's viewport, after scrolling it into view. */
  x: number;
  y: number;
  width: number;
  height: number;
  disabled: boolean;
  /** The element a pointer at (x, y) would hit is the target or inside it. */
  hit: boolean;
  /** (x, y) is inside the top page's viewport, where a pointer can press. */
  inView: boolean;
  /**
   * Its centre is cut off by an ancestor that clips (overflow other than visible): not yet seen, as
   * the end of a step whose panel is still growing open (0.3 s) is not.
   */
  clipped: boolean;
  /** What covers the target when `hit` is false (tag, id, class, first words). */
  covering: string;
  value: string | null;
  checked: boolean | null;
}

export interface Request {
  query: Query;
  /** A CSS selector (an open step's panel) or a dialog's name, searched in first. */
  within?: { css: string } | { dialog: Match };
  /** The title of a same-origin iframe whose document holds the element (the card page). */
  frame?: string;
  scroll?: boolean;
  /** Extra step: 'focus' focuses it, 'read' only reads. */
  act?: 'focus' | 'read';
}

/** Runs in the page: returns the first visible match of the request, or null. */
export function locateInPage(request: Request): Located | null {
  const norm = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const matches = (m: Match, text: string) => (typeof m === 'string' ? norm(text) === norm(m) : new RegExp(m.re, m.flags).test(norm(text)));

  // Every open shadow root under a root, and the root itself.
  const rootsOf = (start: Document | ShadowRoot): Array<Document | ShadowRoot> => {
    const found: Array<Document | ShadowRoot> = [start];
    for (let i = 0; i < found.length; i += 1) {
      for (const el of Array.from(found[i]!.querySelectorAll('*'))) if (el.shadowRoot) found.push(el.shadowRoot);
    }
    return found;
  };
  const all = (roots: Array<Document | ShadowRoot | Element>, css: string): Element[] =>
    roots.flatMap((r) => Array.from(r.querySelectorAll(css)));
  const visible = (el: Element) => {
    if (el.getClientRects().length === 0) return false;
    const style = getComputedStyle(el);
    return style.visibility !== 'hidden' && style.display !== 'none';
  };
  const byId = (el: Element, id: string) => (el.getRootNode() as Document | ShadowRoot).getElementById(id);
  const labelledBy = (el: Element) => {
    const ids = el.getAttribute('aria-labelledby');
    return ids
      ? ids
          .split(/\s+/)
          .map((id) => norm(byId(el, id)?.textContent))
          .join(' ')
      : null;
  };
  const nameOf = (el: Element): string => {
    const byRef = labelledBy(el);
    if (byRef) return byRef;
    const aria = el.getAttribute('aria-label');
    if (aria) return norm(aria);
    return norm(el.textContent);
  };
  const labelOf = (el: Element): string[] => {
    const names: string[] = [];
    const byRef = labelledBy(el);
    if (byRef) names.push(byRef);
    const aria = el.getAttribute('aria-label');
    if (aria) names.push(norm(aria));
    const labels = (el as HTMLInputElement).labels;
    if (labels) for (const label of Array.from(labels)) names.push(norm(label.textContent));
    return names;
  };

  let doc: Document = document;
  let frame: HTMLIFrameElement | undefined;
  if (request.frame) {
    frame = all(rootsOf(document), 'iframe').find((f) => f.getAttribute('title') === request.frame) as HTMLIFrameElement | undefined;
    const inner = frame?.contentDocument;
    if (!frame || !inner || inner.readyState === 'loading') return null;
    doc = inner;
  }
  // Where the frame's viewport starts in the top page's (it moves when the top page scrolls).
  const offset = () => {
    if (!frame) return { x: 0, y: 0 };
    const box = frame.getBoundingClientRect();
    return { x: box.left + frame.clientLeft, y: box.top + frame.clientTop };
  };
  let roots: Array<Document | ShadowRoot | Element> = rootsOf(doc);
  if (request.within) {
    const within = request.within;
    const scopes =
      'css' in within
        ? all(roots, within.css)
        : all(roots, '[role="dialog"],[role="alertdialog"],dialog').filter((d) => matches(within.dialog, nameOf(d)));
    const scope = scopes.find(visible);
    if (!scope) return null;
    roots = [scope, ...rootsOf(doc).filter((r) => r !== doc && scope.contains((r as ShadowRoot).host))];
  }

  const q = request.query;
  let candidates: Element[] = [];
  if (q.by === 'label')
    candidates = all(roots, 'input,select,textarea,[role="combobox"],[role="textbox"]').filter((el) =>
      labelOf(el).some((n) => matches(q.name, n)),
    );
  if (q.by === 'button')
    candidates = all(roots, 'button,[role="button"],input[type="submit"],input[type="button"]').filter((el) =>
      matches(q.name, nameOf(el) || (el as HTMLInputElement).value || ''),
    );
  if (q.by === 'link') candidates = all(roots, 'a[href],[role="link"]').filter((el) => matches(q.name, nameOf(el)));
  if (q.by === 'heading') candidates = all(roots, 'h1,h2,h3,h4,h5,h6,[role="heading"]').filter((el) => matches(q.name, nameOf(el)));
  if (q.by === 'option') candidates = all(roots, '[role="option"]').filter((el) => matches(q.name, nameOf(el)));
  const groupsNamed = (m: Match) =>
    all(roots, 'fieldset,[role="group"],[role="radiogroup"]').filter((el) => {
      const legend = el.tagName === 'FIELDSET' ? el.querySelector(':scope > legend') : null;
      return matches(m, legend ? norm(legend.textContent) : nameOf(el));
    });
  if (q.by === 'group') candidates = groupsNamed(q.name);
  // The smallest element whose own words match: the words a person reads, not a wrapper of them.
  const smallestWithText = (scopeRoots: Array<Document | ShadowRoot | Element>, m: Match) =>
    all(scopeRoots, 'body *, *')
      .filter((el) => !['SCRIPT', 'STYLE', 'TEMPLATE'].includes(el.tagName) && matches(m, norm(el.textContent)))
      .filter((el, _i, list) => !list.some((other) => other !== el && el.contains(other)));
  if (q.by === 'text') candidates = smallestWithText(roots, q.name);
  if (q.by === 'choice') {
    candidates = groupsNamed(q.group)
      .filter(visible)
      .flatMap((group) => smallestWithText([group], q.name))
      // The radio card's label (or what holds the words inside it) is what a person presses.
      .map((el) => el.closest('label') ?? el);
  }
  const shown = candidates.filter((el, i, list) => list.indexOf(el) === i && visible(el));
  const target = shown[0] as HTMLElement | undefined;
  if (!target) return null;

  // The last element found, for armPressInPage to check where the pointer lands.
  (doc.defaultView as Window & { __mqTarget?: Element }).__mqTarget = target;
  if (request.act === 'focus') target.focus();
  if (request.scroll) {
    // In view in its own document and, inside a frame, in the top page's viewport too
    // (scrollIntoView scrolls the same-origin parent as well).
    const box = target.getBoundingClientRect();
    const view = target.ownerDocument.defaultView!;
    const o = offset();
    const outside = (top: number, bottom: number, left: number, right: number, w: Window) =>
      top < 0 || bottom > w.innerHeight || left < 0 || right > w.innerWidth;
    if (
      outside(box.top, box.bottom, box.left, box.right, view) ||
      outside(box.top + o.y, box.bottom + o.y, box.left + o.x, box.right + o.x, window)
    ) {
      target.scrollIntoView({ block: 'center', inline: 'center' });
    }
  }
  // Through every shadow root on the way down, what a pointer at the centre would land on.
  const landsOn = (): Element | null => {
    const { left, top, width, height } = target.getBoundingClientRect();
    let el: Element | null = doc.elementFromPoint(left + width / 2, top + height / 2);
    while (el?.shadowRoot) {
      const inner = el.shadowRoot.elementFromPoint(left + width / 2, top + height / 2);
      if (!inner || inner === el) break;
      el = inner;
    }
    return el;
  };
  // Under a sticky part of what scrolls (a dialog's header or footer), a person scrolls the content
  // out from under it before pressing; anything else covering it stays a finding.
  const underSticky = (el: Element | null) => {
    for (let up = el; up && !up.contains(target); up = up.parentElement) if (getComputedStyle(up).position === 'sticky') return true;
    return false;
  };
  if (request.scroll && underSticky(landsOn())) target.scrollIntoView({ block: 'center', inline: 'center' });
  const box = target.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  const hitEl: Element | null = landsOn();
  let clipped = false;
  for (let up: Node | null = target.parentNode; up && !clipped; up = up instanceof ShadowRoot ? up.host : up.parentNode) {
    if (!(up instanceof Element)) continue;
    const style = getComputedStyle(up);
    if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
    const clip = up.getBoundingClientRect();
    clipped = x < clip.left || x > clip.right || y < clip.top || y > clip.bottom;
  }
  const labelFor = target.tagName === 'LABEL' ? (target as HTMLLabelElement).control : null;
  const hit = Boolean(hitEl && (target.contains(hitEl) || hitEl === labelFor));
  const describe = (el: Element | null) =>
    el
      ? `<${el.tagName.toLowerCase()}${el.id ? ` id="${el.id}"` : ''}${el.className && typeof el.className === 'string' ? ` class="${el.className}"` : ''}> "${norm(el.textContent).slice(0, 60)}"`
      : 'nothing';
  const input = (labelFor ??
    (['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName) ? target : target.querySelector('input'))) as HTMLInputElement | null;
  const topX = Math.round(x + offset().x);
  const topY = Math.round(y + offset().y);
  return {
    count: shown.length,
    x: topX,
    y: topY,
    clipped,
    inView: topX >= 0 && topY >= 0 && topX < window.innerWidth && topY < window.innerHeight,
    width: box.width,
    height: box.height,
    disabled: Boolean((target as HTMLButtonElement).disabled || target.getAttribute('aria-disabled') === 'true'),
    hit,
    covering: hit ? '' : describe(hitEl),
    value: input && 'value' in input ? String(input.value) : null,
    checked: input && (input.type === 'radio' || input.type === 'checkbox') ? input.checked : null,
  };
}

/** Runs in the page: moves a focused native select to the option with these words (or index). */
export function selectPlanInPage(request: { option: Match | { index: number } }): { steps: number; options: string[] } | null {
  const norm = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  let el: Element | null = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  if (!(el instanceof HTMLSelectElement)) return null;
  const options = Array.from(el.options);
  const want = request.option;
  const index =
    typeof want === 'object' && 'index' in want
      ? want.index
      : options.findIndex((o) =>
          typeof want === 'string'
            ? norm(o.textContent) === norm(want) || o.value === want
            : new RegExp(want.re, want.flags).test(norm(o.textContent)),
        );
  if (index < 0) return { steps: 0, options: options.map((o) => norm(o.textContent)) };
  // Arrow keys skip disabled options (the placeholder), so count only the ones they stop at.
  const from = el.selectedIndex;
  const between = options.slice(Math.min(from, index) + 1, Math.max(from, index) + 1).filter((o) => !o.disabled).length;
  return { steps: index >= from ? between : -between, options: [] };
}

export interface PressRecord {
  /** What the pointer went down on, and its place then and when the pointer came up. */
  down: string | null;
  before: { x: number; y: number } | null;
  after: { x: number; y: number } | null;
  /** The element the click event went to (null: no click event at all). */
  clicked: string | null;
  /** Whether the pointer went down on the element asked for (or on the control its label is for). */
  landed: boolean | null;
}

/**
 * Runs in the page (or the frame) before a press: records where the element under the pointer was
 * at pointerdown and at pointerup, and whether a click followed, so that layout moving under the
 * pointer mid-click (what swallows a customer's click) fails the test every time, not now and then.
 */
export function armPressInPage(request: { frame?: string }) {
  let doc: Document = document;
  if (request.frame) {
    const find = (root: Document | ShadowRoot): HTMLIFrameElement | undefined => {
      for (const el of Array.from(root.querySelectorAll('*'))) {
        if (el.tagName === 'IFRAME' && el.getAttribute('title') === request.frame) return el as HTMLIFrameElement;
        const inner = el.shadowRoot ? find(el.shadowRoot) : undefined;
        if (inner) return inner;
      }
      return undefined;
    };
    doc = find(document)?.contentDocument ?? document;
  }
  const win = doc.defaultView as Window & { __mqPress?: PressRecord };
  const record: PressRecord = { down: null, before: null, after: null, clicked: null, landed: null };
  win.__mqPress = record;
  let target: Element | null = null;
  const describe = (el: Element) =>
    `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> "${(el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
  const place = (el: Element) => {
    const box = el.getBoundingClientRect();
    return { x: Math.round(box.left), y: Math.round(box.top) };
  };
  const down = (event: Event) => {
    target = event.composedPath()[0] as Element;
    const x = (event as PointerEvent).clientX;
    const y = (event as PointerEvent).clientY;
    const asked = (win as Window & { __mqTarget?: Element }).__mqTarget;
    if (asked) {
      const labelFor = asked.tagName === 'LABEL' ? (asked as HTMLLabelElement).control : null;
      record.landed = asked.contains(target) || target === labelFor;
      if (!record.landed)
        record.down = `${describe(target)} at (${x}, ${y}); asked for ${describe(asked)} at ${JSON.stringify(place(asked))}`;
    }
    record.down ??= describe(target);
    record.before = place(target);
  };
  const up = () => {
    if (target) record.after = place(target);
  };
  const click = (event: Event) => {
    record.clicked = describe(event.composedPath()[0] as Element);
    win.removeEventListener('pointerdown', down, true);
    win.removeEventListener('pointerup', up, true);
    win.removeEventListener('click', click, true);
  };
  win.addEventListener('pointerdown', down, true);
  win.addEventListener('pointerup', up, true);
  win.addEventListener('click', click, true);
}

/**
 * Runs in the page (or the frame): the element's own click() on what the last look found, with no
 * pointer or focus events at all, as voice control and switch access deliver a press.
 */
export function clickTargetInPage(request: { frame?: string }) {
  let doc: Document = document;
  if (request.frame) {
    const find = (root: Document | ShadowRoot): HTMLIFrameElement | undefined => {
      for (const el of Array.from(root.querySelectorAll('*'))) {
        if (el.tagName === 'IFRAME' && el.getAttribute('title') === request.frame) return el as HTMLIFrameElement;
        const inner = el.shadowRoot ? find(el.shadowRoot) : undefined;
        if (inner) return inner;
      }
      return undefined;
    };
    doc = find(document)?.contentDocument ?? document;
  }
  ((doc.defaultView as Window & { __mqTarget?: HTMLElement }).__mqTarget as HTMLElement).click();
}

/** Runs in the page (or the frame) after a press: what armPressInPage saw, or null if the page has gone. */
export function readPressInPage(request: { frame?: string }): PressRecord | null {
  let doc: Document | null | undefined = document;
  if (request.frame) {
    const find = (root: Document | ShadowRoot): HTMLIFrameElement | undefined => {
      for (const el of Array.from(root.querySelectorAll('*'))) {
        if (el.tagName === 'IFRAME' && el.getAttribute('title') === request.frame) return el as HTMLIFrameElement;
        const inner = el.shadowRoot ? find(el.shadowRoot) : undefined;
        if (inner) return inner;
      }
      return undefined;
    };
    doc = find(document)?.contentDocument;
  }
  const win = doc?.defaultView as (Window & { __mqPress?: PressRecord }) | null | undefined;
  return win?.__mqPress ?? null;
}

/**
 * Runs in the page: whether focus is somewhere (the widget's shadow root, whose host is then the
 * document's active element, or the card frame) rather than on the page's <body>, where a keyboard
 * or screen-reader user would have to start again from the top of the host page.
 */
export function focusPlacedInPage(): boolean {
  const active = document.activeElement;
  return active !== null && active !== document.body && active !== document.documentElement;
}

export interface OpenDialog {
  /** Its accessible name (aria-labelledby). */
  name: string;
  /** Shown with showModal(): in the top layer, the rest of the document inert. */
  modal: boolean;
  /** It, its styles and its ::backdrop are the widget's shadow root's. */
  inShadowRoot: boolean;
  /** Its ::backdrop's computed background. */
  backdrop: string;
}

export interface DialogsState {
  /** The open <dialog>s, outermost first (a layer opened inside a modal is inside it). */
  open: OpenDialog[];
  /** The computed background the widget's styles give a modal's ::backdrop, the theme applied. */
  themedBackdrop: string;
  /** The name of the innermost open dialog that holds focus; null when focus is in none. */
  focusIn: string | null;
  /** The words of the focused element of the widget ('' when focus is outside it). */
  focused: string;
  /** Where Tab stops in the innermost open dialog: enabled, rendered, tabIndex >= 0. */
  tabStops: number;
  /** The host page's top-left corner hits the widget (its backdrop), not the page. */
  pageCovered: boolean;
  /** A link of the host page, or a button of the widget outside the dialogs, takes focus (inertness). */
  behindTakesFocus: boolean;
  /** <html>'s style attribute (the scroll lock sets it and gives it back) and its overflow-y. */
  htmlStyle: string | null;
  pageOverflow: string;
}

/** Runs in the page: the widget's open dialogs, what is behind them, and where focus is (`classes`: the built script's selectors for its portal and root). */
export function dialogsInPage(classes: { portal: string; root: string }): DialogsState {
  const norm = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const host = document.querySelector('#motor-quote') as HTMLElement;
  const root = host.shadowRoot!;
  const dialogs = Array.from(root.querySelectorAll('dialog')).filter((d) => d.open);
  const nameOf = (d: Element) =>
    (d.getAttribute('aria-labelledby') ?? '')
      .split(/\s+/)
      .map((id) => norm(root.getElementById(id)?.textContent))
      .join(' ');
  // What ::backdrop of .mq-modal computes to, had it the theme: a probe with the same value.
  const probe = document.createElement('div');
  probe.style.background = 'color-mix(in srgb, var(--mq-color-text) 60%, transparent)';
  (root.querySelector(classes.portal) ?? root).append(probe);
  const themedBackdrop = getComputedStyle(probe).backgroundColor;
  probe.remove();
  const active = root.activeElement as HTMLElement | null;
  const holding = dialogs.filter((d) => active && d.contains(active)).at(-1);
  const innermost = dialogs.at(-1);
  const stops = innermost
    ? Array.from(
        innermost.querySelectorAll<HTMLElement>('a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]'),
      ).filter(
        (el) =>
          el.tabIndex >= 0 && !(el as HTMLButtonElement).disabled && el.closest('dialog') === innermost && el.getClientRects().length > 0,
      )
    : [];
  // Radios of one group are one stop.
  const groups = new Set(stops.map((el) => ((el as HTMLInputElement).type === 'radio' ? `radio:${(el as HTMLInputElement).name}` : el)));
  const tries = (el: HTMLElement | null | undefined, owner: Document | ShadowRoot) => {
    if (!el) return false;
    el.focus();
    const took = owner.activeElement === el;
    active?.focus();
    return took;
  };
  const behind = Array.from(root.querySelectorAll<HTMLButtonElement>(`${classes.root} button`)).find(
    (el) => !el.closest('dialog') && !el.disabled && el.getClientRects().length > 0,
  );
  const corner = document.elementFromPoint(1, 1);
  return {
    open: dialogs.map((d) => ({
      name: nameOf(d),
      modal: d.matches(':modal'),
      inShadowRoot: d.getRootNode() === root,
      backdrop: getComputedStyle(d, '::backdrop').backgroundColor,
    })),
    themedBackdrop,
    focusIn: holding ? nameOf(holding) : null,
    focused: norm(active?.getAttribute('aria-label') || active?.textContent),
    tabStops: groups.size,
    pageCovered: corner === host && (innermost ? root.elementFromPoint(1, 1) === innermost : false),
    // Tried only behind a modal: with none open, the link would simply keep the focus it took.
    behindTakesFocus: innermost?.matches(':modal')
      ? tries(document.querySelector<HTMLElement>('a[href]'), document) || tries(behind, root)
      : false,
    htmlStyle: document.documentElement.getAttribute('style'),
    pageOverflow: getComputedStyle(document.documentElement).overflowY,
  };
}
