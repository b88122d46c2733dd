import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { trackPresses } from '../../../src/ui/after-press';
import { focusAndReveal, scrollToFirstError } from '../../../src/ui/focus-error';
import { TextInput } from '../../../src/ui/text-input';
import { YesNo } from '../../../src/ui/yes-no';

const noop = () => undefined;

function Step() {
  return (
    <div data-testid="step">
      <TextInput id="forenames" label="First name" value="Ann" onChange={noop} />
      <YesNo id="uk-born" label="Were you born in the UK?" value={null} onChange={noop} error="Select yes if you were born in the UK" />
      <TextInput id="email" label="Email address" value="" onChange={noop} error="Enter your email address" />
    </div>
  );
}

describe('scrollToFirstError', () => {
  const scrolls: ScrollIntoViewOptions[] = [];
  beforeEach(() => {
    vi.useFakeTimers();
    scrolls.length = 0;
    Element.prototype.scrollIntoView = function scrollIntoView(options?: boolean | ScrollIntoViewOptions) {
      scrolls.push(options as ScrollIntoViewOptions);
    };
  });
  afterEach(() => {
    vi.useRealTimers();
    delete (Element.prototype as Partial<Element>).scrollIntoView;
    vi.unstubAllGlobals();
  });

  it('waits the given delay, then scrolls smoothly to the first error and focuses its control', async () => {
    render(<Step />);
    const done = scrollToFirstError(screen.getByTestId('step'), 300);
    vi.advanceTimersByTime(299);
    expect(scrolls).toHaveLength(0);
    vi.advanceTimersByTime(1);
    await expect(done).resolves.toBe(screen.getByRole('radio', { name: 'Yes' }));
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Yes' }));
    expect(scrolls[0]).toMatchObject({ behavior: 'smooth' });
  });

  // She went on to a field of her own in the pause; the jump to the first error would take
  // the focus from under her press.
  it('leaves focus where a press in the pause put it, and does not scroll', async () => {
    const stop = trackPresses(window);
    render(<Step />);
    const done = scrollToFirstError(screen.getByTestId('step'), 300);
    const email = screen.getByRole('textbox', { name: /Email address/ });
    email.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, isPrimary: true }));
    email.focus();
    vi.advanceTimersByTime(300);
    await expect(done).resolves.toBeNull();
    expect(document.activeElement).toBe(email);
    expect(scrolls).toHaveLength(0);
    stop();
  });

  // Keys typed on into a field after a failed Continue (no pointer press: a keyboard, a
  // script that fills fields) went to the first error's field once it took focus.
  it('leaves focus in a field she went to by keys, and does not scroll', async () => {
    render(<Step />);
    const done = scrollToFirstError(screen.getByTestId('step'), 300);
    const first = screen.getByRole('textbox', { name: /First name/ });
    first.focus();
    vi.advanceTimersByTime(300);
    await expect(done).resolves.toBeNull();
    expect(document.activeElement).toBe(first);
    expect(scrolls).toHaveLength(0);
  });

  it('does not animate the scroll when the user prefers reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    render(<Step />);
    const done = scrollToFirstError(screen.getByTestId('step'), 200);
    vi.advanceTimersByTime(200);
    await done;
    expect(scrolls[0]).toMatchObject({ behavior: 'auto' });
  });

  it('works inside a shadow root and resolves null when nothing is wrong', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    shadow.append(mount);
    render(<Step />, { container: mount });
    const done = scrollToFirstError(mount, 200);
    vi.advanceTimersByTime(200);
    await done;
    expect(shadow.activeElement).toBe(shadow.getElementById('uk-born'));

    const clean = document.createElement('div');
    const none = scrollToFirstError(clean, 200);
    vi.advanceTimersByTime(200);
    await expect(none).resolves.toBeNull();
    host.remove();
  });
});

describe('focusAndReveal', () => {
  afterEach(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  // Firefox, puppeteer's element click: a jump a frame later moved the car found after a
  // press had been aimed at its value; the jump is made in the task that rendered the change.
  it('focuses what an action brought and jumps to it at once, not in a later frame', () => {
    const scrolls: ScrollIntoViewOptions[] = [];
    Element.prototype.scrollIntoView = function scrollIntoView(options?: boolean | ScrollIntoViewOptions) {
      scrolls.push(options as ScrollIntoViewOptions);
    };
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    render(
      <h2 id="car" tabIndex={-1}>
        Your chosen car
      </h2>,
      { container: shadow.appendChild(document.createElement('div')) },
    );
    focusAndReveal(shadow, 'car');
    expect(shadow.activeElement?.textContent).toBe('Your chosen car');
    expect(scrolls).toEqual([{ behavior: 'auto', block: 'start' }]);
    host.remove();
  });
});
