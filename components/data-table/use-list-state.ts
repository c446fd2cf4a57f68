'use client';
// A list's page, page size, sort, order, search and filters, kept in the URL so that reloads and links
// keep them; everything else reads from here.
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useMemo } from 'react';

export interface ListState {
  page: number;
  limit: number;
  sort?: string;
  order: 'asc' | 'desc';
  q: string;
  filters: Record<string, string>;
}

const RESERVED = new Set(['page', 'limit', 'sort', 'order', 'q']);

export function useListState(defaults: { limit: number; sort?: string; order?: 'asc' | 'desc' }) {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();

  const state: ListState = useMemo(() => {
    const filters: Record<string, string> = {};
    for (const [k, v] of params) if (!RESERVED.has(k) && v) filters[k] = v;
    return {
      page: Math.max(1, Number(params.get('page')) || 1),
      limit: Math.min(10000, Math.max(1, Number(params.get('limit')) || defaults.limit)),
      sort: params.get('sort') ?? defaults.sort,
      order: (params.get('order') as 'asc' | 'desc' | null) ?? defaults.order ?? 'asc',
      q: params.get('q') ?? '',
      filters,
    };
  }, [params, defaults.limit, defaults.sort, defaults.order]);

  const update = useCallback(
    (patch: Partial<Omit<ListState, 'filters'>> & { filters?: Record<string, string | undefined> }) => {
      const next = new URLSearchParams(params);
      for (const [k, v] of Object.entries({ ...patch, ...(patch.filters ?? {}) })) {
        if (k === 'filters') continue;
        if (v === undefined || v === '' || v === null) next.delete(k);
        else next.set(k, String(v));
      }
      // A new search, sort or filter starts again on the first page.
      if (patch.page === undefined) next.delete('page');
      const qs = next.toString();
      router.replace(qs ? `${pathname}?${qs}` : pathname, { scroll: false });
    },
    [params, pathname, router],
  );

  return { state, update };
}

/** The API query string for a list state. */
export function listQueryString(state: ListState, extra: Record<string, string | number> = {}): string {
  const q = new URLSearchParams();
  q.set('page', String(state.page));
  q.set('limit', String(state.limit));
  if (state.sort) {
    q.set('sort', state.sort);
    q.set('order', state.order);
  }
  if (state.q) q.set('q', state.q);
  for (const [k, v] of Object.entries({ ...state.filters, ...extra })) q.set(k, String(v));
  return q.toString();
}
