'use client';
// A scheduled article goes live at its time without anyone writing: the list on screen reloads when the
// earliest scheduled article it shows comes due, so that 'Scheduled' turns 'Scheduled → live' while staff
// look at it.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ListResult } from '@/lib/schemas/list';
import type { NewsRow } from '@/lib/schemas/web/news';

/** setTimeout's longest delay (about 24.8 days); a later time is looked at again then. */
const MAX_DELAY = 2_147_483_647;

function earliestDue(lists: unknown[]): number | null {
  let due: number | null = null;
  for (const list of lists) {
    for (const row of (list as ListResult<NewsRow> | undefined)?.data ?? []) {
      if (row.status !== 'scheduled' || row.live || !row.published_at) continue;
      const at = Date.parse(row.published_at);
      if (due === null || at < due) due = at;
    }
  }
  return due;
}

export function useReloadWhenDue(endpoint: string) {
  const client = useQueryClient();
  const [due, setDue] = useState<number | null>(null);
  useEffect(() => {
    const look = () => {
      const lists = client.getQueriesData({ predicate: (q) => String(q.queryKey[0]).startsWith(`${endpoint}?`) }).map(([, d]) => d);
      setDue(earliestDue(lists));
    };
    look();
    return client.getQueryCache().subscribe(look);
  }, [client, endpoint]);
  useEffect(() => {
    if (due === null) return;
    const timer = setTimeout(
      () => void client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(endpoint) }),
      Math.min(Math.max(due - Date.now() + 1000, 0), MAX_DELAY),
    );
    return () => clearTimeout(timer);
  }, [client, endpoint, due]);
}
