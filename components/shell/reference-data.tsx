'use client';
// The refresh action (spec 4, Data refresh): the reference lists (spec 3) are asked for again, in order,
// into the query cache (keyed as useApiQuery keys them, so a screen reading one gets the fresh answer).
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import { can } from '@/lib/access/permissions';
import type { AccessUser } from '@/lib/access/roles';
import { api } from '@/lib/client/api';
import { apiKey, withParams } from '@/lib/client/query';
import { MANAGEMENTS_LIST, REFERENCE_LISTS, REFRESH_TEXT, type ReferenceList } from '@/lib/client/reference-lists';
import { useOverlay } from './overlay';
import { useToast } from './toast';

interface ReferenceApi {
  refresh: () => Promise<void>;
}

/** A reference list's parameters: the whole list. */
const WHOLE = { limit: 10000 };

const ReferenceContext = createContext<ReferenceApi | null>(null);

export function useReferenceData(): ReferenceApi {
  const ctx = useContext(ReferenceContext);
  if (!ctx) throw new Error('useReferenceData outside ReferenceDataProvider');
  return ctx;
}

export function ReferenceDataProvider({ user, children }: { user: AccessUser; children: ReactNode }) {
  const client = useQueryClient();
  const overlay = useOverlay();
  const { toast } = useToast();

  const load = useCallback(
    (sources: readonly ReferenceList[]) =>
      Promise.all(
        sources
          .filter((s) => can(user, s.permission))
          .map((s) =>
            // staleTime 0: asked again even when a screen loaded it a moment ago.
            client.fetchQuery({ queryKey: apiKey(s.path, WHOLE), queryFn: () => api(withParams(s.path, WHOLE)), staleTime: 0 }),
          ),
      ),
    [client, user],
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

  const value = useMemo(() => ({ refresh }), [refresh]);
  return <ReferenceContext.Provider value={value}>{children}</ReferenceContext.Provider>;
}
