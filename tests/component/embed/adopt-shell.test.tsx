import { waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../../src/shell-render';
import { mount, type MountedWidget } from '../../../src/embed/mount';

let mounted: MountedWidget | undefined;
afterEach(() => {
  mounted?.unmount();
  document.body.replaceChildren();
  sessionStorage.clear();
  localStorage.clear();
});

// The footer's documents as absolute addresses: the script makes a default path absolute against the
// API's origin, which the shell (rendered without a page) cannot know.
const documents = Object.fromEntries(
  ['privacyNotice', 'complaints', 'accessibility'].map((name) => [name, `https://brand.test/${name}.html`]),
);
const config = { brand: { documents } };

/** The target as a page with the shell pasted in holds it: its shadow root already drawn (jsdom parses no declarative shadow DOM). */
function hostWithShell(config: object): { host: HTMLElement; shell: ShadowRoot } {
  const host = document.createElement('div');
  host.id = 'motor-quote';
  document.body.append(host);
  const shell = host.attachShadow({ mode: 'open' });
  shell.innerHTML = renderShell(config, { cssHref: '/dist/motor-quote.css' }).html.replace(/^<template[^>]*>|<\/template>$/g, '');
  return { host, shell };
}

/** Every error React reports while the script starts: a hydration mismatch is one (React's development build names the node). */
function watchReportedErrors() {
  const reported: string[] = [];
  const onError = (event: ErrorEvent) => reported.push(String(event.error?.message ?? event.message));
  window.addEventListener('error', onError);
  // jsdom has no API here: the option lists' failed calls are the client's own report, not React's.
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const text = args.map(String).join(' ');
    if (!text.startsWith('[motor-quote api]')) reported.push(text);
  });
  return () => {
    window.removeEventListener('error', onError);
    consoleError.mockRestore();
    return reported;
  };
}

describe('the script adopting the first screen shell', () => {
  it('hydrates the shell in place: the same nodes stay on screen, and its first render agrees with the shell', async () => {
    const { host, shell } = hostWithShell(config);
    const stop = watchReportedErrors();
    const lead = shell.querySelector('p.mq-lead');
    const heading = within(shell as unknown as HTMLElement).getByRole('heading', { level: 1 });
    const firstName = within(shell as unknown as HTMLElement).getByLabelText('First name');
    expect(lead).toBeInstanceOf(HTMLParagraphElement);
    mounted = mount(host, config, { paymentReturnUrl: 'https://cdn.test/motor-quote-return.html' });
    expect(await mounted.ready).toBe(true);
    // React reports a mismatch with the shell (the differing node and its text) rather than failing to start.
    expect(stop()).toEqual([]);
    const live = within(host.shadowRoot as unknown as HTMLElement);
    expect(host.shadowRoot!.querySelector('p.mq-lead')).toBe(lead);
    expect(live.getByRole('heading', { level: 1 })).toBe(heading);
    expect(live.getByLabelText('First name')).toBe(firstName);
    expect(host.shadowRoot!.querySelectorAll('.mq-root')).toHaveLength(1);
  });

  it('hydrates the shell without a mismatch for a memory-routed widget too (the shell is drawn as hash routing draws it)', async () => {
    const memory = { ...config, routing: 'memory' as const };
    const { host, shell } = hostWithShell(memory);
    const stop = watchReportedErrors();
    const lead = shell.querySelector('p.mq-lead');
    mounted = mount(host, memory, { paymentReturnUrl: 'https://cdn.test/motor-quote-return.html' });
    expect(await mounted.ready).toBe(true);
    expect(stop()).toEqual([]);
    expect(host.shadowRoot!.querySelector('p.mq-lead')).toBe(lead);
  });

  it('keeps the shell’s stylesheet once it has loaded, adding only the brand’s theme from the config; styles the shell itself when it did not load', async () => {
    /** What the script added to the shadow root, whichever way applyStyles gave it (sheet or <style>). */
    const added = (root: ShadowRoot) =>
      [
        ...(root.adoptedStyleSheets ?? []).flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)),
        ...[...root.querySelectorAll('style')].map((style) => style.textContent ?? ''),
      ].join('');
    const themed = { brand: { ...config.brand, theme: { '--mq-color-accent': '#004b87' } } };
    // Loaded: the browser gives the link its sheet (jsdom loads no stylesheet, so it is given here).
    // The shell is the default brand's, with no theme file: the theme is the config's all the same.
    const loaded = hostWithShell(config);
    const link = loaded.shell.querySelector('link')!;
    Object.defineProperty(link, 'sheet', { value: {} });
    mounted = mount(loaded.host, themed, { paymentReturnUrl: 'https://cdn.test/motor-quote-return.html' });
    expect(await mounted.ready).toBe(true);
    expect(loaded.shell.querySelector('link')).toBe(link);
    expect(added(loaded.shell).replace(/\s/g, '')).toBe(':host{--mq-color-accent:#004b87;}');
    // A new theme later replaces it, and still none of the stylesheet comes with it.
    mounted.update({ brand: { theme: { '--mq-color-accent': '#003560' } } });
    expect(added(loaded.shell).replace(/\s/g, '')).toBe(':host{--mq-color-accent:#003560;}');
    mounted.unmount();
    // Not loaded (refused, or missing from the folder): the script's own stylesheet styles the shell.
    const failed = hostWithShell(config);
    mounted = mount(failed.host, themed, { paymentReturnUrl: 'https://cdn.test/motor-quote-return.html' });
    expect(await mounted.ready).toBe(true);
    expect(added(failed.shell)).toContain('.mq-root');
    expect(added(failed.shell).replace(/\s/g, '')).toContain(':host{--mq-color-accent:#004b87;}');
  });

  it('keeps the shell until the live form replaces it, with what was typed and the focus and caret where they were', async () => {
    const { host, shell } = hostWithShell(config);
    const inShell = within(shell as unknown as HTMLElement);
    (inShell.getByLabelText('First name') as HTMLInputElement).value = 'Jane';
    (inShell.getByLabelText('Date of birth') as HTMLInputElement).value = '27/03/1990';
    const surname = inShell.getByLabelText('Last name') as HTMLInputElement;
    surname.value = 'Smith';
    surname.focus();
    surname.setSelectionRange(2, 2);
    mounted = mount(host, config, { paymentReturnUrl: 'https://cdn.test/motor-quote-return.html' });
    // Still the shell: the live screen has not been drawn yet, and nothing empty is shown meanwhile.
    expect(inShell.getByLabelText('First name')).toBeInTheDocument();
    expect(await mounted.ready).toBe(true);
    const live = within(host.shadowRoot as unknown as HTMLElement);
    expect(live.getAllByLabelText('First name')).toHaveLength(1);
    expect((live.getByLabelText('First name') as HTMLInputElement).value).toBe('Jane');
    expect((live.getByLabelText('Date of birth') as HTMLInputElement).value).toBe('27/03/1990');
    const liveSurname = live.getByLabelText('Last name') as HTMLInputElement;
    expect(liveSurname.value).toBe('Smith');
    expect(host.shadowRoot!.activeElement).toBe(liveSurname);
    expect([liveSurname.selectionStart, liveSurname.selectionEnd]).toEqual([2, 2]);
    // In the draft through the form's own actions: the date as the API takes it, kept for a reload.
    await waitFor(() => expect(sessionStorage.getItem('motor-quote:motor-quote:proposal')).toContain('"date_of_birth":"1990-03-27"'));
    expect(sessionStorage.getItem('motor-quote:motor-quote:proposal')).toContain('"forenames":"Jane"');
  });

  it('mounts as today on a target without a shell', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    mounted = mount(host, {}, { paymentReturnUrl: 'https://cdn.test/motor-quote-return.html' });
    expect(await mounted.ready).toBe(true);
    expect(within(host.shadowRoot as unknown as HTMLElement).getAllByLabelText('First name')).toHaveLength(1);
  });
});
