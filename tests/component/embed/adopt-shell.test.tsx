import { waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderShell } from '../../../scripts/shell-render';
import { mount, type MountedWidget } from '../../../src/embed/mount';

let mounted: MountedWidget | undefined;
afterEach(() => {
  mounted?.unmount();
  document.body.replaceChildren();
  sessionStorage.clear();
  localStorage.clear();
});

/** The target as a page with the shell pasted in holds it: its shadow root already drawn (jsdom parses no declarative shadow DOM). */
function hostWithShell(): { host: HTMLElement; shell: ShadowRoot } {
  const host = document.createElement('div');
  host.id = 'motor-quote';
  document.body.append(host);
  const shell = host.attachShadow({ mode: 'open' });
  shell.innerHTML = renderShell({}, { cssHref: '/dist/motor-quote.css' }).html.replace(/^<template[^>]*>|<\/template>$/g, '');
  return { host, shell };
}

describe('the script adopting the first screen shell', () => {
  it('keeps the shell until the live form replaces it, with what was typed and the focus and caret where they were', async () => {
    const { host, shell } = hostWithShell();
    const inShell = within(shell as unknown as HTMLElement);
    (inShell.getByLabelText('First name') as HTMLInputElement).value = 'Jane';
    (inShell.getByLabelText('Date of birth') as HTMLInputElement).value = '27/03/1990';
    const surname = inShell.getByLabelText('Last name') as HTMLInputElement;
    surname.value = 'Smith';
    surname.focus();
    surname.setSelectionRange(2, 2);
    mounted = mount(host, {}, { paymentReturnUrl: 'https://cdn.test/motor-quote-return.html' });
    // Still the shell: the live screen has not been drawn yet, and nothing empty is shown meanwhile.
    expect(inShell.getByLabelText('First name')).toBeInTheDocument();
    expect(await mounted.ready).toBe(true);
    const live = within(host.shadowRoot as unknown as HTMLElement);
    expect(live.getAllByLabelText('First name')).toHaveLength(1);
    expect(host.shadowRoot!.querySelector('link')).toBeNull();
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
