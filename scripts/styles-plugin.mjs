// One plugin for rollup (the build) and vite (vitest): `import css from 'virtual:styles'`
// gives the postcss-built text of styles/index.css, so the widget can adopt it as a
// constructable stylesheet inside its shadow root (works under a CSP without 'unsafe-inline').
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import postcss from 'postcss';
import postcssImport from 'postcss-import';
import postcssNesting from 'postcss-nesting';
import { minify as minifyCss } from 'csso';
import { classMap, renameIn } from './class-names.mjs';

const ID = 'virtual:styles';
const RESOLVED = '\0virtual:styles';
const entry = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../styles/index.css');

export async function buildCss({ minify = false } = {}) {
  const source = await readFile(entry, 'utf8');
  const result = await postcss([postcssImport(), postcssNesting()]).process(source, { from: entry });
  let css = result.css;
  if (minify) css = minifyCss(css, { restructure: true }).css;
  return { css, files: result.messages.filter((m) => m.type === 'dependency').map((m) => m.file) };
}

/** With shortClassNames, the classes in their short names (scripts/class-names.mjs): the builds that ship. */
export default function stylesPlugin({ minify = false, shortClassNames = false } = {}) {
  return {
    name: 'motor-quote-styles',
    resolveId(id) {
      return id === ID ? RESOLVED : null;
    },
    async load(id) {
      if (id !== RESOLVED) return null;
      const built = await buildCss({ minify });
      const { files } = built;
      const css = shortClassNames ? renameIn(built.css, classMap(built.css).map) : built.css;
      this.addWatchFile?.(entry);
      for (const f of files) this.addWatchFile?.(f);
      return `export default ${JSON.stringify(css)};`;
    },
  };
}
