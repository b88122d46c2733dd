import type { Frame, Page } from 'playwright-core';

/**
 * Which of the widget's CSS selectors match something rendered, read inside the page: every open
 * shadow root's adopted stylesheets (the widget adopts its CSS as a constructable stylesheet), walked
 * through @media, @container, @supports, @layer and nested rules. A selector list is split at its
 * top-level commas; what only a person's pointer or focus brings about (:hover, :focus…) and the
 * pseudo-elements are taken off, so `.mq-button:hover` counts as used when a `.mq-button` is on
 * screen. Conditions (a media or container query) are not checked: the selector is. `:host`,
 * `:host(X)` and `:host(X) Y` are matched against the host element and then inside its shadow root.
 */
export interface StyleUse {
  /** Every selector found, as the browser serialises it. */
  all: string[];
  /** The selectors that match at least one element now. */
  matched: string[];
}

export function readStyleUse(page: Page | Frame): Promise<StyleUse> {
  return page.evaluate(() => {
    // Pseudo-classes a person reaches by pointer or keyboard, and pseudo-elements: stripped before matching.
    const DYNAMIC =
      /::?(?:hover|focus-visible|focus-within|focus|active|visited|before|after|placeholder|backdrop|marker|selection|-webkit-[\w-]+|-moz-[\w-]+)(?![\w-])/g;
    const splitTopLevel = (text: string): string[] => {
      const parts: string[] = [];
      let depth = 0;
      let quote = '';
      let start = 0;
      for (let i = 0; i < text.length; i += 1) {
        const c = text[i];
        if (quote) {
          if (c === '\\') i += 1;
          else if (c === quote) quote = '';
        } else if (c === '"' || c === "'") quote = c;
        else if (c === '(' || c === '[') depth += 1;
        else if (c === ')' || c === ']') depth -= 1;
        else if (c === ',' && depth === 0) {
          parts.push(text.slice(start, i).trim());
          start = i + 1;
        }
      }
      parts.push(text.slice(start).trim());
      return parts.filter(Boolean);
    };
    /** The selector with its dynamic parts taken off; an emptied compound becomes `*`. */
    const matchable = (selector: string) =>
      selector
        .replace(DYNAMIC, '\u0000')
        .replace(/:not\(\u0000+\)/g, '')
        .replace(/(^|[\s>+~(,])\u0000+/g, '$1*')
        .replace(/\u0000/g, '')
        .trim();
    /** `:host`, `:host(X)`, `:host Y`, `:host(X) Y` → [X or null, Y or null]; null for any other selector. */
    const hostParts = (selector: string): [string | null, string | null] | null => {
      if (!selector.startsWith(':host')) return null;
      let rest = selector.slice(5);
      let own: string | null = null;
      if (rest.startsWith('(')) {
        let depth = 0;
        let end = 0;
        for (; end < rest.length; end += 1) {
          if (rest[end] === '(') depth += 1;
          else if (rest[end] === ')' && --depth === 0) break;
        }
        own = rest.slice(1, end);
        rest = rest.slice(end + 1);
      }
      rest = rest.trim().replace(/^>\s*/, '');
      return [own, rest || null];
    };
    const matches = (root: ShadowRoot, raw: string): boolean => {
      const selector = matchable(raw);
      try {
        const host = hostParts(selector);
        if (!host) return root.querySelector(selector) !== null;
        const [own, inside] = host;
        if (own && !root.host.matches(own)) return false;
        return inside ? root.querySelector(inside) !== null : true;
      } catch {
        return false; // not valid once stripped: reported as unmatched, to be looked at
      }
    };
    const selectorsOf = (rules: CSSRuleList, into: Set<string>) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) for (const part of splitTopLevel(rule.selectorText)) into.add(part);
        // Grouping rules (@media, @container, @supports, @layer) and style rules with nested rules.
        if ('cssRules' in rule && !(rule instanceof CSSKeyframesRule)) selectorsOf((rule as CSSGroupingRule).cssRules, into);
      }
    };
    // The script's constructable sheets, and the stylesheet a first-screen shell linked, which the
    // take-over keeps once it has loaded (src/embed/mount.ts).
    const sheetsOf = (root: ShadowRoot) => [...root.adoptedStyleSheets, ...Array.from(root.styleSheets)];
    const roots = Array.from(document.querySelectorAll('*'))
      .map((element) => element.shadowRoot)
      .filter((root): root is ShadowRoot => Boolean(root && sheetsOf(root).length));
    const all = new Set<string>();
    const matched = new Set<string>();
    for (const root of roots) {
      const own = new Set<string>();
      for (const sheet of sheetsOf(root)) selectorsOf(sheet.cssRules, own);
      for (const selector of own) {
        all.add(selector);
        if (!matched.has(selector) && matches(root, selector)) matched.add(selector);
      }
    }
    return { all: [...all], matched: [...matched] };
  });
}

/** Selectors seen and matched, gathered over every state a test visits. */
export class StyleUseLog {
  readonly all = new Set<string>();
  readonly matched = new Set<string>();
  /** Which state first matched each selector: for reading, when a selector is deleted or allowed. */
  readonly firstSeenIn = new Map<string, string>();

  async record(page: Page | Frame, state: string) {
    const use = await readStyleUse(page);
    if (use.all.length === 0) throw new Error(`No stylesheet found in any shadow root at "${state}"`);
    for (const selector of use.all) this.all.add(selector);
    for (const selector of use.matched) {
      this.matched.add(selector);
      if (!this.firstSeenIn.has(selector)) this.firstSeenIn.set(selector, state);
    }
  }

  unmatched(): string[] {
    return [...this.all].filter((selector) => !this.matched.has(selector)).sort();
  }
}
