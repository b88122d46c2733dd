import { sanitiseHtml } from './sanitise-html';

/**
 * Endorsement HTML safe to render (the shared allow-list sanitiser), with its h4 'code -
 * description' heading re-levelled to sit under the section's own heading: a skipped level
 * confuses screen-reader users who move through a page by its headings. Needs a DOM.
 */
export function sanitiseEndorsement(html: string, headingLevel: 3 | 4 | 5 = 4, headingClass = 'mq-endorsement-title'): string {
  // Parsed in an inert document: nothing in it runs or loads.
  const doc = new DOMParser().parseFromString(`<body>${sanitiseHtml(html)}</body>`, 'text/html');
  for (const h4 of Array.from(doc.body.querySelectorAll('h4'))) {
    const heading = doc.createElement(`h${headingLevel}`);
    heading.className = headingClass;
    heading.append(...Array.from(h4.childNodes));
    h4.replaceWith(heading);
  }
  return doc.body.innerHTML;
}
