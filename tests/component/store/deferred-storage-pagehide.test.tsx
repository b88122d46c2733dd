import { afterEach, describe, expect, it } from 'vitest';
import { createDeferredStorage } from '../../../src/store/deferred-storage';

const value = (text: string) => ({ state: { text }, version: 1 });
afterEach(() => sessionStorage.clear());

// In a browser page (jsdom here): the waiting write is made when the page goes away or is hidden,
// which is what lets a reload or a closed tab keep the last letters typed.
describe('the draft storage in a page', () => {
  it('writes at once on pagehide (a reload, or iOS Safari closing the tab)', () => {
    const storage = createDeferredStorage<{ text: string }>(() => sessionStorage)!;
    storage.setItem('draft', value('Amelia Har'));
    expect(sessionStorage.getItem('draft')).toBeNull();
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(sessionStorage.getItem('draft')!)).toEqual(value('Amelia Har'));
  });

  it('writes at once when the tab is hidden, and leaves no listener behind', () => {
    const storage = createDeferredStorage<{ text: string }>(() => sessionStorage)!;
    storage.setItem('draft', value('Amelia Hart'));
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(JSON.parse(sessionStorage.getItem('draft')!)).toEqual(value('Amelia Hart'));
    sessionStorage.setItem('draft', 'changed elsewhere');
    window.dispatchEvent(new Event('pagehide'));
    expect(sessionStorage.getItem('draft')).toBe('changed elsewhere');
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });
});
