// The script tag build's trims of React DOM (scripts/react-dom-trim-plugin.mjs, docs/performance.md),
// on the installed react-dom: each still finds its one wiring point, what it leaves out is gone, and
// a React DOM whose text has changed fails the build instead of being trimmed blindly.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REACT_DOM_UNUSED, REACT_UNUSED, TRIMS, trimExports, trimReactDom } from '../../../scripts/react-dom-trim-plugin.mjs';

const reactDom = path.dirname(createRequire(import.meta.url).resolve('react-dom/package.json'));
const client = readFileSync(path.join(reactDom, 'cjs/react-dom-client.production.js'), 'utf8');

describe('the React DOM trims', () => {
  const trimmed = trimReactDom(client).toString();

  it('commits without a view transition, keeps only the default resource hints, and hydrates with no options', () => {
    expect(trimmed).not.toMatch(/\n {2}shouldStartViewTransition\n {4}\? \(pendingViewTransition = startViewTransition\(/);
    expect(trimmed).toContain('L: previousDispatcher.L');
    expect(trimmed).not.toContain('L: preload,');
    // The shell is hydrated (src/embed/mount.ts): hydrateRoot stays, with React's defaults for its options,
    // without scheduled hydration targets, and matching no hoisted element at its root.
    expect(trimmed).toContain('exports.hydrateRoot = function');
    expect(trimmed).not.toContain('options.formState');
    expect(trimmed).not.toContain('ReactDOMHydrationRoot.prototype.unstable_scheduleHydration');
    expect(trimmed).not.toContain('instance[internalHoistableMarker]');
    expect(trimmed).toContain('exports.createRoot = function');
    expect(trimmed).not.toMatch(/useActionState: (mount|update|rerender)ActionState/);
  });

  it('renders every element in place, and what only hoisted elements reached says it was left out', () => {
    expect(trimmed).toContain('    fiberTag = 5;\n  else');
    expect(trimmed).toMatch(/function getResource\([^)]*\) \{\n {2}motorQuoteLeftOut\(\);\n\}/);
    // A commit no longer waits for, nor inserts, a hoisted stylesheet; it still waits for images.
    expect(trimmed).toMatch(/function suspendResource\([^)]*\) \{\n {2}motorQuoteLeftOut\(\);\n\}/);
    expect(trimmed).toMatch(/function insertSuspendedStylesheets\([^)]*\) \{\n {2}motorQuoteLeftOut\(\);\n\}/);
    expect(trimmed).toMatch(/function suspendInstance\(state, instance\) \{\n {2}"function" === typeof instance\.decode/);
    // The widget renders no <Suspense>, so no boundary is ever dehydrated: what only such a boundary reaches says so.
    expect(trimmed).toMatch(/function updateDehydratedSuspenseComponent\([^)]*\) \{\n {2}motorQuoteLeftOut\(\);\n\}/);
    expect(trimmed).toContain('    case 19:\n    case 31:\n      return motorQuoteLeftOut();');
    // A ref on a <Fragment> or a <ViewTransition> says it was left out, and their instances' methods are gone.
    expect(trimmed).toContain('        case 30:\n        case 7:\n          motorQuoteLeftOut();\n        default:');
    expect(trimmed).not.toContain('new FragmentInstance(');
    expect(trimmed).not.toMatch(/^(FragmentInstance|ViewTransitionPseudoElement)\.prototype\./m);
    expect(trimmed).toMatch(/function createViewTransitionInstance\([^)]*\) \{\n {2}motorQuoteLeftOut\(\);\n\}/);
    expect(trimmed).toMatch(/function motorQuoteLeftOut\(\) \{ throw Error\("motor-quote: /);
    // Still valid JavaScript, and still strict: nothing comes before the module's directive.
    expect(trimmed.indexOf('"use strict"')).toBe(client.indexOf('"use strict"'));
    expect(() => new Function('exports', 'require', trimmed)).not.toThrow();
  });

  it('dispatches no onSelect, onBeforeInput, composition or form action events, and keeps onChange and enter and leave', () => {
    expect(client).toContain('constructSelectEvent(dispatchQueue, nativeEvent, nativeEventTarget);');
    expect(trimmed).not.toMatch(/ {10}constructSelectEvent\(dispatchQueue|\? getNativeBeforeInputChars\(|\n {6}extractEvents\$1\(\n/);
    expect(trimmed).not.toContain('"onBeforeInput",\n              "beforeinput"');
    expect(trimmed).toContain('createAndAccumulateChangeEvent(\n            dispatchQueue,');
    expect(trimmed).toContain('accumulateEnterLeaveListenersForEvent(');
    expect(trimmed).toMatch(
      /handleEventFunc && handleEventFunc\(domEventName, reactName, targetInst\);\n {6}\}\n {4}\}\n {4}processDispatchQueue\(/,
    );
  });

  it('makes no Suspense boundary, activity, view transition, profiler or offscreen tree, and commits as outside a transition', () => {
    expect(trimmed).toContain('\n      case REACT_ACTIVITY_TYPE:\n        return motorQuoteLeftOut();\n      case REACT_FRAGMENT_TYPE:\n');
    expect(trimmed).toContain(
      '      case REACT_PROFILER_TYPE:\n      case REACT_SUSPENSE_TYPE:\n      case REACT_SUSPENSE_LIST_TYPE:\n      case REACT_LEGACY_HIDDEN_TYPE:\n      case REACT_VIEW_TRANSITION_TYPE:\n        return motorQuoteLeftOut();\n      default:',
    );
    // No fiber of those tags is made anywhere else: only these places build one.
    expect(client.match(/createFiberImplClass\((12|13|19|22|30|31),/g)).toEqual([
      'createFiberImplClass(31,',
      'createFiberImplClass(12,',
      'createFiberImplClass(13,',
      'createFiberImplClass(19,',
      'createFiberImplClass(30,',
      'createFiberImplClass(22,',
    ]);
    for (const name of [
      'updateSuspenseComponent',
      'updateOffscreenComponent',
      'recursivelyTraverseDisappearLayoutEffects',
      'hideOrUnhideAllChildren',
    ])
      expect(trimmed).toMatch(new RegExp(`function ${name}\\([^)]*\\) \\{\\n {2}motorQuoteLeftOut\\(\\);\\n\\}`));
    expect(client.match(/\(committedLanes & 335544064\) === committedLanes/g)).toHaveLength(3);
    expect(trimmed).not.toContain('(committedLanes & 335544064) === committedLanes');
    expect(() => new Function('exports', 'require', trimmed)).not.toThrow();
    // A new element type among those cases changes their digest.
    const newType = client.replace(
      '      case REACT_LEGACY_HIDDEN_TYPE:\n',
      '      case REACT_SCOPE_TYPE:\n        fiberTag = 21;\n        break;\n$&',
    );
    expect(newType).not.toBe(client);
    expect(() => trimReactDom(newType)).toThrow(
      /"Suspense, SuspenseList, Activity, ViewTransition and Profiler elements" found its text changed/,
    );
  });

  it('resolves no lazy component, sets no custom element prop, has no findDOMNode and registers with no DevTools', () => {
    expect(trimmed).toContain('\n    case 16:\n      var props, $$typeof;\n      return motorQuoteLeftOut();\n    case 0:\n');
    // Every var the trims take out of a function is still declared in it: beginWork's other cases use props.
    const beginWork = (code: string) =>
      code.slice(code.indexOf('\nfunction beginWork('), code.indexOf('\nfunction ', code.indexOf('\nfunction beginWork(') + 1));
    expect(beginWork(trimmed)).toMatch(/\bvar props\b/);
    expect(beginWork(client).match(/\bvar props\b/g)).toHaveLength(1);
    for (const name of ['resolveLazy', 'getComponentNameFromType', 'setPropOnCustomElement'])
      expect(trimmed).toMatch(new RegExp(`function ${name}\\([^)]*\\) \\{\\n {2}motorQuoteLeftOut\\(\\);\\n\\}`));
    expect(trimmed).not.toContain('ReactDOMSharedInternals.findDOMNode =');
    expect(trimmed).toContain('if (!1) {\n  var hook$jscomp$inline_');
    expect(() => new Function('exports', 'require', trimmed)).not.toThrow();
    // A new caller of the custom element setter fails the build.
    const newCaller = client.replace(
      'function setInitialProperties(',
      'function setAnother(a, b, c, d, e) {\n  setPropOnCustomElement(a, b, c, d, e, void 0);\n}\n$&',
    );
    expect(newCaller).not.toBe(client);
    expect(() => trimReactDom(newCaller)).toThrow(/"custom element props" matched 5 times/);
  });

  it('starts no async action and no form action transition', () => {
    expect(trimmed).toContain('    "function" === typeof returnValue.then &&\n    motorQuoteLeftOut();');
    expect(trimmed).toContain('  f: flushSyncWork,\n  r: previousDispatcher.r,\n');
    expect(trimmed).toMatch(/function startHostTransition\([^)]*\) \{\n {2}motorQuoteLeftOut\(\);\n\}/);
    expect(() => new Function('exports', 'require', trimmed)).not.toThrow();
  });

  it('passes no default transition indicator to the root, which never stored it', () => {
    expect(trimmed).toContain('    onRecoverableError,\n    null\n  );\n  container[internalContainerInstanceKey]');
    expect(trimmed).toContain('    onRecoverableError,\n    null\n  );\n  initialChildren.context');
    expect(trimmed.match(/\bdefaultOnDefaultTransitionIndicator\b/g)).toEqual(['defaultOnDefaultTransitionIndicator']);
    // A React DOM whose root keeps the indicator (to call it) fails the build.
    const stored = client.replace(
      '  this.onRecoverableError = onRecoverableError;\n',
      '$&  this.onDefaultTransitionIndicator = onDefaultTransitionIndicator;\n',
    );
    expect(stored).not.toBe(client);
    expect(() => trimReactDom(stored)).toThrow(/"default transition indicator unused" matched 5 times/);
  });

  it('makes its five thrown markers without a stack, with Error’s prototype and React’s message', () => {
    for (const [name, code] of [
      ['HydrationMismatchException', 519],
      ['SuspenseException', 460],
      ['SuspenseyCommitException', 474],
      ['SuspenseActionException', 542],
      ['SelectiveHydrationException', 461],
    ] as const) {
      expect(client).toContain(`${name} = Error(formatProdErrorMessage(${code}))`);
      expect(trimmed).toContain(`${name} = motorQuoteMarker(${code})`);
    }
    // No other Error is made as the module is evaluated: its top level has no other `= Error(` outside a function.
    expect(trimmed.match(/^(?:var |  )\w+ = Error\(/gm)).toBeNull();
    const source = trimmed.match(/function motorQuoteMarker\(code\) \{[^\n]*\}/)![0];
    const marker = new Function('formatProdErrorMessage', `${source}; return motorQuoteMarker;`)(
      (code: number) => `Minified React error #${code}`,
    ) as (code: number) => Error;
    const made = marker(519);
    expect(made).toBeInstanceOf(Error);
    expect(String(made)).toBe('Error: Minified React error #519');
    expect(Object.hasOwn(made, 'stack')).toBe(false);
    expect(marker(460)).not.toBe(marker(460));
  });

  it('is safe only while no DOM element in src/ is given a prop those event plugins served', () => {
    // A component's own prop of the same name (the calendar's onSelect) is not React DOM's event.
    const served = /<([A-Za-z][\w.]*)\b[^<]*?\s(on(?:Select|BeforeInput|Composition(?:Start|Update|End))(?:Capture)?|action|formAction)=/g;
    const files = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.tsx'));
    expect(files.length).toBeGreaterThan(50);
    const onDomElements = files.flatMap((file) =>
      [...readFileSync(path.join('src', file), 'utf8').matchAll(served)]
        .filter(([, tag]) => !/^[A-Z]/.test(tag))
        .map(([, tag, prop]) => `${file}: <${tag} ${prop}>`),
    );
    expect(onDomElements).toEqual([]);
    expect(served.test('<input value={v} onSelect={pick} />')).toBe(true);
    const sources = files.map((file) => readFileSync(path.join('src', file), 'utf8')).join('\n');
    expect(sources).not.toMatch(/\buseFormStatus\b/);
  });

  it('fails, naming the trim, when React DOM no longer holds its text', () => {
    const changed = client.replace(
      'pendingEffectsStatus = 1;\n  shouldStartViewTransition',
      'pendingEffectsStatus = 1;\n  startsViewTransition',
    );
    expect(() => trimReactDom(changed)).toThrow(/"view transitions" matched 0 times/);
    const renamed = client.replace('function getResource(', 'function getResourceFor(');
    expect(() => trimReactDom(renamed)).toThrow(/no single function getResource/);
    expect(TRIMS.map((trim) => trim.name)).toContain('dehydrated Suspense boundaries');
    // A React DOM whose fragment instances gained a method (or lost one) is checked again, not trimmed blindly.
    const moreMethods = client.replace(
      'FragmentInstance.prototype.blur = function () {',
      'FragmentInstance.prototype.select = function () {\n  return this;\n};\nFragmentInstance.prototype.blur = function () {',
    );
    expect(() => trimReactDom(moreMethods)).toThrow(/"fragment and view transition instance methods" matched 16 times/);
    const refChanged = client.replace(
      'var fragmentInstance = new FragmentInstance(current);',
      'var fragmentInstance = createFragmentInstance(current);',
    );
    expect(() => trimReactDom(refChanged)).toThrow(/"fragment and view transition refs" matched 0 times/);
    // A change anywhere inside the event plugins' block changes its digest.
    const pluginChanged = client.replace(
      '          constructSelectEvent(dispatchQueue, nativeEvent, nativeEventTarget);\n          break;',
      '          break;',
    );
    expect(pluginChanged).not.toBe(client);
    expect(() => trimReactDom(pluginChanged)).toThrow(
      /"select, before-input, composition and form action event plugins" found its text changed/,
    );
  });
});

describe('the hooks and exports nothing in the script calls', () => {
  const trimmed = trimReactDom(client).toString();
  const dispatchers = trimmed.slice(
    trimmed.indexOf('var ContextOnlyDispatcher = {'),
    trimmed.indexOf('function applyDerivedStateFromProps('),
  );

  it('leaves out each unused hook in the mount, update and rerender dispatchers, and keeps every other hook', () => {
    for (const hook of [
      'use',
      'useTransition',
      'useDeferredValue',
      'useOptimistic',
      'useEffectEvent',
      'useCacheRefresh',
      'useMemoCache',
      'useImperativeHandle',
    ])
      expect(dispatchers.match(new RegExp(`\\n {4}${hook}: motorQuoteLeftOut`, 'g')), hook).toHaveLength(hook === 'use' ? 4 : 3);
    // The hooks the widget and its libraries call keep their implementations.
    expect(dispatchers).toContain('    useState: function () {\n      return updateReducer(basicStateReducer);');
    expect(dispatchers).toContain('    useInsertionEffect: updateInsertionEffect,');
    expect(dispatchers).toContain('    useSyncExternalStore: updateSyncExternalStore,');
    expect(dispatchers).toContain('    useId: updateId,');
    expect(dispatchers).toContain('    useLayoutEffect: updateLayoutEffect,');
    expect(() => new Function('exports', 'require', trimmed)).not.toThrow();
  });

  it('leaves out React’s and React DOM’s unused exports, keeps the ones read, and fails on an export it cannot find', () => {
    const dir = (name: string) => path.dirname(createRequire(import.meta.url).resolve(`${name}/package.json`));
    const react = readFileSync(path.join(dir('react'), 'cjs/react.production.js'), 'utf8');
    const dom = readFileSync(path.join(dir('react-dom'), 'cjs/react-dom.production.js'), 'utf8');
    const exportsOf = (code: string) => [...code.matchAll(/^exports\.(\w+) =/gm)].map(([, name]) => name);
    expect(exportsOf(trimExports(react, REACT_UNUSED).toString())).toEqual(exportsOf(react).filter((name) => !REACT_UNUSED.includes(name)));
    expect(exportsOf(trimExports(react, REACT_UNUSED).toString())).toEqual(
      expect.arrayContaining(['cloneElement', 'createElement', 'forwardRef', 'isValidElement', 'memo', 'useSyncExternalStore']),
    );
    expect(exportsOf(trimExports(dom, REACT_DOM_UNUSED).toString())).toEqual(expect.arrayContaining(['createPortal', 'flushSync']));
    expect(exportsOf(trimExports(dom, REACT_DOM_UNUSED).toString()).filter((name) => REACT_DOM_UNUSED.includes(name))).toEqual([]);
    expect(() => new Function('exports', 'require', trimExports(react, REACT_UNUSED).toString())).not.toThrow();
    expect(() => trimExports(react.replace('exports.lazy =', 'exports.lazyLoad ='), REACT_UNUSED)).toThrow(/export lazy found 0 times/);
  });

  it('is safe only while neither src/ nor the libraries in the script read what is left out', () => {
    const sources = [
      ...readdirSync('src', { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.tsx?$/.test(file))
        .map((file) => path.join('src', file)),
      ...['wouter', 'zustand', '@floating-ui/react-dom', 'use-sync-external-store'].flatMap((name) => {
        const root = path.join('node_modules', name);
        return readdirSync(root, { recursive: true, encoding: 'utf8' })
          .filter((file) => /\.m?js$/.test(file) && !/\.(umd|cjs|development)\b/.test(file))
          .map((file) => path.join(root, file));
      }),
    ];
    expect(sources.length).toBeGreaterThan(50);
    const leftOut = new Set([...REACT_UNUSED, ...REACT_DOM_UNUSED, 'useMemoCache']);
    // What a module reads of react or react-dom: its named imports, and the properties of its namespace imports.
    const readsOf = (code: string): string[] => {
      const named = [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]react(?:-dom)?['"]/g)].flatMap(([, names]) =>
        names.split(',').map((name) => name.trim().split(/\s+as\s+/)[0]),
      );
      const spaces = [...code.matchAll(/import\s+(?:\*\s+as\s+)?([A-Za-z_$][\w$]*)\s+from\s*['"]react(?:-dom)?['"]/g)].map(([, ns]) => ns);
      const props = spaces.flatMap((ns) =>
        [...code.matchAll(new RegExp(`\\b${ns.replace('$', '\\$')}\\.(\\w+)`, 'g'))].map(([, name]) => name),
      );
      return [...named, ...props];
    };
    const readers = sources.flatMap((file) =>
      readsOf(readFileSync(file, 'utf8'))
        .filter((name) => leftOut.has(name))
        .map((name) => `${file}: ${name}`),
    );
    expect(readsOf("import * as React from 'react';\nReact.useTransition();")).toEqual(['useTransition']);
    expect(readers).toEqual([]);
  });
});
