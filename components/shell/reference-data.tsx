'use client';
// Reference lists held as application state (spec 3), and the refresh action that reloads them.
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { can } from '@/lib/access/permissions';
import type { AccessUser } from '@/lib/access/roles';
import { api } from '@/lib/client/api';
import { MANAGEMENTS_LIST, REFERENCE_LISTS, REFRESH_TEXT, type ReferenceList } from '@/lib/client/reference-lists';
import type { ListResult } from '@/lib/schemas/list';
import { useOverlay } from './overlay';
import { useToast } from './toast';

type Lists = Record<string, ListResult<Record<string, unknown>>>;

interface ReferenceApi {
  lists: Lists;
  refresh: () => Promise<void>;
}

const ReferenceContext = createContext<ReferenceApi | null>(null);

export function useReferenceData(): ReferenceApi {
  const ctx = useContext(ReferenceContext);
  if (!ctx) throw new Error('useReferenceData outside ReferenceDataProvider');
  return ctx;
}

export function ReferenceDataProvider({ user, children }: { user: AccessUser; children: ReactNode }) {
  const [lists, setLists] = useState<Lists>({});
  const overlay = useOverlay();
  const { toast } = useToast();

  const load = useCallback(
    async (sources: readonly ReferenceList[]) => {
      const allowed = sources.filter((s) => can(user, s.permission));
      const results = await Promise.all(allowed.map((s) => api<ListResult<Record<string, unknown>>>(`${s.path}?limit=10000`)));
      setLists((prev) => ({ ...prev, ...Object.fromEntries(allowed.map((s, i) => [s.key, results[i]])) }));
    },
    [user],
  );

  const refresh = useCallback(async () => {
    overlay.show(REFRESH_TEXT);
    try {
      await load(REFERENCE_LISTS);
      await load([MANAGEMENTS_LIST]);
      toast('Data refreshed', { type: 'success' });
    } catch (err) {
      toast(err instanceof Error ? err.message : 'Refresh failed', { type: 'error' });
    } finally {
      overlay.hide();
    }
  }, [load, overlay, toast]);

  const value = useMemo(() => ({ lists, refresh }), [lists, refresh]);
  return <ReferenceContext.Provider value={value}>{children}</ReferenceContext.Provider>;
}
