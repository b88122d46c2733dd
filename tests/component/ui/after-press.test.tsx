import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPress, trackPresses } from '../../../src/ui/after-press';
import { scrollIntoViewLater } from '../../../src/ui/focus-error';

const press = (type: string, target: EventTarget = document.body) =>
  target.dispatchEvent(new MouseEvent(type, { bubbles: true, composed: true }));

describe('work that moves the page waits for a press to finish', () => {
  let stop: () => void;
  beforeEach(() => {
    stop = trackPresses(window);
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('runs at once with no press, and after the click of a press', async () => {
    const done: string[] = [];
    afterPress(() => done.push('now'));
    expect(done).toEqual(['now']);
    press('pointerdown');
    afterPress(() => done.push('after the click'));
    press('pointerup');
    expect(done).toEqual(['now']);
    press('click');
    expect(done).toEqual(['now']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(done).toEqual(['now', 'after the click']);
  });

  it('runs after a release that brings no click (released elsewhere), and on a cancelled pointer', () => {
    vi.useFakeTimers();
    const done: string[] = [];
    press('pointerdown');
    afterPress(() => done.push('released'));
    press('pointerup');
    vi.advanceTimersByTime(499);
    expect(done).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(done).toEqual(['released']);
    press('pointerdown');
    afterPress(() => done.push('cancelled'));
    press('pointercancel');
    expect(done).toEqual(['released', 'cancelled']);
  });

  it('a step heading is not scrolled to if the customer pressed something meanwhile', async () => {
    vi.useFakeTimers();
    const heading = document.createElement('h2');
    document.body.append(heading);
    const scroll = vi.fn();
    heading.scrollIntoView = scroll;
    const untouched = scrollIntoViewLater(heading, 300);
    await vi.advanceTimersByTimeAsync(300);
    await untouched;
    expect(scroll).toHaveBeenCalledTimes(1);

    const pressedMeanwhile = scrollIntoViewLater(heading, 300);
    press('pointerdown');
    press('pointerup');
    press('click');
    await vi.advanceTimersByTimeAsync(300);
    await pressedMeanwhile;
    expect(scroll).toHaveBeenCalledTimes(1);
    heading.remove();
  });
});
