'use client';
// The refresh action (spec 4, Data refresh): the reference lists (spec 3) are asked for again, in order,
// into the query cache (keyed as useApiGet keys them, so a screen reading one gets the fresh answer), then
// the screen's own data (every query on screen, and the server-rendered page).
// Which lists, and in which turns, the server worked out for the user (lib/access/shell.ts).
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import { apiGetQuery } from '@/lib/client/query';
import { REFRESH_TEXT, type ReferencePath } from '@/lib/client/reference-lists';
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

/** `paths`: the lists to ask for, turn by turn (the lists of a turn together). */
export function ReferenceDataProvider({ paths, children }: { paths: readonly (readonly ReferencePath[])[]; children: ReactNode }) {
  const client = useQueryClient();
  const router = useRouter();
  const overlay = useOverlay();
  const { toast } = useToast();

  const load = useCallback(
    (turn: readonly ReferencePath[]) =>
      Promise.all(
        turn.map((path) =>
          // staleTime 0: asked again even when a screen loaded it a moment ago.
          client.fetchQuery({ ...apiGetQuery(path, { query: WHOLE }), staleTime: 0 }),
        ),
      ),
    [client],
  );

  const refresh = useCallback(async () => {
    overlay.show(REFRESH_TEXT);
    try {
      for (const turn of paths) await load(turn);
      // Then the screen's own data: every cached answer goes stale, those on screen are asked for again.
      await client.invalidateQueries();
      router.refresh();
      toast('Data refreshed', { type: 'success' });
    } catch (err) {
      toast(err instanceof Error ? err.message : 'Refresh failed', { type: 'error' });
    } finally {
      overlay.hide();
    }
  }, [load, paths, overlay, toast, client, router]);

  const value = useMemo(() => ({ refresh }), [refresh]);
  return <ReferenceContext.Provider value={value}>{children}</ReferenceContext.Provider>;
}
