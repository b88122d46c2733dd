import { defineConfig } from 'vitest/config';
import stylesPlugin from './scripts/styles-plugin.mjs';

const define = { __VERSION__: JSON.stringify('test') };

export default defineConfig({
  plugins: [stylesPlugin()],
  define,
  esbuild: { jsx: 'automatic' },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/component/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One Chromium at a time on a 2-core machine keeps timings stable.
          fileParallelism: false,
        },
      },
    ],
  },
});
