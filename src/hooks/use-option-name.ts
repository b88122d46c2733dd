import { useEffect } from 'react';
import { useStore } from 'zustand';
import type { ListName } from '../api/contract/lists';
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
