// The integrator's guide as the npm package ships it: docs/'s pages for integrators, written to
// dist/docs/ with each snippet's version and integrity filled in from dist/manifest.json.
//
// A pinned snippet is right only with this build's hash, which changes with every build: the pages
// in docs/ hold the markers `{{version}}` and `{{integrity}}` where they go, and the release build
// fills them in (docs/embedding.md#the-script-tag). The build stops on a marker it does not know, on
// a pinned snippet written without the marker (a hash typed by hand goes stale with the next build)
// and on a filled page that still holds a marker, so no page ships with a placeholder.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The pages an integrator reads (the pages for working on this repository stay in docs/). */
export const GUIDE = [
  'docs/embedding.md',
  'docs/configuration.md',
  'docs/events.md',
  'docs/theming.md',
  'docs/labels.md',
  'docs/recipes.md',
  'docs/testing.md',
  'docs/api-team.md',
  'docs/security.md',
  'docs/reference/labels.md',
  'docs/reference/theme-tokens.md',
];

const MARKER = /\{\{([a-z]+)\}\}/g;
// An integrity given in a snippet: an attribute (`integrity="…"`) or a script's property (`.integrity = '…'`).
const PINNED = /\bintegrity\s*=\s*(["'])(.*?)\1/g;

/**
 * A page with the markers filled in; throws, naming the page, on an unknown marker, a pinned snippet
 * without the marker or a marker left over.
 */
export function fillGuide(page, text, manifest) {
  const values = { version: manifest.version, integrity: manifest.files[manifest.script]?.integrity };
  for (const [, quote, value] of text.matchAll(PINNED))
    if (value !== '{{integrity}}')
      throw new Error(`${page}: integrity=${quote}${value}${quote} is not the {{integrity}} marker the build fills in`);
  const filled = text.replace(MARKER, (marker, name) => {
    if (!values[name]) throw new Error(`${page}: ${marker} is no marker the build fills in (or ${manifest.script} is not built)`);
    return values[name];
  });
  const left = filled.match(MARKER);
  if (left) throw new Error(`${page}: ${left[0]} left after filling in`);
  return filled;
}

/** Writes `<dist>/docs/<page>` for every page of the guide. */
export function writeGuide(dist, manifest) {
  for (const page of GUIDE) {
    const out = path.join(dist, page);
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, fillGuide(page, readFileSync(page, 'utf8'), manifest));
  }
  // Every guide page is listed: a new page in docs/ is either the integrator's or the repository's, by choice.
  const known = new Set([...GUIDE, 'docs/contributing.md', 'docs/performance.md', 'docs/decisions.md', 'docs/layout.md']);
  const unlisted = readdirSync('docs')
    .map((file) => `docs/${file}`)
    .filter((file) => file.endsWith('.md') && !known.has(file));
  if (unlisted.length) throw new Error(`${unlisted.join(', ')}: add to the guide (scripts/guide-docs.mjs) or to the repository's pages`);
}
