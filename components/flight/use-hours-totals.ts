'use client';
// Totals of an aircraft's recorded daily hours and cycles over a date range (GET fleet-hours answers them
// beside the page of rows).
import { useEffect, useState } from 'react';
import { api } from '@/lib/client/api';
import type { FleetHoursRow, HoursTotals } from '@/lib/schemas/flight/rows';

export const FLEET_HOURS_ENDPOINT = '/api/flight/fleet-hours';

export interface HoursRange {
  from?: string;
  to?: string;
}

interface HoursAnswer {
  total: number;
  data: FleetHoursRow[];
  totals: HoursTotals;
}

/** One answer per named range: totals and the latest day recorded in it. Reloads when `reloadKey` changes. */
export function useHoursTotals<K extends string>(fleetId: number, ranges: Record<K, HoursRange>, reloadKey: number) {
  const [result, setResult] = useState<Record<K, { totals: HoursTotals; last: FleetHoursRow | null }> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const key = JSON.stringify(ranges);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadKey is the reload trigger
  useEffect(() => {
    let cancelled = false;
    const entries = Object.entries(JSON.parse(key) as Record<string, HoursRange>);
    Promise.all(
      entries.map(([, r]) => {
        const q = new URLSearchParams({ fleet: String(fleetId), limit: '1', sort: 'date', order: 'desc' });
        if (r.from) q.set('from', r.from);
        if (r.to) q.set('to', r.to);
        return api<HoursAnswer>(`${FLEET_HOURS_ENDPOINT}?${q}`);
      }),
    )
      .then((answers) => {
        if (cancelled) return;
        setResult(
          Object.fromEntries(entries.map(([name], i) => [name, { totals: answers[i].totals, last: answers[i].data[0] ?? null }])) as Record<
            K,
            { totals: HoursTotals; last: FleetHoursRow | null }
          >,
        );
        setError(null);
      })
      .catch((e: Error) => !cancelled && setError(e.message));
    return () => {
      cancelled = true;
    };
  }, [fleetId, key, reloadKey]);

  return { result, error };
}
