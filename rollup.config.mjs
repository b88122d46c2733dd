import { readFileSync } from 'node:fs';
import commonjs from '@rollup/plugin-commonjs';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import stylesPlugin from './scripts/styles-plugin.mjs';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

const plugins = () => [
  replace({
    preventAssignment: true,
    values: { 'process.env.NODE_ENV': JSON.stringify('production'), __VERSION__: JSON.stringify(version) },
  }),
  stylesPlugin({ minify: true }),
  nodeResolve({ browser: true, extensions: ['.ts', '.tsx', '.mjs', '.js'] }),
  commonjs(),
  typescript({ tsconfig: './tsconfig.build.json', include: ['src/**/*', 'demo/*.tsx'], noEmit: false, declaration: false, sourceMap: true, outDir: undefined }),
  terser({ format: { comments: false }, compress: { passes: 2 } }),
];

const onwarn = (warning, warn) => {
  // React and floating-ui ship "use client" directives that mean nothing in an IIFE.
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
  warn(warning);
};

export default [
  {
    input: 'src/index.ts',
    output: { file: 'dist/motor-quote.js', format: 'iife', sourcemap: true, name: 'MotorQuoteBundle' },
    plugins: plugins(),
    onwarn,
  },
  {
    // The UI primitives gallery (demo/pages/ui.html): not part of the widget, built beside it.
    input: 'demo/ui-gallery.tsx',
    output: { file: 'dist/ui-gallery.js', format: 'iife', sourcemap: false },
    plugins: plugins(),
    onwarn,
  },
];
