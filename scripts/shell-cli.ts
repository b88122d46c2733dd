// `npx motor-quote-shell --config brand.json --assets-base <folder> > shell.html`: the first screen with the
// integrator's brand, theme and labels, from the components the script draws (rollup bundles this
// file into dist/shell.mjs; in this repository `npx tsx scripts/shell-cli.ts …`).
// docs/embedding.md#the-first-screen-in-your-page says where to paste it and when to make it again.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { cssFileName, renderShell } from '../src/shell-render';

// The package's own version: package.json is one folder up from both scripts/ and dist/.
const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

const usage = `Usage: npx motor-quote-shell --config brand.json --assets-base https://cdn.example.co.uk/motor-quote/ [--theme-css motor-quote-theme.css [--theme-href <address>]] > shell.html
  --config       the JSON part of your MotorQuote.mount config: apiBase, routing, brand (with its theme), labels, mode;
                 the sandbox's documents are linked from apiBase, as the script links them
  --assets-base  the folder you serve motor-quote.js from (--base is the same); the shell links motor-quote.${version}.css in it
  --theme-css    with a brand theme: the file to write its stylesheet to (a strict style-src allows no inline style)
  --theme-href   the theme stylesheet's address (default: the --theme-css file's name in --assets-base)`;

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

let options;
try {
  options = parseArgs({
    options: {
      config: { type: 'string' },
      'assets-base': { type: 'string' },
      base: { type: 'string' },
      'theme-css': { type: 'string' },
      'theme-href': { type: 'string' },
    },
  }).values;
} catch (error) {
  fail((error as Error).message);
}
if (!options.config) fail('Give the config file: --config brand.json.');
const assetsBase = (options['assets-base'] ?? options.base)?.replace(/\/?$/, '/');
if (!assetsBase) fail('Give the folder the script is served from: --assets-base https://cdn.example.co.uk/motor-quote/.');
let raw: unknown;
try {
  raw = JSON.parse(readFileSync(options.config, 'utf8'));
} catch (error) {
  fail(`${options.config} could not be read as JSON: ${(error as Error).message}`);
}
const themeCssFile = options['theme-css'];
const themeHref = options['theme-href'] ?? (themeCssFile && `${assetsBase}${path.basename(themeCssFile)}`);
const { html, theme, problems } = renderShell(raw, { cssHref: `${assetsBase}${cssFileName(version)}`, themeHref });
// A shell drawn from settings the script would refuse would not match what it draws: nothing is written.
if (problems.length)
  fail(
    `${options.config}: the script would not use these settings as written, so no shell was written. Fix them and run again:\n  ${problems.join('\n  ')}`,
  );
if (theme && themeCssFile) writeFileSync(themeCssFile, `${theme}\n`);
process.stdout.write(`${html}\n`);
