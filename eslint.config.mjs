// ESLint for what the compiler cannot see: the rules of hooks and effect dependencies (issue 19).
// Formatting is Prettier's (.prettierrc.json, `npm run format -- <files>`); type errors are tsc's.
// `npm run lint`, and npm test's 'lint' step (scripts/test.mjs), check src/ and demo's pages.
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**'] },
  {
    // The React code only: tests' useSandbox()/useBrowser() and the sandbox's useFactor() are named like
    // hooks but are not React's.
    files: ['src/**/*.{ts,tsx}', 'demo/**/*.tsx'],
    languageOptions: { parser: tseslint.parser },
    plugins: { 'react-hooks': reactHooks },
    // Code that only ever stays lint-free needs no per-line opt-outs: report any left behind.
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
