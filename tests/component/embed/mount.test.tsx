import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount, type MountedWidget } from '../../../src/embed/mount';

let mounted: MountedWidget | undefined;
afterEach(() => {
  mounted?.unmount();
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
