import DOMPurify from 'dompurify';

// Endorsement text is the insurer's HTML: headings, paragraphs, lists and emphasis are all it needs.
const ALLOWED_TAGS = ['h4', 'p', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'br', 'span'];

/**
 * Endorsement HTML made safe to render: scripts, handlers, links, styles and every other tag are
 * dropped. Its h4 'code - description' heading is re-levelled to sit under the page's own section
 * heading (a skipped level confuses screen-reader users moving by headings). Needs a DOM.
 */
export function sanitiseEndorsement(html: string, headingLevel: 3 | 4 | 5 = 4): string {
  const fragment = DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: [], RETURN_DOM_FRAGMENT: true });
  const owner = fragment.ownerDocument;
  for (const h4 of Array.from(fragment.querySelectorAll('h4'))) {
    const heading = owner.createElement(`h${headingLevel}`);
    heading.className = 'mq-endorsement__title';
    heading.append(...Array.from(h4.childNodes));
    h4.replaceWith(heading);
  }
  const holder = owner.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}
