/**
 * update() gives the widget new settings only (docs/embedding.md#the-script-tag): the services and
 * the screen shown are kept, so the price screen's saved proposal is not fetched again and what the
 * customer chose on it stays, while the new words and theme show.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount, type MountedWidget } from '../../../src/embed/mount';
import { fakeFetch } from '../support/fake-fetch';
import { PATH, priceRoutes, quoted, UUID } from '../screens/price-presentation/fixtures';

let mounted: MountedWidget | undefined;
afterEach(() => {
  mounted?.unmount();
  document.body.replaceChildren();
  location.hash = '';
  vi.unstubAllGlobals();
});

/** The theme rules the shadow root holds, whichever way applyStyles gave them (sheet or <style>). */
function themeText(shadow: ShadowRoot): string {
  const sheets = (shadow.adoptedStyleSheets ?? []).flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
  const styles = [...shadow.querySelectorAll('style')].map((style) => style.textContent ?? '');
  return [...sheets, ...styles].join('\n');
}

describe('update() on the price screen', () => {
  it('changes labels and theme without fetching the proposal again or losing the pending excess', async () => {
    const api = fakeFetch(priceRoutes(quoted()));
    vi.stubGlobal('fetch', api.fetch);
    location.hash = `#${PATH}`;
    const host = document.createElement('div');
    host.id = 'motor-quote';
    document.body.append(host);
    mounted = mount(host, { apiBase: 'http://sandbox.test' }, { paymentReturnUrl: 'https://cdn.test/motor-quote-return.html' });
    const shadow = host.shadowRoot!;
    const page = within(shadow.querySelector<HTMLElement>('.mq-root')!);
    const proposalGets = () => api.calls.filter((call) => call.method === 'GET' && call.path === `/api/proposal/${UUID}`).length;
    // The whole journey's first render in jsdom can pass findBy's 1 s on a busy machine.
    await page.findByRole('heading', { level: 1, name: 'Your car insurance quote' }, { timeout: 15_000 });
    const user = userEvent.setup();
    await user.click(page.getByRole('radio', { name: 'Pay monthly' }));
    await user.selectOptions(page.getByLabelText('Voluntary excess'), '500');
    expect(page.getByRole('button', { name: 'Confirm & requote' })).toBeVisible();
    expect(proposalGets()).toBe(1);
    // Every request so far (the proposal, its lists): update() must add none, of any kind.
    const requestsBefore = api.calls.map((call) => `${call.method} ${call.path}`);

    mounted.update({ labels: { 'price.title': 'Your price today' } });
    await page.findByRole('heading', { level: 1, name: 'Your price today' });
    mounted.update({ brand: { theme: { '--mq-color-primary': '#004b87' } } });
    await waitFor(() => expect(themeText(shadow)).toContain('--mq-color-primary:#004b87'));

    expect(proposalGets()).toBe(1);
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(requestsBefore);
    expect(page.getByRole('button', { name: 'Confirm & requote' })).toBeVisible();
    expect((page.getByLabelText('Voluntary excess') as HTMLSelectElement).value).toBe('500');
    expect(page.getByRole('radio', { name: 'Pay monthly' })).toHaveProperty('checked', true);
    // The labels given first are kept when the theme changes: update() merges.
    expect(page.getByRole('heading', { level: 1, name: 'Your price today' })).toBeVisible();
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });
});
