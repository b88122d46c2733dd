// @vitest-environment jsdom
// The trimmed React DOM of the script tag build (scripts/react-dom-trim-plugin.mjs) runs what the
// widget runs: a trim that took out a declaration other code still needs fails here, in a DOM,
// before the browser tests (the component tests run React whole).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REACT_DOM_UNUSED, REACT_UNUSED, trimExports, trimReactDom } from '../../../scripts/react-dom-trim-plugin.mjs';

const require = createRequire(import.meta.url);
const cjs = (name: string, file: string) =>
  readFileSync(path.join(path.dirname(require.resolve(`${name}/package.json`)), 'cjs', file), 'utf8');

/** Evaluates a CommonJS module's text with the given modules for its requires. */
function load(code: string, modules: Record<string, unknown>) {
  const module = { exports: {} as Record<string, unknown> };
  new Function('exports', 'require', 'module', code)(module.exports, (id: string) => modules[id] ?? require(id), module);
  return module.exports;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- the modules are evaluated from text, untyped */
const React: any = load(trimExports(cjs('react', 'react.production.js'), REACT_UNUSED).toString(), {});
const ReactDOM: any = load(trimExports(cjs('react-dom', 'react-dom.production.js'), REACT_DOM_UNUSED).toString(), { react: React });
const client: any = load(trimReactDom(cjs('react-dom', 'react-dom-client.production.js')).toString(), {
  react: React,
  'react-dom': ReactDOM,
});
const h = React.createElement;

describe('the trimmed React DOM', () => {
  it('renders, updates, catches an error, portals and unmounts as the widget does', async () => {
    const container = document.createElement('div');
    const portal = document.createElement('div');
    document.body.append(container, portal);
    const caught: string[] = [];
    class Boundary extends React.Component {
      state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      componentDidCatch(error: Error) {
        caught.push(error.message);
      }
      render() {
        return this.state.failed ? h('p', null, 'failed') : this.props.children;
      }
    }
    const Broken = () => {
      throw new Error('broken');
    };
    const Theme = React.createContext('plain');
    let listener = () => {};
    const store = { value: 1, subscribe: (next: () => void) => ((listener = next), () => {}), get: () => store.value };
    const effects: string[] = [];
    const Field = React.memo(function Field({ label }: { label: string }) {
      const [count, setCount] = React.useState(0);
      const id = React.useId();
      const theme = React.useContext(Theme);
      const value = React.useSyncExternalStore(store.subscribe, store.get);
      const ref = React.useRef(null);
      React.useLayoutEffect(() => void effects.push('layout'), []);
      React.useEffect(() => void effects.push('passive'), []);
      return h(
        React.Fragment,
        null,
        h('label', { htmlFor: id }, `${label} ${theme} ${value}`),
        h('input', { id, ref, value: String(count), onChange: () => {}, onClick: () => setCount((c: number) => c + 1) }),
        ReactDOM.createPortal(h('div', { role: 'dialog' }, 'dialog'), portal),
      );
    });
    const root = client.createRoot(container);
    ReactDOM.flushSync(() => root.render(h(Theme.Provider, { value: 'brand' }, h(Field, { label: 'Name' }), h(Boundary, null, h(Broken)))));
    expect(container.querySelector('label')?.textContent).toBe('Name brand 1');
    expect(container.querySelector('p')?.textContent).toBe('failed');
    expect(caught).toEqual(['broken']);
    expect(portal.textContent).toBe('dialog');
    ReactDOM.flushSync(() => container.querySelector('input')?.click());
    expect(container.querySelector('input')?.value).toBe('1');
    store.value = 2;
    ReactDOM.flushSync(() => listener());
    expect(container.querySelector('label')?.textContent).toBe('Name brand 2');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(effects).toEqual(['layout', 'passive']);
    // A transition, as the widget's first render is one.
    React.startTransition(() => root.render(h('p', null, 'next')));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('next');
    expect(portal.textContent).toBe('');
    root.unmount();
    expect(container.innerHTML).toBe('');
  });

  it('says a left-out element was used', () => {
    const errors: unknown[] = [];
    const failing = client.createRoot(document.createElement('div'), { onUncaughtError: (error: unknown) => errors.push(error) });
    ReactDOM.flushSync(() => failing.render(h(Symbol.for('react.suspense'), { fallback: null }, 'x')));
    expect(String(errors[0])).toMatch(/a React feature left out of this script was used/);
    failing.unmount();
  });
});
