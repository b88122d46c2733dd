// Moves the script's big blocks of data, the labels (one object literal of strings) and the
// stylesheet (one string), to the end of the minified script, each behind a function declaration
// (hoisted, so the place that used the block reads it as before: `const labels = $mqData0()`).
// gzip finds repeats only within the last 32 KB: in the middle, 60 KB of labels and 58 KB of CSS
// sat between pieces of code that repeat each other, and each paid for its own words (1.2 KB of gzip).
// Runs after terser, on the script tag build only; a block is only data (no code, no names), so it
// means the same wherever it is written.
//
// An object block is written grouped by its keys' prefixes, and put back together when it is read:
// the labels' keys ("summary.cover.car", "summary.cover.level", ...) repeat their prefixes a thousand
// times, and gzip paid for each repeat (1.0 KB of the script's gzip). The object read is the same,
// key for key and value for value (tests/unit/scripts/data-last-plugin.test.ts).
import MagicString from 'magic-string';

const MIN_CHARS = 20_000;

const isData = (node) =>
  node.end - node.start >= MIN_CHARS &&
  ((node.type === 'Literal' && typeof node.value === 'string') ||
    (node.type === 'ObjectExpression' && node.properties.every((p) => p.type === 'Property' && !p.computed && p.value.type === 'Literal')));

/** The body of the IIFE rollup wraps the script in (`!function(){...}()`), or null. */
function iifeBody(program) {
  let node = program.body.length === 1 && program.body[0].type === 'ExpressionStatement' ? program.body[0].expression : null;
  while (node?.type === 'UnaryExpression' || node?.type === 'ParenthesizedExpression') node = node.argument ?? node.expression;
  const callee = node?.type === 'CallExpression' ? node.callee : null;
  return callee?.type === 'FunctionExpression' ? callee.body : null;
}

const keyOf = (property) => (property.key.type === 'Identifier' ? property.key.name : String(property.key.value));
const propertyName = (key) => (/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key));
/** The helper that puts a grouped object back together: its keys in their first-seen prefix order. */
export const UNGROUP = 'function $mqUngroup(g){const o={};for(const p in g)for(const k in g[p])o[p+k]=g[p][k];return o}';

/**
 * An object block's text grouped by the part of each key up to its last dot (the keys come back in
 * another order: the block is a table read by key), or null for a key with __proto__, which would
 * set a prototype rather than a key.
 */
export function groupedObject(node, code) {
  const groups = new Map();
  for (const property of node.properties) {
    const key = keyOf(property);
    const cut = key.lastIndexOf('.') + 1;
    const [prefix, rest] = [key.slice(0, cut), key.slice(cut)];
    if (key.includes('__proto__')) return null;
    const props = groups.get(prefix) ?? groups.set(prefix, []).get(prefix);
    props.push(`${propertyName(rest)}:${code.slice(property.value.start, property.value.end)}`);
  }
  return `$mqUngroup({${[...groups].map(([prefix, props]) => `${JSON.stringify(prefix)}:{${props.join(',')}}`).join(',')}})`;
}

function findData(node, found) {
  if (isData(node)) return found.push(node);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'key' && node.type === 'Property' && !node.computed) continue;
    for (const child of Array.isArray(value) ? value : [value])
      if (child && typeof child === 'object' && typeof child.type === 'string') findData(child, found);
  }
}

export default function dataLastPlugin() {
  return {
    name: 'motor-quote-data-last',
    renderChunk(code) {
      const program = this.parse(code);
      const body = iifeBody(program);
      if (!body) return null;
      const blocks = [];
      findData(body, blocks);
      if (blocks.length === 0) return null;
      const s = new MagicString(code);
      const end = body.end - 1;
      let ungroup = false;
      blocks.forEach((node, i) => {
        const grouped = node.type === 'ObjectExpression' ? groupedObject(node, code) : null;
        if (grouped) {
          s.overwrite(node.start, node.end, grouped);
          ungroup = true;
        }
        // The wrapper goes with the moved text; the call stays where the text was.
        s.appendRight(node.start, `;function $mqData${i}(){return${grouped ? ' ' : ''}`);
        s.appendLeft(node.end, '}');
        s.prependRight(node.end, `$mqData${i}()`);
        s.move(node.start, node.end, end);
      });
      if (ungroup) s.appendLeft(end, `;${UNGROUP}`);
      return { code: s.toString(), map: s.generateMap({ hires: 'boundary' }) };
    },
  };
}
