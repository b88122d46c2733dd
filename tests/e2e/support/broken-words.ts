/**
 * Words and figures split across lines: every word of every visible text in the widget's shadow
 * root (and its portal) is measured as a Range, and one whose boxes sit on more than one line is
 * reported ('£538.7 / 6', 'Includ / ed', '0330 123 / 4567'). A price, a unit, a phone number or a word broken inside itself looks like
 * a broken insurer; only an e-mail address or a reference too long for the screen may wrap.
 */
import type { Page } from 'playwright-core';
import { sel } from './class-names';

/** The split words on the page now, as 'word (in: the start of its text)'. */
export function brokenWords(page: Page, host = '#motor-quote'): Promise<string[]> {
  return page.evaluate(
    ({ hostSelector, hidden }) => {
      const root = document.querySelector(hostSelector)?.shadowRoot;
      if (!root) return [`no shadow root at ${hostSelector}`];
      const found: string[] = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      // Long tokens that may wrap by design: e-mail addresses, web addresses and long references.
      const mayWrap = /@|^https?:|^www\.|^[A-Z0-9-]{16,}$/;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        const parent = node.parentElement;
        if (!parent || !text.trim() || parent.closest(hidden)) continue;
        // A phone number's groups ('0330 123 4567') are one figure: split over two lines it reads as two.
        for (const match of text.matchAll(/\+?\d+(?:[ \u00a0]\d+)+|\S+/g)) {
          if (match[0].length < 2 || mayWrap.test(match[0])) continue;
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0).map((r) => Math.round(r.top)));
          if (tops.size > 1)
            found.push(
              `${match[0]} (in: ${parent.tagName.toLowerCase()}.${[...parent.classList].join('.')} < ${parent.parentElement?.tagName.toLowerCase()}.${[...(parent.parentElement?.classList ?? [])].join('.')})`,
            );
        }
      }
      return found;
    },
    { hostSelector: host, hidden: sel('.mq-visually-hidden, [hidden], [aria-hidden="true"]') },
  );
}
