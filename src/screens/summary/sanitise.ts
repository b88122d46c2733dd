import DOMPurify from 'dompurify';

// Endorsements are short formatted text: headings, paragraphs and lists, never links, images or styles.
const ALLOWED_TAGS = ['h4', 'h5', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'br', 'span'];

/** The insurer's endorsement HTML with everything but plain formatting removed (scripts, handlers, links). */
export function sanitiseHtml(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: [] });
}
