import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount, type MountedWidget } from '../../../src/embed/mount';
import { LIVE_CONFIG } from '../../support/live-config';

let mounted: MountedWidget | undefined;
afterEach(async () => {
  mounted?.unmount();
  mounted = undefined;
  // The widget's root is unmounted in a microtask and its first screen renders in a transition that
  // React's scheduler runs in later tasks: both are let finish here, while jsdom's window exists (a
  // render task run after the file's environment is torn down threw "window is not defined").
  await new Promise((resolve) => setTimeout(resolve, 50));
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

function host(): HTMLElement {
  const element = document.createElement('div');
  element.id = 'motor-quote';
  document.body.append(element);
  return element;
}

const hostile = {
  proxy: () =>
    new Proxy(
      {},
      {
        ownKeys() {
          throw new Error('ownKeys trap');
        },
        get() {
          throw new Error('get trap');
        },
      },
    ),
  getter: () =>
    Object.defineProperty({ brand: { name: 'Kept?' } }, 'routing', {
      enumerable: true,
      get() {
        throw new Error('getter');
      },
    }),
};

describe('mount with a config the host page cannot read', () => {
  it.each(Object.keys(hostile) as (keyof typeof hostile)[])('still mounts with the defaults and says why (%s)', async (kind) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const element = host();
    mounted = mount(element, hostile[kind]() as never, { paymentReturnUrl: 'https://cdn.test/motor-quote-return.html' });
    // The whole journey's first render in jsdom can pass waitFor's 1 s on a busy machine.
    await waitFor(() => expect(element.shadowRoot?.textContent).toContain('Juniper Car Insurance'), { timeout: 15_000 });
    expect(errors.mock.calls.map(String).join('\n')).toMatch(/config object could not be read .*using the defaults/);
  });
});

describe('mount in live mode', () => {
  // The shared live config, with a retention and one label of the brand's own: what stays default is listed.
  const LIVE = {
    ...LIVE_CONFIG,
    mode: 'live' as const,
    brand: { ...LIVE_CONFIG.brand, privacy: { retention: '6 years after your policy ends' } },
    labels: { 'form.takeCare': 'Please take care.' },
  };

  it('lists in one console warning every product fact and label still the widget’s default, for the insurer’s review', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mounted = mount(host(), LIVE, { paymentReturnUrl: 'https://cdn.test/motor-quote-return.html' });
    const listings = warn.mock.calls.map(String).filter((line) => line.includes('still the widget'));
    expect(listings).toHaveLength(1);
    const names = listings[0].slice(listings[0].indexOf('review each: ') + 'review each: '.length).split(', ');
    expect(names.slice(0, 4)).toEqual(['brand.name', 'brand.openingHours', 'brand.renewal.noticeDays', 'brand.ncdProofDays']);
    expect(names).toContain('privacy.keep');
    expect(names).not.toContain('form.takeCare');
    expect(names).not.toContain('brand.privacy.retention');
  });

  it('says nothing of the kind in sandbox mode', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mounted = mount(host(), {}, { paymentReturnUrl: 'https://cdn.test/motor-quote-return.html' });
    expect(warn.mock.calls.map(String).filter((line) => line.includes('still the widget'))).toEqual([]);
  });
});
