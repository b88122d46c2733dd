// Listeners end with the widget: what a host added through on(), onEvent and onError, and the DOM
// events the widget dispatches, stop at unmount(), so a widget mounted again on the same element (a
// route coming back, React's StrictMode) is heard once, never as two widgets.
import { render, waitFor } from '@testing-library/react';
import { StrictMode, useEffect, useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount, type MountedWidget } from '../../../src/embed/mount';
import { MotorQuote } from '../../../src/react';

// jsdom renders the first screen in 1-3 s on a busy machine; no API answers here (its calls fail).
const FIRST_SCREEN = { timeout: 15_000 };
const CONFIG = { paymentReturnUrl: '/motor-quote-return.html', brand: { name: 'Host Brand' } };
let widgets: MountedWidget[] = [];

afterEach(() => {
  widgets.forEach((widget) => widget.unmount());
  widgets = [];
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

function host(): HTMLElement {
  const element = document.createElement('div');
  element.id = 'motor-quote';
  document.body.append(element);
  return element;
}

describe('unmount() and a widget mounted again on the same element', () => {
  it('stops the first widget’s on() listeners: the second widget’s milestones are heard once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const element = host();
    const firstReady = vi.fn();
    const firstSteps = vi.fn();
    const first = mount(element, CONFIG);
    first.on('widget_ready', firstReady);
    const stopEarly = first.on('step_viewed', firstSteps);
    expect(await first.ready).toBe(true);
    await waitFor(() => expect(firstSteps).toHaveBeenCalledTimes(1), FIRST_SCREEN);
    first.unmount();
    stopEarly(); // stopping a listener unmount() already stopped is harmless

    const secondHeard = vi.fn();
    const onElement = vi.fn();
    element.addEventListener('motorquote:widget_ready', onElement);
    const second = mount(element, CONFIG);
    widgets.push(second);
    second.on('widget_ready', secondHeard);
    second.on('step_viewed', secondHeard);
    expect(await second.ready).toBe(true);
    await waitFor(() => expect(secondHeard).toHaveBeenCalledTimes(2), FIRST_SCREEN);
    expect(onElement).toHaveBeenCalledTimes(1);
    expect(firstReady).toHaveBeenCalledTimes(1);
    expect(firstSteps).toHaveBeenCalledTimes(1);
  });

  it('stops onError and the element’s events for a call still running at unmount', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const element = host();
    const onError = vi.fn();
    const onEvent = vi.fn();
    const onElement = vi.fn();
    element.addEventListener('motorquote:widget_ready', onElement);
    // The first step's option lists are fetched at mount; they fail after unmount() here.
    mount(element, { ...CONFIG, onError, onEvent }).unmount();
    const witness = vi.fn();
    widgets.push(mount(host(), { ...CONFIG, onError: witness }));
    await waitFor(() => expect(witness).toHaveBeenCalledWith(expect.objectContaining({ kind: 'api' })), FIRST_SCREEN);
    expect(onError).not.toHaveBeenCalled();
    expect(onEvent).not.toHaveBeenCalled();
    expect(onElement).not.toHaveBeenCalled();
  });

  it('in a host’s own StrictMode effect (mount, on(), unmount in its cleanup), hears each milestone once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const heard = vi.fn();
    function Host() {
      const box = useRef<HTMLDivElement>(null);
      useEffect(() => {
        const widget = mount(box.current!, CONFIG);
        widget.on('widget_ready', heard);
        return () => widget.unmount();
      }, []);
      return <div ref={box} data-testid="box" />;
    }
    const { unmount } = render(
      <StrictMode>
        <Host />
      </StrictMode>,
    );
    await waitFor(() => expect(heard).toHaveBeenCalled(), FIRST_SCREEN);
    // Time for a second, wrong, call to arrive before it is counted.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heard).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('<MotorQuote> in StrictMode reports each failed call as one widget does, not once per mount', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onError = vi.fn();
    const onEvent = vi.fn();
    const witness = vi.fn();
    const { unmount } = render(
      <StrictMode>
        <MotorQuote config={CONFIG} onError={onError} onEvent={onEvent} />
      </StrictMode>,
    );
    // A widget mounted after it, outside StrictMode: once its calls have failed, so have the component's.
    widgets.push(mount(host(), { ...CONFIG, onError: witness }));
    await waitFor(() => expect(onEvent).toHaveBeenCalledWith('widget_ready', expect.anything()), FIRST_SCREEN);
    await waitFor(() => expect(witness).toHaveBeenCalledWith(expect.objectContaining({ kind: 'api' })), FIRST_SCREEN);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(witness.mock.calls.length).toBeGreaterThan(0);
    expect(onError).toHaveBeenCalledTimes(witness.mock.calls.length);
    expect(onEvent.mock.calls.filter(([name]) => name === 'widget_ready')).toHaveLength(1);
    unmount();
  });
});
