// mount() returns after its first phase (the config, the shadow root, the styles) and builds the
// rest in tasks of its own, each after a yield (docs/performance.md#the-scripts-start-up-raw): the
// widget's stores and its first requests, then React's start on the first screen. One task for all
// of it was a long task in which a tap on the host page waited.
import { waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../../src/shell-render';
import { mount, type MountedWidget } from '../../../src/embed/mount';

let mounted: MountedWidget | undefined;
afterEach(async () => {
  mounted?.unmount();
  mounted = undefined;
  // The root's unmount (a microtask) and React's scheduled work finish while jsdom's window exists.
  await new Promise((resolve) => setTimeout(resolve, 50));
  document.body.replaceChildren();
  sessionStorage.clear();
  localStorage.clear();
  vi.restoreAllMocks();
});

const RETURN = { paymentReturnUrl: 'https://cdn.test/motor-quote-return.html' };
const documents = Object.fromEntries(
  ['privacyNotice', 'complaints', 'accessibility'].map((name) => [name, `https://brand.test/${name}.html`]),
);
const config = { brand: { documents } };

/** The target as a page with the shell pasted in holds it (jsdom parses no declarative shadow DOM). */
function hostWithShell(): { host: HTMLElement; shell: ShadowRoot } {
  const host = document.createElement('div');
  host.id = 'motor-quote';
  document.body.append(host);
  const shell = host.attachShadow({ mode: 'open' });
  shell.innerHTML = renderShell(config, { cssHref: '/dist/motor-quote.css' }).html.replace(/^<template[^>]*>|<\/template>$/g, '');
  return { host, shell };
}

/** Whether React has started on the element: a root, hydrating or not, marks its container at once. */
const reactStarted = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactContainer$'));

/** The end of the task the test is in and of the mount's next phase (jsdom has no scheduler.yield: the mount yields to a timer, as in Safari). */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

describe('mount() in phases', () => {
  it('returns before the widget is built, asks for the first lists a task later and starts the take-over a task after that, keeping what was typed meanwhile', async () => {
    const requests = vi.spyOn(globalThis, 'fetch');
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the lists' requests fail: jsdom has no API
    const { host, shell } = hostWithShell();
    const container = shell.querySelector('.mq-root')!;
    const firstName = within(shell as unknown as HTMLElement).getByLabelText('First name') as HTMLInputElement;

    mounted = mount(host, config, RETURN);
    expect(requests).not.toHaveBeenCalled();
    expect(reactStarted(container)).toBe(false);
    // The customer types into the shell between the phases.
    firstName.value = 'Jane';
    firstName.dispatchEvent(new Event('input', { bubbles: true }));

    await nextTask();
    expect(requests).toHaveBeenCalled();
    expect(reactStarted(container)).toBe(false);

    await nextTask();
    expect(reactStarted(container)).toBe(true);
    expect(await mounted.ready).toBe(true);
    const live = within(host.shadowRoot as unknown as HTMLElement);
    expect(live.getByLabelText('First name')).toBe(firstName);
    expect(live.getByLabelText('First name')).toHaveValue('Jane');
  });

  it('starts nothing more for a widget unmounted before its phases ran: no request, no React, the box emptied', async () => {
    const requests = vi.spyOn(globalThis, 'fetch');
    const { host, shell } = hostWithShell();
    const container = shell.querySelector('.mq-root')!;
    mount(host, config, RETURN).unmount();
    await nextTask();
    await nextTask();
    await waitFor(() => expect(host.shadowRoot!.childNodes).toHaveLength(0));
    expect(requests).not.toHaveBeenCalled();
    expect(reactStarted(container)).toBe(false);
  });
});
