// Endorsement text arrives from the API as HTML. It is rebuilt from an allow-list instead of being
// trusted: parsed in an inert DOMParser document (no script runs, no image loads there), then
// copied tag by tag with no attributes except a checked https link. This does DOMPurify's job for
// this tiny vocabulary in a few hundred bytes, which matters for a widget with a size budget.
const KEEP = new Set(['H3', 'H4', 'H5', 'P', 'UL', 'OL', 'LI', 'STRONG', 'EM', 'B', 'I', 'BR', 'SPAN', 'A']);
// Elements whose content is code or metadata, never text to show.
const DROP = new Set([
  'SCRIPT',
  'STYLE',
  'TEMPLATE',
  'NOSCRIPT',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'SVG',
  'MATH',
  'TITLE',
  'HEAD',
  'TEXTAREA',
  'SELECT',
]);

function copy(source: Node, target: Node, doc: Document) {
  source.childNodes.forEach((node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      target.appendChild(doc.createTextNode(node.textContent ?? ''));
      return;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) return; // comments, processing instructions
    const element = node as Element;
    const tag = element.tagName.toUpperCase();
    if (DROP.has(tag)) return;
    if (!KEEP.has(tag)) return copy(element, target, doc); // unknown wrapper: keep its text only
    const clean = doc.createElement(tag.toLowerCase());
    const href = tag === 'A' ? (element.getAttribute('href') ?? '') : '';
    if (tag === 'A' && /^https:\/\//i.test(href.trim())) {
      clean.setAttribute('href', href.trim());
      clean.setAttribute('target', '_blank');
      clean.setAttribute('rel', 'noopener noreferrer');
    }
    copy(element, clean, doc);
    target.appendChild(clean);
  });
}

/** HTML safe to insert: only the allow-listed tags, no attributes but checked https links. */
export function sanitiseHtml(html: string): string {
  // Unwrapping an unknown element can nest what HTML forbids (`<p><button><p>` gives a <p> inside
  // a <p>), which the browser re-parses into a different tree when the markup is inserted. Copying
  // again until the markup reads back unchanged means what we checked is what the page builds;
  // the parser repairs nesting in one pass, so this ends on the second or third.
  let current = copyAllowed(html);
  for (let pass = 0; pass < 4; pass += 1) {
    const next = copyAllowed(current);
    if (next === current) break;
    current = next;
  }
  return current;
}

function copyAllowed(html: string): string {
  const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const output = parsed.createElement('div');
  copy(parsed.body, output, parsed);
  return output.innerHTML;
}
