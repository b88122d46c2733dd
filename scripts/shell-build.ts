// `npm run build`'s step after rollup: the widget's styles as a stylesheet beside the script
// (dist/motor-quote.css, and its versioned copy a CDN may cache as immutable) and the first screen
// for the default brand and labels (dist/demo-shell.html), linking the demo server's copy: the demo's
// /shell.html, not a file for integrators (its addresses are the demo's), so the package leaves it
// out; an integrator makes hers with `npx motor-quote-shell` (docs/embedding.md#the-first-screen-in-your-page).
import { readFileSync, writeFileSync } from 'node:fs';
import { buildCss } from './styles-plugin.mjs';
import { cssFileName, renderShell } from './shell-render';

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
// The same text the script adopts as its constructable stylesheet (rollup.config.mjs: minified).
const { css } = await buildCss({ minify: true });
writeFileSync('dist/motor-quote.css', css);
writeFileSync(`dist/${cssFileName(version)}`, css);
const { html, problems } = renderShell({}, { cssHref: `/dist/${cssFileName(version)}` });
if (problems.length) throw new Error(problems.join('\n'));
writeFileSync('dist/demo-shell.html', `${html}\n`);
console.log(`dist/demo-shell.html: ${(html.length / 1024).toFixed(1)} KB; dist/${cssFileName(version)}`);
