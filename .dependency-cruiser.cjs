// The layers of src/, scripts/ and bench/ (README.md#architecture draws this), checked by `npm run layers`
// (`depcruise src scripts bench`, and demo/ as they import it): a rule here is a boundary a change
// must not cross. Around src/: scripts/ (the build's plugins, the checkers, the docs generators) and
// bench/ read src/ and demo/; src/ reads none of them; nothing outside tests/ reads tests/ but bench/,
// which drives the widget with the e2e tests' drivers. src/ from the bottom up:
//   contract  the API's schemas and wire facts, with the text predicates bodies are checked by: imports no other src/ folder
//   labels    config/labels.ts, config/labels/, config/label-message.ts: the words and their keys, above the contract only
//   domain    plain rules over the contract: contract, labels
//   api       the client that calls the API: domain, contract, labels
//   config    the host's settings, their schema and parsing: contract, labels
//   widget, browser, store, details-form/model → flows, details-form/flows → view → hooks → screens → app → embed;
//   ui is used by app/screens/hooks only.
// details-form/ is one module in two layers (model/ at the store's, flows/ at the flows'), entered
// from outside only through the files DETAILS_FORM_PUBLIC names.
// A rule names what a layer must NOT import, so a new folder is free until a rule names it.
const REACT = 'node_modules/(react|react-dom|wouter|@floating-ui/react-dom|imask)/';
const LABELS = '^src/config/(labels\\.ts$|labels/|label-message\\.ts$)';
/** The published API checker (dist/check-api.mjs, scripts/check-api*.ts) and the proposal it sends. */
const CHECKER = '^scripts/(check-api[^/]*|check-token-after-sale|scripted-proposal)\\.ts$';
const API_CALLS = '^src/api/(client|request|transport|query)\\.ts$';
// What the rest of the widget may import from the details-form engine: its entry files, each saying
// in its head comment what it offers. model/: the form store, what a question is, the step model, the
// other tables a screen renders, how a question is asked, what a hidden answer clears and what an
// expired session keeps; flows/: the form's actions. Its question
// contexts, checks and their caches, rule builders, wording and step checks stay inside.
const DETAILS_FORM_PUBLIC = [
  '^src/details-form/model/(form-store|question|steps|tables|ask|hidden-answers|kept-answers)\\.ts$',
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
      name: 'src-no-tooling',
      comment:
        "src/ is what ships: the widget and the package's entries. The build, the demo, the bench and the tests read it, never the other way, so none of them can end up in a bundle.",
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^(scripts|demo|bench|tests)/' },
    },
    {
      name: 'scripts-demo-no-tests',
      comment:
        "tests/ is the suite's: scripts/ (built into the package's commands: the API checker, the shell) and demo/ never read it, so a fixture edited for a test cannot change what ships.",
      severity: 'error',
      from: { path: '^(scripts|demo)/' },
      to: { path: '^tests/' },
    },
    {
      name: 'bench-only-e2e-drivers',
      comment:
        'bench/ times the journeys the e2e drivers walk (tests/e2e/support/), so what is timed is what is tested; it reads no other test file.',
      severity: 'error',
      from: { path: '^bench/' },
      to: { path: '^tests/', pathNot: '^tests/e2e/support/' },
    },
    {
      name: 'checker-reads-the-contract',
      comment:
        "The published API checker is the contract as the insurer's team runs it: it reads src/contract/ and src/domain/'s constants only, no widget code, no sandbox, no build plugin.",
      severity: 'error',
      from: { path: CHECKER },
      to: { path: ['^src/', '^demo/', '^bench/', '^scripts/'], pathNot: ['^src/(contract|domain)/', CHECKER] },
    },
    {
      name: 'bench-not-a-command',
      comment: "bench/ is run by hand (npm run bench): scripts/ (the build and the package's commands) never read it.",
      severity: 'error',
      from: { path: '^scripts/' },
      to: { path: '^bench/' },
    },
    {
      name: 'contract-at-bottom',
      comment:
        'contract/ is the API as data: the widget, the sandbox and the published checker read it, so it imports no other src/ folder and no React.',
      severity: 'error',
      from: { path: '^src/contract/' },
      to: { path: [REACT, 'node_modules/zustand/', '^src/'], pathNot: '^src/contract/' },
    },
    {
      name: 'labels-above-contract',
      comment: "The labels are the widget's words and their keys: plain data, above nothing but the contract.",
      severity: 'error',
      from: { path: LABELS },
      to: { path: [REACT, 'node_modules/zustand/', '^src/'], pathNot: ['^src/contract/', LABELS] },
    },
    {
      name: 'domain-above-contract',
      comment:
        'domain/ is plain rules over the contract: it names a message by its label key, never the config, the client or a layer above.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { path: [REACT, 'node_modules/zustand/', '^src/'], pathNot: ['^src/(contract|domain)/', LABELS] },
    },
    {
      name: 'api-above-domain',
      comment:
        "api/ is the client: it calls the API and checks answers against the contract, with the domain's rules; it knows no config, store or screen.",
      severity: 'error',
      from: { path: '^src/api/' },
      to: { path: [REACT, 'node_modules/zustand/', '^src/'], pathNot: ['^src/(contract|domain|api)/', LABELS] },
    },
    {
      name: 'config-above-contract',
      comment:
        "config/ is the host's settings, their schema and parsing: it reads the contract and the labels; presentation lives in view/.",
      severity: 'error',
      from: { path: '^src/config/' },
      to: { path: [REACT, 'node_modules/zustand/', '^src/'], pathNot: ['^src/(contract|config)/'] },
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
