// The React component (`motor-quote-widget/react`, src/react.tsx) as a host application uses it:
// in StrictMode, with props that change after mount, and removed with its route.
import { act, render, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MotorQuote } from '../../../src/react';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

const shadowText = (box: Element | null) => box?.shadowRoot?.textContent ?? '';
// jsdom renders the first screen in 1-3 s on a busy machine; no API answers here (its calls are logged).
const FIRST_SCREEN = { timeout: 15_000 };
const reactErrors = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map(String).filter((text) => !text.startsWith('[motor-quote api]'));

describe('<MotorQuote>', () => {
  it('mounts once in StrictMode, into its own box, with no error from React', async () => {
    const errors = vi.spyOn(console, 'error');
    const onReady = vi.fn();
    const { container } = render(
      <StrictMode>
        <MotorQuote
          id="quote-box"
          className="host-column"
          config={{ paymentReturnUrl: '/motor-quote-return.html', brand: { name: 'Host Brand' } }}
          onReady={onReady}
        />
      </StrictMode>,
    );
    const box = container.querySelector('#quote-box');
    expect(box?.className).toBe('host-column');
    await waitFor(() => expect(onReady).toHaveBeenCalledWith(true), FIRST_SCREEN);
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(shadowText(box)).toContain('Host Brand');
    // StrictMode mounted, unmounted and mounted again: one widget, never two headers, and React's
    // development build never says "Attempted to synchronously unmount a root while React was already rendering".
    expect(box!.shadowRoot!.querySelectorAll('.mq-root')).toHaveLength(1);
    expect(reactErrors(errors)).toEqual([]);
  });

  it('renders its box at once and fetches the widget after, mounting one widget in StrictMode: one widget_ready, one onMount', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onEvent = vi.fn();
    const onMount = vi.fn();
    const { container } = render(
      <StrictMode>
        <MotorQuote id="quote-box" config={{ paymentReturnUrl: '/motor-quote-return.html' }} onEvent={onEvent} onMount={onMount} />
      </StrictMode>,
    );
    // Committed with no Suspense: the box is there, the widget's module still on its way.
    expect(container.querySelector('#quote-box')).toBeInTheDocument();
    expect(onMount).not.toHaveBeenCalled();
    await waitFor(() => expect(onEvent).toHaveBeenCalledWith('widget_ready', { screen: 'details-form' }), FIRST_SCREEN);
    // StrictMode's first mount ended before the module came: it mounted nothing.
    expect(onMount).toHaveBeenCalledTimes(1);
    expect(onEvent.mock.calls.filter(([name]) => name === 'widget_ready')).toHaveLength(1);
    expect(container.querySelector('#quote-box')!.shadowRoot!.querySelectorAll('.mq-root')).toHaveLength(1);
  });

  it('mounts nothing when the host removes it before the widget has loaded', async () => {
    const onEvent = vi.fn();
    const onMount = vi.fn();
    const onReady = vi.fn();
    const { container, unmount } = render(
      <MotorQuote config={{ paymentReturnUrl: '/motor-quote-return.html' }} onEvent={onEvent} onMount={onMount} onReady={onReady} />,
    );
    const box = container.firstElementChild!;
    act(() => unmount());
    // Long enough for the module to have come and a widget to have drawn its first screen.
    render(<MotorQuote config={{ paymentReturnUrl: '/motor-quote-return.html' }} onReady={onReady} />);
    await waitFor(() => expect(onReady).toHaveBeenCalledWith(true), FIRST_SCREEN);
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(onMount).not.toHaveBeenCalled();
    expect(onEvent).not.toHaveBeenCalled();
    expect(box.shadowRoot).toBeNull();
  });

  it('applies a new brand and labels without a new widget, and calls the latest handler given', async () => {
    const first = vi.fn();
    const latest = vi.fn();
    const onReady = vi.fn();
    // No API answers here, so the option lists fail: each failure goes to onError, after the render
    // that gave the second handler.
    const { container, rerender } = render(
      <MotorQuote
        config={{ paymentReturnUrl: '/motor-quote-return.html', brand: { name: 'First Brand' } }}
        onError={first}
        onReady={onReady}
      />,
    );
    rerender(
      <MotorQuote
        config={{ paymentReturnUrl: '/motor-quote-return.html', brand: { name: 'First Brand' } }}
        onError={latest}
        onReady={onReady}
      />,
    );
    await waitFor(() => expect(latest).toHaveBeenCalledWith(expect.objectContaining({ kind: 'api' })), FIRST_SCREEN);
    expect(first).not.toHaveBeenCalled();
    await waitFor(() => expect(onReady).toHaveBeenCalledWith(true), FIRST_SCREEN);
    const box = container.firstElementChild!;
    const root = box.shadowRoot!.querySelector('.mq-root');
    expect(shadowText(box)).toContain('First Brand');

    rerender(
      <MotorQuote
        config={{
          paymentReturnUrl: '/motor-quote-return.html',
          brand: { name: 'Second Brand' },
          labels: { 'sidebar.title': 'Talk to us' },
        }}
        onError={latest}
        onReady={onReady}
      />,
    );
    await waitFor(() => expect(shadowText(box)).toContain('Second Brand'), FIRST_SCREEN);
    expect(shadowText(box)).toContain('Talk to us');
    // The same widget: its root kept, ready once.
    expect(box.shadowRoot!.querySelector('.mq-root')).toBe(root);
    expect(onReady).toHaveBeenCalledTimes(1);
  });

  it('leaves nothing behind when the host removes it', async () => {
    const onReady = vi.fn();
    const { container, unmount } = render(<MotorQuote config={{ paymentReturnUrl: '/motor-quote-return.html' }} onReady={onReady} />);
    const box = container.firstElementChild!;
    await waitFor(() => expect(onReady).toHaveBeenCalledWith(true), FIRST_SCREEN);
    act(() => unmount());
    expect(box.shadowRoot?.childNodes.length ?? 0).toBe(0);
  });
});
