// Shortens the stylesheet's class names in what ships: `mq-price-page__reference` is written a few
// hundred times across the script (in the CSS text it carries and in the components' strings), and
// gzip paid for each long name (2.1 KB of the script's gzip). Every class the stylesheet names gets
// a short one ("a", "b", … "ab"), the same in the CSS text, in every string of the code (class
// names and the selectors code queries) and in the first screen's HTML (scripts/shell-build.ts),
// since the script adopts that HTML as it is. The classes are the widget's own, inside its shadow
// root: no host page can style them (docs/theming.md: a brand styles the widget through its theme's
// custom properties, which keep their names). The map is a function of the stylesheet alone, so
// every build that writes the same CSS writes the same names.
//
// A class name built at run time (`mq-button--${variant}`) is a family: its prefix must be one of
// FAMILIES, whose members keep what follows the prefix (`b-primary`); a prefix the build cannot
// place (not listed, or not where a class is given) fails it, so a new one is added here on purpose.
// Component tests run the source, with the long names; the browser tests read the built script and
// translate a selector through the same map (tests/e2e/support/class-names.ts).
import MagicString from 'magic-string';

/** Prefixes of class names built at run time, as src/ writes them before the `${…}`. */
export const FAMILIES = ['mq-button--', 'mq-modal--', 'mq-input--', 'mq-notice--', 'mq-end-state--', 'mq-progress__step--'];

/** A whole `mq-` name: not part of a longer one, nor a custom property (`--mq-space-2`). */
export const NAME = /(?<![\w-])mq-[\w-]*[A-Za-z0-9_](?![\w-])/g;

/** A class in a selector the code queries (`.mq-…`). */
const SELECTED = /(?<![\w-])\.(mq-[\w-]*[A-Za-z0-9_])(?![\w-])/g;

const short = (i) => {
  let name = '';
  for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(97 + ((n - 1) % 26)) + name;
  return name;
};

/**
 * The map from each class the stylesheet names (`.mq-…` in a selector) to its short name, in the
 * order the stylesheet first names them. A family's members share their family's short prefix.
 */
export function classMap(css) {
  const names = [...new Set([...css.matchAll(/\.(mq-[\w-]*[A-Za-z0-9_])(?![\w-])/g)].map((m) => m[1]))];
  const map = new Map();
  let next = 0;
  const prefixes = new Map(FAMILIES.map((family) => [family, `${short(next++)}-`]));
  for (const name of names) {
    const family = FAMILIES.filter((f) => name.startsWith(f)).sort((a, b) => b.length - a.length)[0];
    map.set(name, family ? prefixes.get(family) + name.slice(family.length) : short(next++));
  }
  for (const family of FAMILIES)
    if (!names.some((name) => name.startsWith(family)))
      throw new Error(`class-names: no class of the family ${family}… is in the stylesheet; take it out of FAMILIES`);
  return { map, prefixes };
}

/** Text (CSS, a class attribute, a selector) with every class of the map in its short name. */
export const renameIn = (text, map) => text.replace(NAME, (name) => map.get(name) ?? name);

/** The first screen's HTML with every class attribute's names short: ids and text are left as they are. */
export const renameClassAttributes = (html, map) => html.replace(/ class="([^"]*)"/g, (_, list) => ` class="${renameIn(list, map)}"`);

// Properties whose string names an element rather than a class: a class's name there means two
// things share a name, and renaming one would rename the other.
const ID_KEYS = new Set(['id', 'htmlFor', 'aria-labelledby', 'aria-describedby', 'aria-controls', 'aria-owns', 'form', 'list']);
const SKIP = new Set(['ConditionalExpression', 'LogicalExpression', 'ArrayExpression', 'SpreadElement', 'TemplateLiteral']);

/** Where a value is a class: a className, or an argument of src/ui/cx.ts's cx(). */
function isClassContext(ancestors) {
  for (let i = ancestors.length - 1; i >= 0; i -= 1) {
    const node = ancestors[i];
    if (SKIP.has(node.type)) continue;
    if (node.type === 'Property') return !node.computed && (node.key.name ?? node.key.value) === 'className';
    if (node.type === 'CallExpression') return node.callee.type === 'Identifier' && node.callee.name === 'cx';
    if (node.type === 'AssignmentExpression') return node.left.type === 'MemberExpression' && node.left.property.name === 'className';
    return false;
  }
  return false;
}

/** One module's code (already JavaScript) with the map applied to its strings; throws on what it cannot place. */
export function renameInModule(code, program, { map, prefixes }, id = 'module') {
  const s = new MagicString(code);
  const fail = (node, why) => {
    throw new Error(`class-names: ${id} at ${node.start}: ${why} (${code.slice(node.start, node.end).slice(0, 80)})`);
  };
  // A class the code sets (or a selector it queries) that the stylesheet never names: left long it
  // would match nothing once the others are short, so the build stops instead.
  const unstyled = (node, text, inClass) => {
    const names = inClass ? [...text.matchAll(NAME)].map((m) => m[0]) : [...text.matchAll(SELECTED)].map((m) => m[1]);
    const missing = names.filter((name) => !map.has(name));
    if (missing.length) fail(node, `${missing.join(', ')} is not a class of the stylesheet`);
  };
  const visit = (node, ancestors) => {
    if (node.type === 'Literal' && typeof node.value === 'string' && node.value.includes('mq-')) {
      const text = code.slice(node.start, node.end);
      unstyled(node, text, isClassContext(ancestors));
      const renamed = renameIn(text, map);
      if (renamed !== text) {
        const parent = ancestors.at(-1);
        const key = parent?.type === 'Property' && parent.value === node ? (parent.key.name ?? parent.key.value) : null;
        const call = parent?.type === 'CallExpression' && parent.callee.property?.name === 'getElementById';
        if (ID_KEYS.has(key) || call) fail(node, 'a class name used as an element id');
        s.overwrite(node.start, node.end, renamed);
      }
    } else if (node.type === 'TemplateLiteral') {
      const inClass = isClassContext([...ancestors, node]);
      node.quasis.forEach((quasi, i) => {
        const text = code.slice(quasi.start, quasi.end);
        unstyled(node, text, inClass);
        let renamed = renameIn(text, map);
        const open = i < node.expressions.length ? /(?<![\w-])(\.?)(mq-[\w-]*)$/.exec(renamed) : null;
        if (open) {
          const [, dot, prefix] = open;
          const classes = [...map.keys()].some((name) => name.startsWith(prefix));
          if (prefixes.has(prefix) && (inClass || dot)) renamed = renamed.slice(0, -prefix.length) + prefixes.get(prefix);
          else if (inClass || (dot && classes)) fail(node, `a class name built from ${prefix}… that is not in FAMILIES`);
        }
        if (renamed !== text) s.overwrite(quasi.start, quasi.end, renamed);
      });
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === 'type' || key === 'start' || key === 'end') continue;
      for (const child of Array.isArray(value) ? value : [value])
        if (child && typeof child === 'object' && typeof child.type === 'string') visit(child, [...ancestors, node]);
    }
  };
  visit(program, []);
  return s;
}

/** The rollup plugin: the map (from the stylesheet text `loadCss` gives) applied to every module of the repository's own code. */
export default function classNamesPlugin(loadCss) {
  let mapping;
  return {
    name: 'motor-quote-class-names',
    async buildStart() {
      mapping = classMap(await loadCss());
    },
    transform(code, id) {
      if (id.startsWith('\0') || id.includes('/node_modules/') || !/\.[cm]?[jt]sx?$/.test(id) || !code.includes('mq-')) return null;
      try {
        const s = renameInModule(code, this.parse(code), mapping, id);
        return s.hasChanged() ? { code: s.toString(), map: s.generateMap({ hires: 'boundary' }) } : null;
      } catch (error) {
        this.error(error.message);
      }
    },
  };
}
