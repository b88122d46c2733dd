// The layers of src/ (README.md#architecture), checked by `npm test` (scripts/test.mjs runs
// `depcruise src`): a rule here is a layer boundary a change must not cross. Data flows one way:
//   embed → app → screens → hooks → view → flows → store, widget, browser → domain/api/config;  ui is used by app/screens/hooks only.
// details-form/ is one module in two layers (model/ at the store's, flows/ at the flows'), entered
// from outside only through the files DETAILS_FORM_PUBLIC names.
// A rule names what a layer must NOT import, so a new folder is free until a rule names it.
const REACT = 'node_modules/(react|react-dom|wouter|@floating-ui/react-dom|imask)/';
const API_CALLS = '^src/api/(client|request|transport|query)\\.ts$';
// What the rest of the widget may import from the details-form engine: its entry files, each saying
// in its head comment what it offers. model/: the form store, what a question is, the step model, the
// other tables a screen renders, how a question is asked; flows/: the form's actions. Its question
// contexts, checks and their caches, rule builders, wording and step checks stay inside.
const DETAILS_FORM_PUBLIC = [
  '^src/details-form/model/(form-store|question|steps|tables|ask|hidden-answers)\\.ts$',
  '^src/details-form/flows/actions\\.ts$',
];

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
      to: { path: [REACT, 'node_modules/zustand/', '^src/(store|flows|hooks|screens|ui|app|embed|view|widget|browser|details-form)/'] },
    },
    {
      name: 'ui-no-store-or-flows',
      comment: "ui/ primitives get their words from ui/ui-text.tsx (a context the app fills), never from the widget's stores or flows.",
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: ['^src/(store|flows|hooks|screens|app|embed|view|widget|details-form)/', 'node_modules/zustand/'] },
    },
    {
      name: 'store-no-flows-or-react',
      comment: 'store/ is zustand vanilla stores and their field behaviours; React bindings live in hooks/, transitions in flows/.',
      severity: 'error',
      from: { path: '^src/store/' },
      to: { path: [REACT, 'node_modules/zustand/react', '^src/(flows|hooks|screens|ui|app|embed|view|widget|browser|details-form)/'] },
    },
    {
      name: 'model-widget-browser-below-flows',
      comment:
        "details-form/model/ (question tables, checks, the form store), widget/ (what one widget is: its services' type, routes, emitter) and browser/ (the host window's addresses and frames) sit at the store's layer: no React, no transitions, no view.",
      severity: 'error',
      from: { path: '^src/(details-form/model|widget|browser)/' },
      to: { path: [REACT, 'node_modules/zustand/react', '^src/(flows|hooks|screens|ui|app|embed|view)/', '^src/details-form/flows/'] },
    },
    {
      name: 'flows-no-react',
      comment: 'flows/ are plain async functions (state, api) → next route: testable without a DOM.',
      severity: 'error',
      from: { path: '^src/(details-form/)?flows/' },
      to: { path: [REACT, '^src/(hooks|screens|ui|app|embed|view)/'] },
    },
    {
      name: 'view-below-hooks',
      comment: 'view/ turns state into what a screen shows (rows, totals, banners): plain functions, no React, read by hooks and screens.',
      severity: 'error',
      from: { path: '^src/view/' },
      to: { path: [REACT, 'node_modules/zustand/react', '^src/(hooks|screens|ui|app|embed)/'] },
    },
    {
      name: 'details-form-public-surface',
      comment: 'The details-form engine is one module: from outside it, only the files DETAILS_FORM_PUBLIC names.',
      severity: 'error',
      from: { pathNot: '^src/details-form/' },
      to: { path: '^src/details-form/', pathNot: DETAILS_FORM_PUBLIC },
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
      comment: 'A screen folder is one screen of docs/product/screens.md#routes: what two screens share belongs in ui/, hooks/ or flows/.',
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
