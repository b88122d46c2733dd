import { createStore } from 'zustand/vanilla';
import type { ListName, Option } from '../api/contract/lists';

export type ListStatus = 'loading' | 'ready' | 'failed';

export interface ListsState {
  lists: Partial<Record<ListName, { status: ListStatus; options: Option[] }>>;
  /** Fetches a list once per widget; a failed list is fetched again on the next call. */
  ensure(name: ListName): void;
}

/** SPEC.md's option lists, fetched by name from the API and cached for the session. */
export function createListsStore(fetchList: (name: ListName) => Promise<{ options: Option[] }>) {
  return createStore<ListsState>()((set, get) => ({
    lists: {},
    ensure(name) {
      const current = get().lists[name];
      if (current && current.status !== 'failed') return;
      set({ lists: { ...get().lists, [name]: { status: 'loading', options: current?.options ?? [] } } });
      fetchList(name).then(
        (list) => set({ lists: { ...get().lists, [name]: { status: 'ready', options: list.options } } }),
        () => set({ lists: { ...get().lists, [name]: { status: 'failed', options: [] } } }),
      );
    },
  }));
}

export type ListsStore = ReturnType<typeof createListsStore>;
