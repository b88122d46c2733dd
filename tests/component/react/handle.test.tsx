// The React component's handle: a host gets the widget (ref or onMount) to call on(), update() and
// unmount(), as mount() returns it; and widget_ready names the first screen shown.
import { render, waitFor } from '@testing-library/react';
import { StrictMode, createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount, type MountedWidget } from '../../../src/embed/mount';
import { MotorQuote } from '../../../src/react';

// jsdom renders the first screen in 1-3 s on a busy machine; no API answers here (its calls fail).
const FIRST_SCREEN = { timeout: 15_000 };
const CONFIG = { paymentReturnUrl: '/motor-quote-return.html', brand: { name: 'Host Brand' } };

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('<MotorQuote> handle', () => {
  it('gives the widget to onMount and to a ref: on() hears its milestones and update() renames the brand', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const ref = createRef<MountedWidget | null>();
    const steps = vi.fn();
    const onMount = vi.fn((widget: MountedWidget) => widget.on('step_viewed', steps));
    const { container, unmount } = render(
      <StrictMode>
        <MotorQuote ref={ref} config={CONFIG} onMount={onMount} />
      </StrictMode>,
    );
    await waitFor(() => expect(steps).toHaveBeenCalledWith(expect.objectContaining({ step: 1, screen: 'details-form' })), FIRST_SCREEN);
    // StrictMode mounted twice, the first time ended before the widget had loaded: step 1 is heard once.
    expect(steps).toHaveBeenCalledTimes(1);
    expect(onMount.mock.calls.at(-1)?.[0]).toBe(ref.current);
    ref.current!.update({ brand: { name: 'Renamed Brand' } });
    const box = container.firstElementChild!;
    await waitFor(() => expect(box.shadowRoot!.textContent).toContain('Renamed Brand'), FIRST_SCREEN);
    unmount();
    expect(ref.current).toBeNull();
  });

  it('unmount() through the handle empties the box', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const ref = createRef<MountedWidget | null>();
    render(<MotorQuote ref={ref} id="quote-box" config={CONFIG} />);
    await waitFor(() => expect(ref.current).not.toBeNull());
    expect(await ref.current!.ready).toBe(true);
    ref.current!.unmount();
    expect(document.getElementById('quote-box')!.shadowRoot!.childNodes).toHaveLength(0);
  });
});

describe('widget_ready', () => {
  it('names the first screen shown, as the other milestones name it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const element = document.createElement('div');
    document.body.append(element);
    const onEvent = vi.fn();
    const widget = mount(element, { ...CONFIG, routing: 'memory', onEvent });
    expect(await widget.ready).toBe(true);
    expect(onEvent).toHaveBeenCalledWith('widget_ready', { screen: 'details-form' });
    widget.unmount();
  });
});
