// Leaves out of the script tag build the parts of React DOM that the widget can never reach. That
// build holds its own React, which only src/ calls (window.MotorQuote exposes mount and version, not
// React), so a React feature that src/ never uses is dead code there; but React DOM is one CommonJS
// module whose features are wired into one another at run time, so the minifier cannot see that.
// Each trim below makes one such wiring point say what is already true of this widget, and the
// minifier then drops what hangs from it. Each names what it leaves out and why that changes nothing.
// The script tag build only: the ES module build leaves react-dom to the host's bundler.
//
// Every trim must match the installed React DOM exactly once, or the build fails: a new React
// version is checked again here (docs/performance.md) rather than trimmed blindly.

import { createHash } from 'node:crypto';
import MagicString from 'magic-string';

const CLIENT = /\/react-dom\/cjs\/react-dom-client\.production\.js$/;
const REACT = /\/react\/cjs\/react\.production\.js$/;
const REACT_DOM = /\/react-dom\/cjs\/react-dom\.production\.js$/;

// React's own exports that nothing in the script reads (src/ and its libraries use the rest: wouter
// clones and checks elements and forwards refs). React is one CommonJS exports object, so the
// minifier keeps every export and what it reaches; each left out here must be found exactly once.
export const REACT_UNUSED = [
  'Activity',
  'Children',
  'PureComponent',
  'Profiler',
  'Suspense',
  'ViewTransition',
  '__COMPILER_RUNTIME',
  'addTransitionType',
  'cache',
  'cacheSignal',
  'createRef',
  'lazy',
  'unstable_useCacheRefresh',
  'use',
  'useActionState',
  'useDeferredValue',
  'useEffectEvent',
  'useImperativeHandle',
  'useOptimistic',
  'useReducer',
  'useTransition',
];

// React DOM's own exports beside the root (react-dom, not react-dom/client) that nothing in the
// script reads: resource hints and form actions (floating-ui reads createPortal and flushSync).
export const REACT_DOM_UNUSED = [
  'preconnect',
  'prefetchDNS',
  'preinit',
  'preinitModule',
  'preload',
  'preloadModule',
  'requestFormReset',
  'unstable_batchedUpdates',
  'useFormState',
  'useFormStatus',
];

/** A React CommonJS module without the named exports; fails when one is not there once. */
export function trimExports(code, names = REACT_UNUSED) {
  const s = new MagicString(code);
  for (const name of names) {
    const starts = [...code.matchAll(new RegExp(`\\nexports\\.${name} =`, 'g'))];
    if (starts.length !== 1)
      throw new Error(`react-dom-trim: React's export ${name} found ${starts.length} times, not 1; check it again for this React version`);
    const start = starts[0].index + 1;
    const next = code.indexOf('\nexports.', start);
    s.remove(start, next < 0 ? code.length : next + 1);
  }
  return s;
}

// Reached only if React DOM ever calls what was left out: says so, rather than failing silently. And
// the maker of React DOM's thrown markers without a stack (the 'thrown markers' entry below).
const LEFT_OUT =
  '\nfunction motorQuoteLeftOut() { throw Error("motor-quote: a React feature left out of this script was used"); }\n' +
  'function motorQuoteMarker(code) { return Object.create(Error.prototype, { message: { value: formatProdErrorMessage(code) } }); }\n';

export const TRIMS = [
  {
    // Hooks nobody in the script calls: useTransition, useDeferredValue and useOptimistic (src/ and
    // its libraries call none of them; only React's own exports name them), useEffectEvent,
    // useCacheRefresh and useMemoCache (the React Compiler's runtime, which the widget is not built
    // with). Their mount, update and rerender implementations, and what only they reach, go.
    name: 'transition, deferred value, optimistic, effect event, cache refresh and memo cache hooks',
    find: /    (useDeferredValue|useTransition|useOptimistic|useEffectEvent|useCacheRefresh|useImperativeHandle): function \([^)]*\) \{\n(?: {6}.*\n)*? {4}\}(,?)\n/g,
    count: 12,
    replace: '    $1: motorQuoteLeftOut$2\n',
  },
  {
    name: 'effect event, cache refresh and memo cache hooks (by name)',
    find: /    (useMemoCache: useMemoCache|useCacheRefresh: updateRefresh|useEffectEvent: updateEvent|useImperativeHandle: updateImperativeHandle|use: use)(,?)\n/g,
    count: 13,
    replace: (m, entry, comma) => `    ${entry.split(':')[0]}: motorQuoteLeftOut${comma}\n`,
  },
  {
    // View transitions (<ViewTransition>, React 19.2+): the widget renders none, so no commit ever
    // sets shouldStartViewTransition and React commits at once, as it does in an engine without
    // document.startViewTransition. The view-transition commit path goes.
    name: 'view transitions',
    find: 'pendingEffectsStatus = 1;\n  shouldStartViewTransition\n    ?',
    replace: 'pendingEffectsStatus = 1;\n  false\n    ?',
  },
  {
    // Resource hints (ReactDOM.preload, preinit, preconnect, prefetchDNS): src/ never calls them.
    // React DOM's own default (react-dom.production.js) takes their place: it does nothing.
    name: 'resource hints',
    find: '  D: prefetchDNS,\n  C: preconnect,\n  L: preload,\n  m: preloadModule,\n  X: preinitScript,\n  S: preinitStyle,\n  M: preinitModuleScript\n',
    replace:
      '  D: previousDispatcher.D,\n  C: previousDispatcher.C,\n  L: previousDispatcher.L,\n  m: previousDispatcher.m,\n  X: previousDispatcher.X,\n  S: previousDispatcher.S,\n  M: previousDispatcher.M\n',
  },
  {
    // Form actions' state hooks (useActionState and its old name useFormState): src/ never calls them.
    name: 'action state hooks',
    find: /useFormState: (mount|update|rerender)ActionState,\n {4}useActionState: \1ActionState,/g,
    count: 3,
    replace: 'useFormState: motorQuoteLeftOut,\n    useActionState: motorQuoteLeftOut,',
  },
  {
    // Hoisted and singleton elements: React 19 moves a <title>, <meta>, <link>, <style> or <script>
    // rendered anywhere into the document's <head>, and renders <html>, <head> and <body> onto the
    // page's own. The widget renders none of them (its styles are a constructable stylesheet,
    // src/embed/styles.ts), so every element it renders is an ordinary one, in place; the code that
    // hoists, loads and counts those resources (reached only for such elements) is left out.
    name: 'hoisted and singleton elements',
    find: `    fiberTag = isHostHoistableType(
      type,
      pendingProps,
      contextStackCursor.current
    )
      ? 26
      : "html" === type || "head" === type || "body" === type
        ? 27
        : 5;`,
    replace: '    fiberTag = 5;',
    leftOut: [
      ...['getResource', 'acquireResource', 'mountHoistable', 'createHoistableInstance', 'getHydratableHoistableCache'],
      ...['preloadResourceAndSuspendIfNeeded', 'resolveSingletonInstance', 'releaseSingletonInstance', 'commitHostSingletonAcquisition'],
      // A commit waits for a hoisted stylesheet (suspendResource, on a hoistable fiber only) and then
      // inserts the ones it waited for (only those suspendResource listed); images still suspend it.
      ...['suspendResource', 'insertSuspendedStylesheets'],
    ],
  },
  {
    // Hydrating server-rendered HTML into a <Suspense> boundary: src/embed/mount.ts hydrates the first
    // screen's shell (hydrateRoot), whose tree holds no <Suspense> (src/ never renders one), so no
    // boundary is ever dehydrated and what only such a boundary reaches goes.
    name: 'dehydrated Suspense boundaries',
    find: '\nfunction updateDehydratedSuspenseComponent(\n',
    replace: '\nfunction updateDehydratedSuspenseComponent(\n',
    leftOut: ['updateDehydratedSuspenseComponent', 'clearHydrationBoundary'],
  },
  {
    // The shell's hoisted elements: at the root of what is hydrated, React matches a <meta>, <link>,
    // <style> or <script> against the page's own (React 19's resources). The shell's root holds one
    // ordinary element (.mq-app) and the widget renders none of those (see hoisted and singleton
    // elements above), so an element of the same name is the one.
    name: 'hydrating hoisted elements',
    find: /    else if \(!instance\[internalHoistableMarker\]\)\n      switch \(type\) \{\n[\s\S]*?\n        default:\n          return instance;\n      \}\n/g,
    count: 1,
    replace: '    else return instance;\n',
  },
  {
    // A hydration root's unstable_scheduleHydration (hydrating one part first): src/ never calls it.
    name: 'scheduled hydration targets',
    find: /ReactDOMHydrationRoot\.prototype\.unstable_scheduleHydration = function \(target\) \{\n[\s\S]*?\n\};\n/g,
    count: 1,
    replace: '',
  },
  {
    // hydrateRoot's options: src/embed/mount.ts passes none, so each keeps React's default.
    name: 'hydrateRoot options',
    find: /  null !== options &&\n    void 0 !== options &&\n    \(!0 === options\.unstable_strictMode && \(isStrictMode = !0\),\n(?: {4}.*\n)*? {4}void 0 !== options\.formState && \(formState = options\.formState\)\);\n/g,
    count: 1,
    replace: '',
  },
  {
    // <Activity> and <SuspenseList>: src/ renders neither.
    name: 'Activity and SuspenseList',
    find: '    case 19:\n      return updateSuspenseListComponent(current, workInProgress, renderLanes);\n    case 31:\n      return updateActivityComponent(current, workInProgress, renderLanes);\n',
    replace: '    case 19:\n    case 31:\n      return motorQuoteLeftOut();\n',
    leftOut: ['updateSuspenseListComponent', 'updateActivityComponent'],
  },
  {
    // A ref on a <Fragment> (React 19.2+: a FragmentInstance that adds listeners to, focuses,
    // observes and measures the fragment's children) and on a <ViewTransition> (its pseudo-elements'
    // animations): src/ passes a ref to neither, so React never builds either instance, and their
    // methods, which only such an instance carries, go with them.
    name: 'fragment and view transition refs',
    find: `        case 30:
          var instance = current.stateNode,
            name = getViewTransitionName(current.memoizedProps, instance);
          if (null === instance.ref || instance.ref.name !== name)
            instance.ref = createViewTransitionInstance(name);
          instanceToUse = instance.ref;
          break;
        case 7:
          if (null === current.stateNode) {
            var fragmentInstance = new FragmentInstance(current);
            traverseVisibleInstancesAndTextInstances(
              current.child,
              !1,
              addFragmentHandleToFiber,
              fragmentInstance,
              void 0,
              void 0
            );
            current.stateNode = fragmentInstance;
          }
          instanceToUse = current.stateNode;
          break;
`,
    replace: '        case 30:\n        case 7:\n          motorQuoteLeftOut();\n',
    leftOut: ['createViewTransitionInstance'],
  },
  {
    // The methods of those two instances, which nothing else calls (the trim above builds neither).
    name: 'fragment and view transition instance methods',
    find: /^(?:FragmentInstance|ViewTransitionPseudoElement)\.prototype\.\w+ = function \([^)]*\) \{\n[\s\S]*?\n\};\n/gm,
    count: 15,
    replace: '',
  },
  {
    // The event plugins for onSelect, onBeforeInput, the composition events (onCompositionStart,
    // onCompositionUpdate, onCompositionEnd) and form actions (a function as a <form>'s action or a
    // button's formAction, and the pending state useFormStatus reads): src/ gives no DOM element any
    // of these props (src/ui/use-imask.ts listens for the native beforeinput itself) and never calls
    // useFormStatus, so for every event they found no listener and dispatched nothing. onChange, the
    // simple events and mouse and pointer enter and leave are dispatched before them, as they were.
    // The block is long, so its text is held by its digest: any change in it fails the build.
    name: 'select, before-input, composition and form action event plugins',
    find: /\n {6}handleEventFunc = targetInst \? getNodeFromInstance\(targetInst\) : window;\n[\s\S]*?\n {6}extractEvents\$1\(\n(?: {8}\w+,\n){4} {8}\w+\n {6}\);\n/g,
    count: 1,
    sha256: '477fded5387f1673440cc3f73e6cbecad0fc0024a0d1f3114cd51b5cf11da963',
    replace: '\n',
  },
  {
    // <Suspense>, <SuspenseList>, <Activity>, <ViewTransition> and <Profiler>: React no longer
    // exports them to this script (REACT_UNUSED), and no library in it names their element types
    // (tests/unit/architecture/react-features.test.ts), so an element of one of them can only be a
    // mistake; it says so. No Suspense boundary, activity, view transition or offscreen (hidden) tree
    // is then ever built, and what only such a fiber reaches is left out.
    name: 'Suspense, SuspenseList, Activity, ViewTransition and Profiler elements',
    find: /\n {6}case REACT_ACTIVITY_TYPE:\n[\s\S]*?\n {6}case REACT_FRAGMENT_TYPE:\n|\n {6}case REACT_PROFILER_TYPE:\n[\s\S]*?\n {6}default:\n {8}if \("object" === typeof owner/g,
    count: 2,
    // The blocks are long, so their text is held by digests: a case added in them fails the build.
    sha256: [
      '34a4c7561cd5728d30165c8a93599c1e8a66225b415f46720be56dd9d3a20b02',
      'b0cf609aff4abd62e8214cc56961c6e55aec82299c244564e38a1906b63ee9e2',
    ],
    replace: (m) =>
      m.startsWith('\n      case REACT_ACTIVITY_TYPE:')
        ? '\n      case REACT_ACTIVITY_TYPE:\n        return motorQuoteLeftOut();\n      case REACT_FRAGMENT_TYPE:\n'
        : '\n      case REACT_PROFILER_TYPE:\n      case REACT_SUSPENSE_TYPE:\n      case REACT_SUSPENSE_LIST_TYPE:\n      case REACT_LEGACY_HIDDEN_TYPE:\n      case REACT_VIEW_TRANSITION_TYPE:\n        return motorQuoteLeftOut();\n      default:\n        if ("object" === typeof owner',
    leftOut: [
      // Rendering a Suspense boundary or an offscreen (hidden) tree, the only fibers that make one.
      ...['updateSuspenseComponent', 'updateOffscreenComponent', 'deferHiddenOffscreenComponent'],
      // Hiding and showing a tree's layout and passive effects and its DOM nodes: only an offscreen
      // fiber that changes between hidden and visible does that.
      ...['recursivelyTraverseDisappearLayoutEffects', 'recursivelyTraverseReappearLayoutEffects'],
      ...['recursivelyTraverseDisconnectPassiveEffects', 'recursivelyTraverseReconnectPassiveEffects'],
      ...['hideOrUnhideAllChildren', 'hideOrUnhideAllChildrenOnFiber', 'hideOrUnhideNearestPortals'],
      ...['commitOffscreenPassiveMountEffects', 'attachSuspenseRetryListeners'],
      ...['commitSuspenseHydrationCallbacks', 'commitActivityHydrationCallbacks'],
    ],
  },
  {
    // A commit in a transition's lanes looks for <ViewTransition> fibers to animate (their enter,
    // exit, share and update) and restores their names afterwards. With none in the tree (the trim
    // above) each of those searches finds nothing, so the commit takes its other path, as one outside
    // a transition does; its traversals skip what only those searches needed.
    name: 'view transition eligible commits',
    find: /\(committedLanes & 335544064\) === committedLanes/g,
    count: 3,
    replace: '!1',
  },
  {
    // A lazy component (React.lazy): React no longer exports lazy to this script and nothing in it
    // makes a lazy element type (tests/unit/architecture/react-features.test.ts), so resolving one
    // says it was left out; so does the name React gave in the error for a lazy that resolved to
    // something that is not a component, its only reader.
    name: 'lazy components',
    find: /\n {4}case 16:\n {6}a: \{\n {8}var props = workInProgress\.pendingProps;\n[\s\S]*?\n {6}return workInProgress;\n {4}case 0:\n/g,
    count: 1,
    sha256: '6efe5c54aef955ce4eed84a759dde6c745a999f5b5cef84739952074d9b209dd',
    // The block declared beginWork's `props` and `$$typeof` (vars, so the whole function's, and its
    // other cases use them): the declarations stay.
    // (A function, so that the `$$` is not read as a replacement pattern.)
    replace: () => '\n    case 16:\n      var props, $$typeof;\n      return motorQuoteLeftOut();\n    case 0:\n',
    leftOut: ['resolveLazy', 'getComponentNameFromType'],
  },
  {
    // Custom elements (a tag with a hyphen, whose props React sets as properties or attributes by its
    // own rules): the widget renders none (tests/unit/architecture/react-features.test.ts), so
    // setting a prop on one says it was left out. The guard: it is called only where a custom
    // element's props are set (its declaration and three calls), so a new caller fails the build.
    name: 'custom element props',
    find: /\bsetPropOnCustomElement\(/g,
    count: 4,
    replace: 'setPropOnCustomElement(',
    leftOut: ['setPropOnCustomElement'],
  },
  {
    // findDOMNode's implementation, which React DOM hands to its internals object for React DOM's
    // legacy builds: React 19's react-dom exports no findDOMNode, and nothing in the script reads
    // those internals (tests/unit/architecture/react-features.test.ts). Only it searched a fiber's
    // current host node the slow way.
    name: 'findDOMNode',
    find: /\nReactDOMSharedInternals\.findDOMNode = function \(componentOrElement\) \{\n[\s\S]*?\n\};\n/g,
    count: 1,
    sha256: '68d8bd645a908b2561bb9cc3b1f2d48d649088efb347c6a816c2fe834e7e8fcb',
    replace: '\n',
  },
  {
    // Not a trim: React DOM's five thrown markers (a suspended render, a suspensey commit, a suspended
    // action, selective hydration, a hydration mismatch) are Errors made while the script is first
    // evaluated. React only throws them to itself and tells them apart by identity; none reaches the
    // page. But where DevTools' Runtime domain is on without its debugger (Playwright, Puppeteer: a
    // brand's browser tests and ours), Chromium's V8 captures every new Error's stack with its source
    // positions, and at evaluation that stack is the script's whole top level: V8 parsed the 625 KB
    // script again, 40-140 ms raw (docs/performance.md#the-scripts-evaluation-under-devtools; Lighthouse
    // runs with the debugger on, which keeps positions from the start, and never paid it).
    // Made as objects with Error's prototype and message, and no stack, they cost nothing there.
    name: 'thrown markers made without a stack',
    find: /\b(HydrationMismatchException|SuspenseException|SuspenseyCommitException|SuspenseActionException|SelectiveHydrationException) = Error\(formatProdErrorMessage\((\d+)\)\)/g,
    count: 5,
    replace: '$1 = motorQuoteMarker($2)',
  },
  {
    // React DevTools: this build renames React DOM's fiber fields (rollup.config.mjs), so DevTools
    // could never read the widget's tree; React DOM no longer registers with it, and every commit's
    // and unmount's call to it (each behind a hook that now stays null) goes.
    name: 'React DevTools hook',
    find: 'if ("undefined" !== typeof __REACT_DEVTOOLS_GLOBAL_HOOK__) {',
    replace: 'if (!1) {',
  },
  {
    // Async actions: a transition whose callback returns a promise keeps its updates pending until
    // the promise settles. src/ starts one transition (src/embed/mount.ts), whose callback renders
    // and returns nothing (tests/unit/architecture/react-features.test.ts), so that one says it was
    // left out, and the bookkeeping that held such an action's lane and listeners goes.
    name: 'async actions',
    find: '    "function" === typeof returnValue.then &&\n    entangleAsyncAction(transition, returnValue);',
    replace: '    "function" === typeof returnValue.then &&\n    motorQuoteLeftOut();',
  },
  {
    // A form's action transition: only a function given as a <form>'s action (or a form that React
    // DOM's own requestFormReset resets) starts one. No DOM element in src/ is given an action (the
    // event plugin above is left out, a test checks it) and react-dom's requestFormReset export is
    // left out (REACT_DOM_UNUSED), so React DOM's default takes the dispatcher's place, as for the
    // resource hints; a form replayed after hydration with a function action says it was left out.
    name: 'form action transitions',
    find: '  f: flushSyncWork,\n  r: requestFormReset,\n',
    replace: '  f: flushSyncWork,\n  r: previousDispatcher.r,\n',
    leftOut: ['startHostTransition'],
  },
  {
    // The browser's loading indicator for a pending transition (React 19.2+: a fake same-URL
    // navigation through the Navigation API). createRoot passes its default on to the root, but this
    // React DOM's root never stores or calls it (FiberRootNode takes the argument and drops it), so
    // the default is passed as nothing. The guard below fails the build once React DOM uses it.
    name: 'default transition indicator',
    find: '    onRecoverableError,\n    defaultOnDefaultTransitionIndicator\n  );\n  container[internalContainerInstanceKey]',
    replace: '    onRecoverableError,\n    null\n  );\n  container[internalContainerInstanceKey]',
  },
  {
    // The same for hydrateRoot (the first screen's shell, src/embed/mount.ts).
    name: 'default transition indicator, hydrating',
    find: '    onRecoverableError,\n    defaultOnDefaultTransitionIndicator\n  );\n  initialChildren.context',
    replace: '    onRecoverableError,\n    null\n  );\n  initialChildren.context',
  },
  {
    // The guard: the indicator is named only where it is passed on (FiberRootNode's, createFiberRoot's
    // and createContainer's parameters), never stored on the root or called.
    name: 'default transition indicator unused',
    find: /\bonDefaultTransitionIndicator\b/g,
    count: 3,
    replace: 'onDefaultTransitionIndicator',
  },
];

/** Applies every trim to React DOM's client module, or throws naming the trim that no longer matches. */
export function trimReactDom(code) {
  const s = new MagicString(code);
  for (const trim of TRIMS) {
    const find = typeof trim.find === 'string' ? new RegExp(trim.find.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g') : trim.find;
    const matches = [...code.matchAll(find)];
    if (matches.length !== (trim.count ?? 1))
      throw new Error(
        `react-dom-trim: "${trim.name}" matched ${matches.length} times in React DOM, not ${trim.count ?? 1}; check it again for this React version`,
      );
    for (const [i, m] of matches.entries()) {
      const digest = Array.isArray(trim.sha256) ? trim.sha256[i] : trim.sha256;
      if (digest && createHash('sha256').update(m[0]).digest('hex') !== digest)
        throw new Error(`react-dom-trim: "${trim.name}" found its text changed in React DOM; check it again for this React version`);
      const text = m[0].replace(find.global ? new RegExp(find.source) : find, trim.replace);
      if (text) s.overwrite(m.index, m.index + m[0].length, text);
      else s.remove(m.index, m.index + m[0].length);
    }
    // Functions reached only through what the trim leaves out: their bodies give way to the stand-in.
    for (const name of trim.leftOut ?? []) {
      const start = code.indexOf(`\nfunction ${name}(`);
      const body = code.indexOf(') {\n', start) + 2;
      const end = code.indexOf('\n}\n', body) + 2;
      if (start < 0 || code.indexOf(`\nfunction ${name}(`, start + 1) >= 0)
        throw new Error(
          `react-dom-trim: "${trim.name}" found no single function ${name} in React DOM; check it again for this React version`,
        );
      s.overwrite(body, end, '{\n  motorQuoteLeftOut();\n}');
    }
  }
  // At the end: a function declaration is hoisted, and the module's "use strict" stays first.
  return s.append(LEFT_OUT);
}

export default function reactDomTrimPlugin() {
  return {
    name: 'motor-quote-react-dom-trim',
    transform(code, id) {
      if (!CLIENT.test(id) && !REACT.test(id) && !REACT_DOM.test(id)) return null;
      try {
        const s = CLIENT.test(id) ? trimReactDom(code) : trimExports(code, REACT.test(id) ? REACT_UNUSED : REACT_DOM_UNUSED);
        return { code: s.toString(), map: s.generateMap({ hires: 'boundary' }) };
      } catch (error) {
        this.error(error.message);
      }
    },
  };
}
