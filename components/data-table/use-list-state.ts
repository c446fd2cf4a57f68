'use client';
// A list's page, page size, sort, order, search and filters, kept in the URL so that reloads and links
// keep them; everything else reads from here. Two lists on one screen keep apart with a prefix
// ('areas.' gives areas.page, areas.q, areas.sort, …).
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import { type ListDefaults, type ListState, readListState } from './list-params';

export { type ListState, listQueryString } from './list-params';

/**
 * The parameters a screen stands for while its URL has none yet: a screen that opens on a filter (Routes &
 * Schedules: from today) draws its lists with it in the same render, before the filter reaches the URL.
 */
export const ListArrivalParams = createContext<URLSearchParams | null>(null);

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

  // What this list wrote to the URL that the URL does not show yet (a navigation is under way): a second
  // change made meanwhile (a filter, then the search) is built on it, not on the URL before the first.
  const pending = useRef(new Map<string, string | null>());
  useEffect(() => {
    for (const [key, value] of pending.current) if (params.get(key) === value) pending.current.delete(key);
  }, [params]);

  const update = useCallback(
    (patch: Partial<Omit<ListState, 'filters'>> & { filters?: Record<string, string | undefined> }) => {
      const next = new URLSearchParams(params);
      const write = (key: string, value: string | null) => {
        if (value === null) next.delete(key);
        else next.set(key, value);
        pending.current.set(key, value);
      };
      for (const [key, value] of pending.current) write(key, value);
      for (const [k, v] of Object.entries({ ...patch, ...(patch.filters ?? {}) })) {
        if (k === 'filters') continue;
        write(prefix + k, v === undefined || v === '' || v === null ? null : String(v));
      }
      // A new search, sort or filter starts again on the first page.
      if (patch.page === undefined) write(`${prefix}page`, null);
      const qs = next.toString();
      // Asked for what the URL already shows: no navigation will come to clear the entries.
      if (qs === params.toString()) pending.current.clear();
      router.replace(qs ? `${pathname}?${qs}` : pathname, { scroll: false });
    },
    [params, pathname, router, prefix],
  );

  return { state, update };
}
