import { createStore } from 'zustand/vanilla';
import type { ListName, Option } from '../contract/lists';

export type ListStatus = 'loading' | 'ready' | 'failed';

export interface ListsState {
  lists: Partial<Record<ListName, { status: ListStatus; options: Option[] }>>;
  /**
   * Fetches a list once per widget. A failed list is fetched again only when `retry` is true (the
   * customer's Try again): a field that mounts after a failed early fetch shows the failure and its
   * Try again, rather than quietly asking again.
   */
  ensure(name: ListName, retry?: boolean): void;
}

/** The option lists (docs/product/api.md#option-lists), fetched by name from the API and cached for the session. */
export function createListsStore(fetchList: (name: ListName) => Promise<{ options: Option[] }>) {
  return createStore<ListsState>()((set, get) => ({
    lists: {},
    ensure(name, retry = true) {
      const current = get().lists[name];
      if (current && (current.status !== 'failed' || !retry)) return;
      set({ lists: { ...get().lists, [name]: { status: 'loading', options: current?.options ?? [] } } });
      fetchList(name).then(
        (list) => set({ lists: { ...get().lists, [name]: { status: 'ready', options: list.options } } }),
        () => set({ lists: { ...get().lists, [name]: { status: 'failed', options: [] } } }),
      );
    },
  }));
}

export type ListsStore = ReturnType<typeof createListsStore>;
