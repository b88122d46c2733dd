import { useEffect } from 'react';
import { useStore } from 'zustand';
import type { ListName } from '../contract/lists';
import { useWidget } from './widget-context';

/** The display name of a coded answer from its option list; null while the list loads or when the code is not in it. */
export function useOptionName(list: ListName, value: string | null | undefined): { name: string | null; loading: boolean } {
  const { stores } = useWidget();
  useEffect(() => {
    stores.lists.getState().ensure(list);
  }, [stores, list]);
  const entry = useStore(stores.lists, (s) => s.lists[list]);
  const name = entry?.options.find((option) => String(option.value) === String(value))?.name ?? null;
  return { name, loading: !entry || entry.status === 'loading' };
}

/**
 * Names of coded answers from any lists (the summary's check answers reads a dozen): each list a
 * name was asked from is fetched after the render, and until it arrives (or if it fails) the code shows.
 */
export function useOptionNames(): (list: ListName, code: unknown) => string {
  const { stores } = useWidget();
  const lists = useStore(stores.lists, (s) => s.lists);
  const asked = new Set<ListName>();
  useEffect(() => asked.forEach((list) => stores.lists.getState().ensure(list, false)));
  return (list, code) => {
    asked.add(list);
    return lists[list]?.options.find((option) => option.value === String(code))?.name ?? String(code);
  };
}
