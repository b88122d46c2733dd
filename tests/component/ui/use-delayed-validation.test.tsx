import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useDelayedValidation } from '../../../src/ui/use-delayed-validation';

describe('useDelayedValidation', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reports typing after a 300 ms pause, with the last value only', () => {
    const report = vi.fn();
    const { result } = renderHook(() => useDelayedValidation<string>(report));
    result.current.later('a');
    vi.advanceTimersByTime(200);
    result.current.later('ab');
    vi.advanceTimersByTime(299);
    expect(report).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(report).toHaveBeenCalledExactlyOnceWith('ab');
  });

  it('reports blur and choices at once and drops a pending report', () => {
    const report = vi.fn();
    const { result } = renderHook(() => useDelayedValidation<string>(report));
    result.current.later('typed');
    result.current.now('blurred');
    vi.advanceTimersByTime(1000);
    expect(report.mock.calls).toEqual([['blurred']]);
  });

  it('stays the same object across renders and cancels on unmount', () => {
    const report = vi.fn();
    const { result, rerender, unmount } = renderHook(() => useDelayedValidation<string>(report));
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    first.later('x');
    unmount();
    vi.advanceTimersByTime(1000);
    expect(report).not.toHaveBeenCalled();
  });
});
