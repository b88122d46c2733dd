// @vitest-environment jsdom
// The trimmed React DOM of the script tag build (scripts/react-dom-trim-plugin.mjs) runs what the
// widget runs: a trim that took out a declaration other code still needs fails here, in a DOM,
// before the browser tests (the component tests run React whole).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as ServerReact from 'react';
import { renderToString } from 'react-dom/server';
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

  // The first screen's shell is server-rendered markup that the script hydrates in a transition
  // (src/embed/mount.ts): the trimmed hydrateRoot adopts the same nodes and reports a mismatch.
  /** The same small form written against a given React: the server's to render, the trimmed one to hydrate. */
  const form = (R: any, name: string) =>
    function Form() {
      const id = R.useId();
      const [count, setCount] = R.useState(0);
      return R.createElement(
        'form',
        { className: 'mq-app' },
        R.createElement('p', { className: 'mq-lead' }, `Your details, ${name}`),
        R.createElement('label', { htmlFor: id }, 'First name'),
        R.createElement('input', { id, defaultValue: '' }),
        R.createElement('button', { type: 'button', onClick: () => setCount((c: number) => c + 1) }, `Pressed ${count}`),
      );
    };
  const hydrate = async (markup: string, Form: () => unknown) => {
    const container = document.createElement('div');
    container.innerHTML = markup;
    document.body.append(container);
    const before = [...container.querySelectorAll('*')];
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => (errors.push(event.error ?? event.message), event.preventDefault());
    window.addEventListener('error', onError);
    let root: any;
    React.startTransition(() => (root = client.hydrateRoot(container, h(Form))));
    await new Promise((resolve) => setTimeout(resolve, 50));
    window.removeEventListener('error', onError);
    return { container, before, errors, root };
  };

  it('hydrates server markup in place: the same nodes, then live', async () => {
    const markup = renderToString(ServerReact.createElement(form(ServerReact, 'the customer')));
    const { container, before, errors, root } = await hydrate(markup, form(React, 'the customer'));
    expect(errors).toEqual([]);
    // The very nodes the markup made, none painted again.
    const after = [...container.querySelectorAll('*')];
    expect(after).toHaveLength(before.length);
    expect(after.every((node, i) => node === before[i])).toBe(true);
    expect(container.querySelector('label')?.htmlFor).toBe(container.querySelector('input')?.id);
    ReactDOM.flushSync(() => container.querySelector('button')?.click());
    expect(container.querySelector('button')?.textContent).toBe('Pressed 1');
    expect(container.querySelector('button')).toBe(before[4]);
    root.unmount();
  });

  it('reports markup that differs from its first render, never silently', async () => {
    const markup = renderToString(ServerReact.createElement(form(ServerReact, 'the customer')));
    const { container, errors, root } = await hydrate(markup, form(React, 'someone else'));
    // React's production error 418: the server's HTML did not match its first render.
    expect(String(errors[0])).toMatch(/React error #418\b/);
    expect(container.querySelector('p')?.textContent).toBe('Your details, someone else');
    root.unmount();
  });

  it('says a left-out element was used', () => {
    const errors: unknown[] = [];
    const failing = client.createRoot(document.createElement('div'), { onUncaughtError: (error: unknown) => errors.push(error) });
    ReactDOM.flushSync(() => failing.render(h(Symbol.for('react.suspense'), { fallback: null }, 'x')));
    expect(String(errors[0])).toMatch(/a React feature left out of this script was used/);
    failing.unmount();
  });
});
