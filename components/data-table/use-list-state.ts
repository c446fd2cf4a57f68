'use client';
// A list's page, page size, sort, order, search and filters, kept in the URL so that reloads and links
// keep them; everything else reads from here. Two lists on one screen keep apart with a prefix
// ('areas.' gives areas.page, areas.q, areas.sort, …).
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { createContext, useCallback, useContext, useEffect, useMemo } from 'react';
import { type ListDefaults, type ListState, readListState } from './list-params';

export { type ListState, listQueryString } from './list-params';

/**
 * The parameters a screen stands for while its URL has none yet: a screen that opens on a filter (Routes &
 * Schedules: from today) draws its lists with it in the same render, before the filter reaches the URL.
 */
export const ListArrivalParams = createContext<URLSearchParams | null>(null);

/**
 * What the lists of the screen at `path` wrote to the URL that the URL does not show yet (a navigation is
 * under way). Shared by every list of the screen (a screen's tabs and its table's search are two lists): a
 * change made meanwhile (a tab, then a search) is built on all of them, not on the URL before the first,
 * which would undo it.
 */
const pending = { path: '', writes: new Map<string, string | null>() };

export function useListState(defaults: ListDefaults, prefix = '', arrival?: URLSearchParams | null) {
  const url = useSearchParams();
  const fromContext = useContext(ListArrivalParams);
  const fallback = arrival === undefined ? fromContext : arrival;
  const params = url.size === 0 && fallback ? fallback : url;
  const router = useRouter();
  const pathname = usePathname();

  const state: ListState = useMemo(
    () => readListState(params, { limit: defaults.limit, sort: defaults.sort, order: defaults.order }, prefix),
    [params, defaults.limit, defaults.sort, defaults.order, prefix],
  );

  useEffect(() => {
    if (pending.path !== pathname) return;
    for (const [key, value] of pending.writes) if (url.get(key) === value) pending.writes.delete(key);
  }, [url, pathname]);

  const update = useCallback(
    (patch: Partial<Omit<ListState, 'filters'>> & { filters?: Record<string, string | undefined> }) => {
      if (pending.path !== pathname) {
        pending.path = pathname;
        pending.writes.clear();
      }
      const next = new URLSearchParams(params);
      const write = (key: string, value: string | null) => {
        if (value === null) next.delete(key);
        else next.set(key, value);
        pending.writes.set(key, value);
      };
      for (const [key, value] of pending.writes) write(key, value);
      for (const [k, v] of Object.entries({ ...patch, ...(patch.filters ?? {}) })) {
        if (k === 'filters') continue;
        write(prefix + k, v === undefined || v === '' || v === null ? null : String(v));
      }
      // A new search, sort or filter starts again on the first page.
      if (patch.page === undefined) write(`${prefix}page`, null);
      const qs = next.toString();
      // Asked for what the URL already shows: no navigation will come to clear the entries.
      if (qs === params.toString()) pending.writes.clear();
      router.replace(qs ? `${pathname}?${qs}` : pathname, { scroll: false });
    },
    [params, pathname, router, prefix],
  );

  return { state, update };
}
