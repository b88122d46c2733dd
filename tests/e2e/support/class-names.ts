// The built script writes the stylesheet's classes in short names (scripts/class-names.mjs). A
// browser test that cannot find what it needs by role or label names a class through the table the
// build wrote beside the script, so it selects what the script renders.
import { readFileSync } from 'node:fs';
import { FAMILIES } from '../../../scripts/class-names.mjs';

let table: Record<string, string> | undefined;

/** A class of the stylesheet (`mq-root`) as the built script names it. */
export function cls(name: string): string {
  table ??= JSON.parse(readFileSync('dist/class-names.json', 'utf8')) as Record<string, string>;
  const short = table[name];
  if (!short) throw new Error(`${name} is not a class of the stylesheet (dist/class-names.json)`);
  return short;
}

/** A CSS selector with each `.mq-…` class in its built name; ids (`#mq-step-1-heading`) are left as they are. */
export const sel = (selector: string): string =>
  selector.replace(/(?<![\w-])\.(mq-[\w-]*[A-Za-z0-9_])(?![\w-])/g, (_, name: string) => `.${cls(name)}`);

let names: Map<string, string> | undefined;

/** A selector the browser read from the built stylesheet, with its classes in the stylesheet's own names again (`.mq-…`), for reading. */
export function long(selector: string): string {
  cls('mq-root');
  names ??= new Map(Object.entries(table!).map(([name, short]) => [short, name]));
  return selector.replace(/(?<![\w-])\.(-?[A-Za-z_][\w-]*)/g, (whole, short: string) =>
    names!.has(short) ? `.${names!.get(short)}` : whole,
  );
}

/**
 * HTML rendered from the source (scripts/shell-cli.ts run by tsx) with its class attributes in the
 * built names, as the published command (dist/shell.mjs, built through the same table) writes them.
 */
export const inBuiltNames = (html: string): string =>
  html.replace(/ class="([^"]*)"/g, (_, list: string) => ` class="${list.replace(/(?<![\w-])mq-[\w-]*[A-Za-z0-9_](?![\w-])/g, built)}"`);

/** A class the code sets: the stylesheet's, or a member of a family built at run time (`mq-progress__step--todo`). */
function built(name: string): string {
  const family = FAMILIES.filter((f) => name.startsWith(f)).sort((a, b) => b.length - a.length)[0];
  if (!family) return cls(name);
  cls('mq-root');
  const [member, short] = Object.entries(table!).find(([key]) => key.startsWith(family))!;
  return short.slice(0, short.length - (member.length - family.length)) + name.slice(family.length);
}
