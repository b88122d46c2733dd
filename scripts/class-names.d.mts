import type { Plugin } from 'rollup';
export const FAMILIES: string[];
export const NAME: RegExp;
export interface ClassMapping {
  map: Map<string, string>;
  prefixes: Map<string, string>;
}
export function classMap(css: string): ClassMapping;
export function renameIn(text: string, map: Map<string, string>): string;
export function renameClassAttributes(html: string, map: Map<string, string>): string;
export function renameInModule(
  code: string,
  program: unknown,
  mapping: ClassMapping,
  id?: string,
): { toString(): string; hasChanged(): boolean };
export default function classNamesPlugin(loadCss: () => Promise<string>): Plugin;
