/**
 * The brand's theme overrides as a :host rule (values were checked by the config schema). Apart from
 * the stylesheet so the shell's build (src/shell-render.ts) writes the same rule to a file.
 */
export function themeCss(theme: Record<string, string>): string {
  const declarations = Object.entries(theme).map(([name, value]) => `${name}:${value};`);
  return declarations.length ? `:host{${declarations.join('')}}` : '';
}
