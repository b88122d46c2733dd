// The layers of src/ (README.md#architecture), checked by `npm test` (scripts/test.mjs runs
// `depcruise src`): a rule here is a layer boundary a change must not cross. Data flows one way:
//   embed → app → screens → hooks → flows → store → domain/api/config;  ui is used by app/screens/hooks only.
// A rule names what a layer must NOT import, so a new folder is free until a rule names it.
const REACT = 'node_modules/(react|react-dom|wouter|@floating-ui/react-dom|imask)/';
const API_CALLS = '^src/api/(client|request|transport|query)\\.ts$';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A cycle makes two modules one: neither can be read, tested or moved alone.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-api-config-pure',
      comment: 'domain/, api/ and config/ are plain rules and the contract: no React, no store, no layer above them.',
      severity: 'error',
      from: { path: '^src/(domain|api|config)/' },
      to: { path: [REACT, 'node_modules/zustand/', '^src/(store|flows|hooks|screens|ui|app|embed)/'] },
    },
    {
      name: 'ui-no-store-or-flows',
      comment: "ui/ primitives get their words from ui/ui-text.tsx (a context the app fills), never from the widget's stores or flows.",
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: ['^src/(store|flows|hooks|screens|app|embed)/', 'node_modules/zustand/'] },
    },
    {
      name: 'store-no-flows-or-react',
      comment: 'store/ is zustand vanilla stores and their field behaviours; React bindings live in hooks/, transitions in flows/.',
      severity: 'error',
      from: { path: '^src/store/' },
      to: { path: [REACT, 'node_modules/zustand/react', '^src/(flows|hooks|screens|ui|app|embed)/'] },
    },
    {
      name: 'flows-no-react',
      comment: 'flows/ are plain async functions (state, api) → next route: testable without a DOM.',
      severity: 'error',
      from: { path: '^src/flows/' },
      to: { path: [REACT, '^src/(hooks|screens|ui|app|embed)/'] },
    },
    {
      name: 'hooks-below-screens',
      comment: 'hooks/ bind a mounted widget to components (React + stores + flows); they know no screen.',
      severity: 'error',
      from: { path: '^src/hooks/' },
      to: { path: '^src/(screens|app|embed)/' },
    },
    {
      name: 'screen-no-other-screen',
      comment: 'A screen folder is one screen of SPEC.md section 2: what two screens share belongs in ui/, hooks/ or flows/.',
      severity: 'error',
      from: { path: '^src/screens/([^/]+)/' },
      to: { path: '^src/screens/', pathNot: '^src/screens/$1/' },
    },
    {
      name: 'screen-no-api-client',
      comment: 'Screens call the API through a flow only (tests/unit/architecture/screens-call-flows.test.ts also catches widget.api).',
      severity: 'error',
      from: { path: '^src/(screens|ui|hooks|app)/' },
      to: { path: API_CALLS },
    },
    {
      name: 'screens-below-app',
      comment: 'app/ holds the route table and layout that place the screens; embed/ mounts the app.',
      severity: 'error',
      from: { path: '^src/screens/' },
      to: { path: '^src/(app|embed)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    // Type-only imports count: a layer that names another's types depends on it.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
};
