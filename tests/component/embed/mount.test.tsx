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

describe('mount in live mode', () => {
  const LIVE = {
    mode: 'live' as const,
    apiBase: 'https://api.brand.example',
    brand: {
      phone: '0300 000 1111',
      email: 'help@brand.example',
      faqUrl: 'https://brand.example/faq',
      contactUrl: 'https://brand.example/contact',
      documents: {
        ipid: 'https://brand.example/ipid.pdf',
        policyWording: 'https://brand.example/wording.pdf',
        administrationContract: 'https://brand.example/admin.pdf',
        terms: 'https://brand.example/terms.pdf',
        privacyNotice: 'https://brand.example/privacy',
        complaints: 'https://brand.example/complaints',
        accessibility: 'https://brand.example/accessibility',
      },
      firm: {
        legalName: 'Brand Motor Ltd',
        frn: '123456',
        address: '1 High Street, Leeds LS1 1AA',
        registerUrl: 'https://register.fca.org.uk/s/',
      },
      cancellation: { fee: 0 },
      privacy: { retention: '6 years after your policy ends' },
    },
    labels: { 'form.takeCare': 'Please take care.' },
    captcha: { scriptUrl: 'https://captcha.example/api.js', siteKey: 'key' },
    deviceRisk: { scriptUrl: 'https://risk.example/snare.js' },
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
