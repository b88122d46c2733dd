import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDeferredStorage, flushDeferredWrites } from '../../../src/store/deferred-storage';

const memory = new Map<string, string>();
const fakeStorage = {
  getItem: (key: string) => memory.get(key) ?? null,
  setItem: (key: string, value: string) => void memory.set(key, value),
  removeItem: (key: string) => void memory.delete(key),
} as Storage;
const value = (text: string) => ({ state: { text }, version: 1 });

beforeEach(() => {
  memory.clear();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('the draft storage', () => {
  it('writes the latest value once typing pauses, not on every keystroke', () => {
    const storage = createDeferredStorage<{ text: string }>(() => fakeStorage)!;
    storage.setItem('draft', value('A'));
    vi.advanceTimersByTime(100);
    storage.setItem('draft', value('Am'));
    expect(memory.has('draft')).toBe(false);
    expect(storage.getItem('draft')).toEqual(value('Am')); // reads see the pending value
    vi.advanceTimersByTime(250);
    expect(JSON.parse(memory.get('draft')!)).toEqual(value('Am'));
  });

  it('writes within the longest wait even while typing goes on', () => {
    const storage = createDeferredStorage<{ text: string }>(() => fakeStorage, 1000)!;
    for (let i = 1; i <= 12; i += 1) {
      storage.setItem('draft', value('x'.repeat(i)));
      vi.advanceTimersByTime(100);
    }
    expect(JSON.parse(memory.get('draft')!).state.text.length).toBeGreaterThanOrEqual(9);
  });

  it('removes at once, and a removed value is not written later', () => {
    memory.set('draft', JSON.stringify(value('Hartington')));
    const storage = createDeferredStorage<{ text: string }>(() => fakeStorage)!;
    storage.setItem('draft', value('Hartington-Smith'));
    storage.removeItem('draft');
    expect(memory.has('draft')).toBe(false);
    vi.advanceTimersByTime(2000);
    expect(memory.has('draft')).toBe(false);
  });

  it('is absent when the browser refuses storage (private mode), so the widget still runs', () => {
    expect(
      createDeferredStorage(() => {
        throw new Error('SecurityError');
      }),
    ).toBeUndefined();
  });
});

describe('a storage that refuses writes', () => {
  it('keeps the widget running: a full storage (QuotaExceededError) is not an error for the proposer', () => {
    const full = {
      ...fakeStorage,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as Storage;
    const storage = createDeferredStorage<{ text: string }>(() => full)!;
    storage.setItem('draft', value('Amelia'));
    expect(() => vi.advanceTimersByTime(300)).not.toThrow();
  });
});

describe('a widget unmounted while a write waits', () => {
  it('writes at once, so a widget mounted again on the same element reads every letter', () => {
    const storage = createDeferredStorage<{ text: string }>(() => fakeStorage)!;
    storage.setItem('draft', value('typed just now'));
    flushDeferredWrites();
    expect(JSON.parse(memory.get('draft')!)).toEqual(value('typed just now'));
    const remounted = createDeferredStorage<{ text: string }>(() => fakeStorage)!;
    expect(remounted.getItem('draft')).toEqual(value('typed just now'));
  });
});
