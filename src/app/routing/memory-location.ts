import { useSyncExternalStore } from 'react';
import { ROUTES } from '../../widget/routes';

/**
 * Memory routing's location: the route kept inside the widget, never in the address bar. Not
 * wouter's memoryLocation: its store has no server snapshot, so React cannot hydrate a first-screen
 * shell under it (it throws, then paints the whole screen again). The server snapshot is the start of
 * a quote, as the shell is drawn (docs/embedding.md#the-first-screen-in-your-page); a recall link's
 * route follows as a second render.
 */
export function memoryLocation(start: string) {
  let path = start;
  let search = '';
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const navigate = (to: string) => {
    [path, search = ''] = to.split('?');
    listeners.forEach((listener) => listener());
  };
  const useMemoryPath = (): [string, typeof navigate] => [
    useSyncExternalStore(
      subscribe,
      () => path,
      () => ROUTES.create,
    ),
    navigate,
  ];
  const useMemorySearch = () =>
    useSyncExternalStore(
      subscribe,
      () => search,
      () => '',
    );
  return { hook: useMemoryPath, searchHook: useMemorySearch };
}
