import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '../../../src');
// Every way text becomes markup in a browser.
const SINK =
  /dangerouslySetInnerHTML|\.innerHTML\s*=|\.outerHTML\s*=|insertAdjacentHTML|document\.write|srcdoc|srcDoc|createContextualFragment|DOMParser/;

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );

/**
 * Config texts (brand name, labels) and API texts reach the page as React text, which is escaped.
 * The only HTML the widget inserts is the insurer's endorsements, through the allow-list sanitiser;
 * and the React component's box, on the server only, holds the first screen renderShell() wrote
 * (the host's server passes it on, as it would paste the shell command's file). A new HTML sink
 * anywhere else fails here until it is reviewed.
 */
describe('places where the widget turns text into HTML', () => {
  it('are the sanitiser itself, the two endorsement lists, which sanitise first, and the server-rendered box', () => {
    const sinks = files(SRC)
      .filter((file) => SINK.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SRC, file));
    expect(sinks.sort()).toEqual([
      'react.tsx',
      'screens/price-presentation/endorsements.tsx',
      'screens/summary/endorsements-section.tsx',
      'ui/sanitise-endorsement.ts',
      'ui/sanitise-html.ts',
    ]);
    // In the browser the box's markup is always empty: nothing a page or an API sends becomes HTML there.
    expect(readFileSync(join(SRC, 'react.tsx'), 'utf8').match(/__html: .*/g)).toEqual([
      "__html: typeof document === 'undefined' ? (shell ?? '') : '' }}",
    ]);
    for (const screen of sinks.filter((file) => file.startsWith('screens/'))) {
      const text = readFileSync(join(SRC, screen), 'utf8');
      expect(text, screen).toMatch(/import \{ sanitiseEndorsement \} from '\.\.\/\.\.\/ui\/sanitise-endorsement'/);
      expect(
        text.match(/__html: (\S+)/g)?.every((use) => /sanitiseEndorsement|item\.html/.test(use)),
        screen,
      ).toBe(true);
    }
  });
});
