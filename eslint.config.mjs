// ESLint for what the compiler cannot see: typescript-eslint's recommended rules on every
// source, test, script and demo file; jsx-a11y's recommended rules on every JSX file; and the rules of
// hooks and effect dependencies on the React code.
// Formatting is Prettier's (.prettierrc.json, `npm run format -- <files>`); type errors are tsc's.
// `npm run lint`, and npm test's 'lint' step (scripts/test.mjs), check src/, tests/, demo/ and scripts/.
// The rules are the syntactic ones, not the type-checked set: those build a whole TypeScript program,
// as tsc does, and would more than double the step's time on a 2-core CI machine (docs/performance.md#the-test-suites-time).
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// A Testing Library get or find query already throws when nothing matches, so `toBeTruthy()` on what
// it found asserts nothing more (and on a queryBy, less than toBeInTheDocument says): a test says what
// the customer sees, with jest-dom's matchers (toBeVisible, toHaveAccessibleName, toHaveTextContent…).
// Named by the queries' own prefixes, on screen, within() or a render's result.
const QUERY = '/^(get|query|find)(All)?By[A-Z]/';
const TRUTHY_QUERY = {
  selector: `CallExpression[callee.property.name='toBeTruthy'] CallExpression[callee.name='expect'] :matches(CallExpression[callee.property.name=${QUERY}], CallExpression[callee.name=${QUERY}])`,
  message:
    'Assert what the customer sees with a jest-dom matcher (toBeVisible, toHaveAccessibleName, toHaveTextContent…), not toBeTruthy() on a query.',
};
// Playwright's isVisible() answers at once and never waits: expected to be true, it fails whenever the
// page is a moment slower than the test (a sentence its script writes after the heading). What must
// appear is waited for (`locator.waitFor()`, `expect.poll`); an instant isVisible() stays only for
// what must already be absent.
const INSTANT_VISIBLE = {
  selector: `:matches(CallExpression[callee.property.name=/^(toBe|toEqual|toStrictEqual)$/][arguments.0.value=true], CallExpression[callee.property.name='toBeTruthy']) CallExpression[callee.name='expect'] CallExpression[callee.property.name='isVisible']`,
  message: 'isVisible() does not wait: wait for what must appear with locator.waitFor() or expect.poll.',
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**'] },
  // Code that only ever stays lint-free needs no per-line opt-outs: report any left behind.
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  {
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    extends: [tseslint.configs.recommended],
    rules: {
      // A name left out of a copy (`const { uuid: _, ...draft } = p`) and a fake's typed parameters
      // (`vi.fn(async (_url: string) => …)`) are unused on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true, argsIgnorePattern: '^_' }],
      // `interface WindowEventMap extends MotorQuoteEventMap {}` is how a declaration merges into the DOM's
      // own event maps (src/embed/globals.ts): an empty interface with one parent says exactly that.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  {
    // jsx-a11y-x is jsx-a11y's rules, kept for ESLint 10: eslint-plugin-jsx-a11y 6.10.2 (its latest)
    // declares ESLint 9 at most, so `npm ci` refuses it beside ESLint 10.
    files: ['**/*.tsx'],
    extends: [jsxA11y.configs.recommended],
    rules: {
      // A table that CSS lays out as cards on a narrow screen keeps its table roles written out
      // (src/screens/addons/breakdown-table.tsx): screen readers drop a table's semantics when its
      // display changes. jsx-a11y takes <td> for an interactive grid cell; in a plain table it is a cell.
      'jsx-a11y-x/no-redundant-roles': ['error', { thead: ['rowgroup'], tbody: ['rowgroup'] }],
      'jsx-a11y-x/no-interactive-element-to-noninteractive-role': [
        'error',
        { tr: ['none', 'presentation'], canvas: ['img'], td: ['cell'] },
      ],
      // A table that scrolls sideways sits in a named region that takes focus, so a keyboard can scroll it
      // (axe's scrollable-region-focusable, WCAG 2.1.1).
      'jsx-a11y-x/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true }],
      // Our own components' autoFocus props (the calendar's) move focus by the dialog pattern; a DOM
      // element's autoFocus is still reported.
      'jsx-a11y-x/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  // Two type-checked rules on src/, when asked (`LINT_PROMISES=1 npx eslint src`): a promise nobody
  // awaits or catches (an effect or a press that runs an async flow) loses its rejection, and so does
  // one given where a void callback is expected. Off in npm run lint: they build the widget's whole
  // program and added 40-57 s to `npx eslint src` on the shared 2-core machine (docs/performance.md#the-test-suites-time).
  ...(process.env.LINT_PROMISES
    ? [
        {
          files: ['src/**/*.{ts,tsx}'],
          languageOptions: { parserOptions: { project: './tsconfig.build.json', tsconfigRootDir: import.meta.dirname } },
          rules: {
            '@typescript-eslint/no-floating-promises': 'error',
            '@typescript-eslint/no-misused-promises': 'error',
          },
        },
      ]
    : []),
  {
    // The React code only: tests' useSandbox()/useBrowser() and the sandbox's useFactor() are named like
    // hooks but are not React's.
    files: ['src/**/*.{ts,tsx}', 'demo/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // Tests assert what they say and wait for what must appear (docs/contributing.md#tests).
  { files: ['tests/**/*.{ts,tsx}'], rules: { 'no-restricted-syntax': ['error', TRUTHY_QUERY] } },
  { files: ['tests/e2e/**/*.ts'], rules: { 'no-restricted-syntax': ['error', TRUTHY_QUERY, INSTANT_VISIBLE] } },
);
