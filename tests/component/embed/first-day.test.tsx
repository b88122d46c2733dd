/** The defects an integrator met on her first day, as she would see them. */
import { render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useEffect, useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount, type MountedWidget } from '../../../src/embed/mount';
import { mount as mountModule } from '../../../src/module';

const RETURN_PAGE = { paymentReturnUrl: 'https://cdn.test/motor-quote-return.html' };
let widgets: MountedWidget[] = [];
afterEach(() => {
  widgets.forEach((widget) => widget.unmount());
  widgets = [];
  document.body.replaceChildren();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

// The journey's own box inside the shadow root (Testing Library reports a miss on an element, not a ShadowRoot).
const inside = (host: Element) => within(host.shadowRoot!.querySelector<HTMLElement>('.mq-root')!);
// A whole details form in jsdom takes seconds on a busy machine (see vitest.config.ts).
const firstName = (host: Element) => inside(host).findByRole('textbox', { name: 'First name' }, { timeout: 15_000 });

/** A comparison page's markup: two containers without an id, as a page builder or React makes them. */
function page(): [HTMLElement, HTMLElement] {
  document.body.replaceChildren();
  const main = document.createElement('main');
  main.id = 'content';
  const pair = [document.createElement('div'), document.createElement('div')] as [HTMLElement, HTMLElement];
  for (const box of pair) main.append(Object.assign(document.createElement('section'), { className: 'card' }), box);
  document.body.append(main);
  return pair;
}

describe('two widgets without an id on one page', () => {
  it('each finds its own draft after a reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const mountBoth = () => page().map((box) => (widgets.push(mount(box, { routing: 'memory' }, RETURN_PAGE)), box));
    const [first, second] = mountBoth();
    await user.type(await firstName(first), 'Alice');
    await user.type(await firstName(second), 'Bryony');
    // A reload: the widgets go (their drafts are written), the same markup comes back.
    widgets.forEach((widget) => widget.unmount());
    widgets = [];
    const [firstAgain, secondAgain] = mountBoth();
    expect(await firstName(firstAgain)).toHaveProperty('value', 'Alice');
    expect(await firstName(secondAgain)).toHaveProperty('value', 'Bryony');
  });

  it('config.storageKey names the draft, whatever the markup', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const [first] = page();
    widgets.push(mount(first, { routing: 'memory', storageKey: 'juniper' }, RETURN_PAGE));
    await user.type(await firstName(first), 'Alice');
    widgets[0].unmount();
    // The markup changed: the named draft moves with its widget; the box in the old place has none.
    const [oldPlace, moved] = page();
    widgets.push(mount(moved, { routing: 'memory', storageKey: 'juniper' }, RETURN_PAGE));
    widgets.push(mount(oldPlace, { routing: 'memory' }, RETURN_PAGE));
    expect(await firstName(moved)).toHaveProperty('value', 'Alice');
    expect(await firstName(oldPlace)).toHaveProperty('value', '');
  });
});

describe('unmount() from a React host', () => {
  function Host() {
    const box = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const widget = mount(box.current!, { routing: 'memory' }, RETURN_PAGE);
      return () => widget.unmount();
    }, []);
    return <div data-testid="host" ref={box} />;
  }

  it('in StrictMode (an effect run, cleaned up and run again) logs no React error, and the widget stays', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = render(
      <StrictMode>
        <Host />
      </StrictMode>,
    );
    const host = view.getByTestId('host');
    await waitFor(() => expect(host.shadowRoot?.textContent).toContain('Juniper Car Insurance'));
    view.unmount();
    expect(host.shadowRoot?.childNodes).toHaveLength(0);
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    expect(errors.mock.calls.map(String).join('\n')).not.toMatch(/unmount a root while React was already rendering/);
  });
});

describe('the ES module without paymentReturnUrl', () => {
  it('shows that the service is not set up, and the console names the setting', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const box = document.body.appendChild(document.createElement('div'));
    // Plain JavaScript, where the types cannot refuse it.
    widgets.push(mountModule(box, { routing: 'memory' } as never));
    expect(inside(box).getByRole('alert').textContent).toContain('This quote service isn’t set up yet');
    expect(errors.mock.calls.map(String).join('\n')).toMatch(/needs config\.paymentReturnUrl.*motor-quote-return\.html/);
  });
});

describe('the script’s own mount, when its target is not on the page yet', () => {
  const WAITING = { ...RETURN_PAGE, waitForTarget: true };

  it('mounts as soon as the target is added, with no console error', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const widget = mount(undefined, { target: '#later', routing: 'memory' }, WAITING);
    widgets.push(widget);
    const box = document.body.appendChild(Object.assign(document.createElement('div'), { id: 'later' }));
    await waitFor(() => expect(box.shadowRoot).not.toBeNull());
    expect(await widget.ready).toBe(true);
    expect(errors.mock.calls.map(String).join('\n')).not.toMatch(/no element matches/);
  });

  it('says on the console that it never came, after 10 s, and an unmount before then stops the wait', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      const never = mount(undefined, { target: '#never' }, WAITING);
      const stopped = mount(undefined, { target: '#stopped' }, WAITING);
      stopped.unmount();
      vi.advanceTimersByTime(9_000);
      expect(errors).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1_000);
      expect(await never.ready).toBe(false);
      expect(errors.mock.calls.map(String)).toEqual([expect.stringContaining('no element matches the target "#never"')]);
      // The stopped one mounts nothing when its target comes after all.
      const box = document.body.appendChild(Object.assign(document.createElement('div'), { id: 'stopped' }));
      await Promise.resolve();
      expect(box.shadowRoot).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
