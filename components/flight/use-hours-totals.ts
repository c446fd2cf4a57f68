'use client';
// Totals of an aircraft's recorded daily hours and cycles over a date range (GET fleet-hours answers them
// beside the page of rows). Recording a day reloads them with the rest of fleet-hours.
import { useApiGet } from '@/lib/client/query';

export const FLEET_HOURS_ENDPOINT = '/api/flight/fleet-hours';

export interface HoursRange {
  from?: string;
  to?: string;
}

/** The totals of a range and the latest day recorded in it; undefined while loading. */
export function useHoursTotals(fleetId: number, range: HoursRange = {}) {
  const { data } = useApiGet(FLEET_HOURS_ENDPOINT, {
    params: { query: { fleet: fleetId, limit: 1, sort: 'date', order: 'desc', from: range.from, to: range.to } },
  });
  return data && { totals: data.totals, last: data.data[0] ?? null };
}
