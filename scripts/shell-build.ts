// `npm run build`'s step after rollup: the widget's styles as a stylesheet beside the script
// (dist/motor-quote.css, and its versioned copy a CDN may cache as immutable) and the first screen
// for the default brand and labels (dist/demo-shell.html), linking the demo server's copy: the demo's
// /shell.html, not a file for integrators (its addresses are the demo's), so the package leaves it
// out; an integrator makes hers with `npx motor-quote-shell` (docs/embedding.md#the-first-screen-in-your-page).
import { readFileSync, writeFileSync } from 'node:fs';
import { classMap, renameClassAttributes, renameIn } from './class-names.mjs';
import { buildCss } from './styles-plugin.mjs';
import { cssFileName, renderShell } from '../src/shell-render';

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
// The same text the script adopts as its constructable stylesheet (rollup.config.mjs: minified).
// Its classes in their short names (scripts/class-names.mjs), as the script writes them: the script
// adopts the shell's DOM as it is, so the shell's class attributes are mapped through the same table.
const built = await buildCss({ minify: true });
const { map } = classMap(built.css);
const css = renameIn(built.css, map);
// The table, for the browser tests that must name a class (tests/e2e/support/class-names.ts).
writeFileSync('dist/class-names.json', `${JSON.stringify(Object.fromEntries(map), null, 1)}\n`);
writeFileSync('dist/motor-quote.css', css);
writeFileSync(`dist/${cssFileName(version)}`, css);
const { html, problems } = renderShell({}, { cssHref: `/dist/${cssFileName(version)}` });
if (problems.length) throw new Error(problems.join('\n'));
writeFileSync('dist/demo-shell.html', `${renameClassAttributes(html, map)}\n`);
console.log(`dist/demo-shell.html: ${(html.length / 1024).toFixed(1)} KB; dist/${cssFileName(version)}`);
