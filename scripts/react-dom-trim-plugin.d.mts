import type { Plugin } from 'rollup';
import type MagicString from 'magic-string';
export interface Trim {
  name: string;
  find: string | RegExp;
  count?: number;
  replace: string | ((match: string, ...groups: string[]) => string);
  leftOut?: string[];
  /** The digest of each matched text, for a trim whose text is too long to hold. */
  sha256?: string;
}
export const TRIMS: Trim[];
export function trimReactDom(code: string): MagicString;
export const REACT_UNUSED: string[];
export const REACT_DOM_UNUSED: string[];
export function trimExports(code: string, names?: string[]): MagicString;
export default function reactDomTrimPlugin(): Plugin;
