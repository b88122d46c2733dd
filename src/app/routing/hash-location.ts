import { useSyncExternalStore } from 'react';
import { ROUTES } from '../../widget/routes';

// wouter's own hash hook writes "?uuid=" into the host page's query string; a widget must
// never touch the host's path or query, so the query stays inside the hash: #/quote/summary?uuid=…
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    addEventListener('hashchange', notify);
    addEventListener('popstate', notify);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      removeEventListener('hashchange', notify);
      removeEventListener('popstate', notify);
    }
  };
}

// The hash belongs to the widget only while it holds one of the widget's routes (ROUTES:
// #/quote/…, #/error/…, #/declined). Any other hash — empty, '#pricing', '#/account' — is the host
// page's: the widget neither shows Page not found for it nor writes its own route over it, and keeps
// showing the route it last had (the start of a quote at first).
const OWN_SEGMENTS = new Set(Object.values(ROUTES).map((path) => path.split('/')[1]));
const isOwnRoute = (hash: string) => hash.startsWith('/') && OWN_SEGMENTS.has(hash.slice(1).split(/[/?]/)[0]);
let lastOwnRoute: string = ROUTES.create;

const route = () => {
  const hash = location.hash.replace(/^#/, '');
  if (isOwnRoute(hash)) lastOwnRoute = hash;
  return lastOwnRoute;
};
export const currentPath = () => route().split('?')[0];
const currentSearch = () => route().split('?')[1] ?? '';

function navigateHash(to: string, options: { replace?: boolean } = {}) {
  const url = `${location.pathname}${location.search}#${to}`;
  // pushState does not fire hashchange, so listeners are told directly.
  if (options.replace) history.replaceState(history.state, '', url);
  else history.pushState(history.state, '', url);
  notify();
}

// The server snapshot is the start of a quote: the first screen's shell is drawn by react-dom/server
// at build time (docs/embedding.md#the-first-screen-in-your-page), where there is no address.
export const useHashPath = (): [string, typeof navigateHash] => [
  useSyncExternalStore(subscribe, currentPath, () => ROUTES.create),
  navigateHash,
];
export const useHashSearch = () => useSyncExternalStore(subscribe, currentSearch, () => '');
