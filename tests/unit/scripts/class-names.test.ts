// The stylesheet's classes in short names (scripts/class-names.mjs): one table, the same for the same
// stylesheet, applied to the CSS text and the code's strings; the build stops on a class it cannot place.
import { parseAst } from 'rollup/parseAst';
import { describe, expect, it } from 'vitest';
import classNamesPlugin, { classMap, renameClassAttributes, renameIn, renameInModule } from '../../../scripts/class-names.mjs';

const FAMILY_CSS =
  '.mq-button--primary{}.mq-modal--wide{}.mq-input--short{}.mq-notice--info{}.mq-end-state--done{}.mq-progress__step--done{}';
const css = `.mq-root{color:red}.mq-price-page__reference{margin:0}.mq-root .mq-heading-m{font-weight:700}${FAMILY_CSS}`;

/** A module through the plugin as rollup runs it (buildStart, then transform with rollup's parser). */
async function transform(code: string) {
  const plugin = classNamesPlugin(async () => css);
  await (plugin.buildStart as () => Promise<void>)();
  const context = {
    parse: (c: string) => parseAst(c),
    error: (message: string) => {
      throw new Error(message);
    },
  };
  return (plugin.transform as (this: unknown, code: string, id: string) => { code: string } | null).call(context, code, '/src/x.tsx');
}

describe('the short class names', () => {
  it('are the same table for the same stylesheet, each name short and distinct', () => {
    const { map } = classMap(css);
    expect(classMap(css).map).toEqual(map);
    expect(map.get('mq-root')).toMatch(/^[a-z]{1,2}$/);
    expect(new Set(map.values()).size).toBe(map.size);
    expect(map.get('mq-button--primary')).toMatch(/^[a-z]+-primary$/);
  });

  it('write the CSS text, a class attribute and the code with the same names', async () => {
    const { map } = classMap(css);
    const short = renameIn(css, map);
    expect(short).not.toContain('mq-');
    expect(short).toContain(`.${map.get('mq-price-page__reference')}{`);
    expect(renameClassAttributes('<div class="mq-root" id="mq-root">', map)).toBe(`<div class="${map.get('mq-root')}" id="mq-root">`);
    const out = await transform('const a = { className: "mq-root mq-heading-m" }; const b = cx(`mq-button--${v}`);');
    expect(out?.code).toContain(`"${map.get('mq-root')} ${map.get('mq-heading-m')}"`);
    expect(out?.code).toContain(`\`${map.get('mq-button--primary')!.replace(/primary$/, '')}\${v}\``);
  });

  it('stop the build on a class the code sets that the stylesheet never names', async () => {
    await expect(transform('const a = { className: "mq-root mq-not-styled" };')).rejects.toThrow(
      /mq-not-styled is not a class of the stylesheet/,
    );
    await expect(transform('el.querySelector(".mq-not-styled");')).rejects.toThrow(/mq-not-styled/);
  });

  it('stop the build on a class built at run time from a prefix that is not a declared family', async () => {
    await expect(transform('const a = { className: `mq-price-page--${part}` };')).rejects.toThrow(/not in FAMILIES/);
  });

  it('stop the build on a class name also used as an element id', async () => {
    await expect(transform('const a = { id: "mq-root" };')).rejects.toThrow(/element id/);
  });

  it('the map is also read directly by renameInModule', () => {
    const mapping = classMap(css);
    expect(renameInModule('x.className = "mq-root";', parseAst('x.className = "mq-root";'), mapping).toString()).toBe(
      `x.className = "${mapping.map.get('mq-root')}";`,
    );
  });
});
