import type { Plugin } from 'vite';
export function buildCss(options?: { minify?: boolean }): Promise<{ css: string; files: string[] }>;
export default function stylesPlugin(options?: { minify?: boolean; shortClassNames?: boolean }): Plugin;
