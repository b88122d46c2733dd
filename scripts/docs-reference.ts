/**
 * Writes the reference pages an integrator reads without the repository (README.md, "docs/") from the
 * code itself, so they cannot drift: every theme token with its default (styles/tokens.css) and every
 * label with its default words (src/config/labels.ts); and the theme's keys the config accepts
 * (src/config/theme-keys.ts), from the same tokens, so a new token is written once, in tokens.css.
 * tests/unit/docs/reference.test.ts fails when a committed file differs from what this writes; run
 * `npx tsx scripts/docs-reference.ts` to refresh.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LABELS } from '../src/config/labels';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A Markdown table cell: pipes escaped, line breaks as spaces. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

/** Each `--mq-*` token of tokens.css's :host block, its default and the comment that explains it. */
export function themeTokens(css: string): Array<{ name: string; value: string; note: string }> {
  const tokens: Array<{ name: string; value: string; note: string }> = [];
  let pending = '';
  for (const raw of css.split('\n')) {
    const line = raw.trim();
    const comment = /^\/\*\s*(.*?)\s*\*\/$/.exec(line);
    if (comment) {
      pending = comment[1];
      continue;
    }
    const token = /^(--mq-[\w-]+):\s*(.+?);\s*(?:\/\*\s*(.*?)\s*\*\/)?$/.exec(line);
    if (!token) continue;
    const note = token[3] ?? (/[A-Z]/.test(pending[0] ?? '') ? pending : '');
    tokens.push({ name: token[1], value: token[2], note });
    pending = '';
  }
  return tokens;
}

export function themePage(css: string): string {
  const rows = themeTokens(css).map((token) => `| \`${token.name}\` | \`${cell(token.value)}\` | ${cell(token.note)} |`);
  return [
    '# Theme tokens',
    '',
    'Written by `scripts/docs-reference.ts` from `styles/tokens.css`; do not edit by hand.',
    '',
    'Every colour, font, size, radius and space of the widget, with its default. Set any of them in',
    '`brand.theme` (see [theming](../theming.md)); a key not listed here is named on the console and left',
    'out. Colours need the contrast noted beside the default: text 4.5:1, borders and focus 3:1.',
    '',
    '| token | default | note |',
    '|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

/** src/config/theme-keys.ts: every token of tokens.css, a brand's `brand.theme` keys. */
export function themeKeysModule(css: string): string {
  return [
    '// Written by scripts/docs-reference.ts from styles/tokens.css; do not edit by hand: add a token there.',
    '/**',
    ' * The custom properties of styles/tokens.css a brand may set through `config.brand.theme`: the',
    " * theme's public names (a misspelt key is a type error, and at run time it is reported and ignored).",
    ' */',
    'export const THEME_KEYS = [',
    ...themeTokens(css).map((token) => `  '${token.name}',`),
    '] as const;',
    '',
  ].join('\n');
}

export function labelsPage(labels: Record<string, string>): string {
  const groups = new Map<string, string[]>();
  for (const [key, text] of Object.entries(labels)) {
    const group = key.split('.')[0];
    groups.set(group, [...(groups.get(group) ?? []), `| \`${key}\` | ${cell(text)} |`]);
  }
  const sections = [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([group, rows]) => [`## ${group}`, '', '| key | default words |', '|---|---|', ...rows, '']);
  return [
    '# Labels',
    '',
    'Written by `scripts/docs-reference.ts` from `src/config/labels.ts`; do not edit by hand.',
    '',
    'Every text the customer sees or hears, by key, with its default words. Override any of them in',
    '`labels` (see [labels](../labels.md)); `{placeholders}` are filled by the widget.',
    `${Object.keys(labels).length} labels.`,
    '',
    ...sections,
  ].join('\n');
}

const tokensCss = () => readFileSync(path.join(ROOT, 'styles/tokens.css'), 'utf8');

export const PAGES = {
  'docs/reference/theme-tokens.md': () => themePage(tokensCss()),
  'src/config/theme-keys.ts': () => themeKeysModule(tokensCss()),
  'docs/reference/labels.md': () => labelsPage(DEFAULT_LABELS),
};

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  for (const [file, write] of Object.entries(PAGES)) {
    writeFileSync(path.join(ROOT, file), write());
    console.log(`wrote ${file}`);
  }
}
