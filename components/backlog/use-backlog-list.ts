'use client';
// The widget's list: its filters (kept while the dialog closes and opens again) and the query behind them.
// The query runs from the start, with the dialog closed (spec 4: on a valid user the backlog list is
// loaded); a failed load shows an empty list, with no message (spec 8).
import { useState } from 'react';
import { useDebounced } from '@/components/hooks/use-debounced';
import { useApiGet } from '@/lib/client/query';
import { BACKLOG_TABS, type BacklogContext } from '@/lib/schemas/backlog';

/** The newest items the list shows; search and filters reach older ones. */
export const BACKLOG_LIST_LIMIT = 100;

export interface BacklogFilters {
  tab: string;
  q: string;
  context: BacklogContext;
}

export function useBacklogList() {
  const [filters, setFilters] = useState<BacklogFilters>({ tab: BACKLOG_TABS[0].value, q: '', context: 'all' });
  const q = useDebounced(filters.q.trim(), 250);
  const status = (BACKLOG_TABS.find((t) => t.value === filters.tab) ?? BACKLOG_TABS[0]).status;
  const query = useApiGet('/api/backlog', {
    params: { query: { status, q, path: filters.context === 'all' ? undefined : filters.context, limit: BACKLOG_LIST_LIMIT } },
    keepPrevious: true,
  });
  return {
    filters,
    setFilters,
    rows: query.data?.data ?? [],
    total: query.data?.total ?? 0,
    loading: query.isFetching,
  };
}

export type BacklogList = ReturnType<typeof useBacklogList>;
