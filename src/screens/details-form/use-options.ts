import { useCallback, useEffect } from 'react';
import { useStore } from 'zustand';
import type { ListName, Option } from '../../contract/lists';
import { useWidget } from '../../hooks/widget-context';

const NONE: Option[] = [];

/** A named option list from the API, fetched once per widget, with its loading state and a retry after a failure. */
export function useOptions(name: ListName | null): { options: Option[]; loading: boolean; failed: boolean; retry: () => void } {
  const { stores } = useWidget();
  // A list the widget asked for as it mounted (prefetch-lists) and that failed stays failed here, with
  // its Try again: the same whether the field mounted before or after that early answer.
  useEffect(() => {
    if (name) stores.lists.getState().ensure(name, false);
  }, [stores, name]);
  const entry = useStore(stores.lists, (s) => (name ? s.lists[name] : undefined));
  const retry = useCallback(() => {
    if (name) stores.lists.getState().ensure(name);
  }, [stores, name]);
  return {
    options: entry?.options ?? NONE,
    loading: Boolean(name) && (!entry || entry.status === 'loading'),
    failed: entry?.status === 'failed',
    retry,
  };
}
