// Moves the script's big blocks of data, the labels (one object literal of strings) and the
// stylesheet (one string), to the end of the minified script, each behind a function declaration
// (hoisted, so the place that used the block reads it as before: `const labels = $mqData0()`).
// gzip finds repeats only within the last 32 KB: in the middle, 60 KB of labels and 58 KB of CSS
// sat between pieces of code that repeat each other, and each paid for its own words (1.2 KB of gzip).
// Runs after terser, on the script tag build only; a block is only data (no code, no names), so it
// means the same wherever it is written.
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
      blocks.forEach((node, i) => {
        // The wrapper goes with the moved text; the call stays where the text was.
        s.appendRight(node.start, `;function $mqData${i}(){return`);
        s.appendLeft(node.end, '}');
        s.prependRight(node.end, `$mqData${i}()`);
        s.move(node.start, node.end, end);
      });
      return { code: s.toString(), map: s.generateMap({ hires: 'boundary' }) };
    },
  };
}
