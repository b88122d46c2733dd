import type { Plugin } from 'rollup';
import type MagicString from 'magic-string';
export interface Trim {
  name: string;
  find: string | RegExp;
  count?: number;
  replace: string;
  leftOut?: string[];
}
export const TRIMS: Trim[];
export function trimReactDom(code: string): MagicString;
export default function reactDomTrimPlugin(): Plugin;
