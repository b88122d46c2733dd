import type { Plugin } from 'rollup';
/** Type-strips TypeScript file by file (ts.transpileModule). */
export default function transpilePlugin(): Plugin;
