'use client';
// Totals of an aircraft's recorded daily hours and cycles over a date range (GET fleet-hours answers them
// beside the page of rows). Recording a day reloads them with the rest of fleet-hours.
import { useApiQuery } from '@/lib/client/query';
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

/** The totals of a range and the latest day recorded in it; undefined while loading. */
export function useHoursTotals(fleetId: number, range: HoursRange = {}) {
  const { data } = useApiQuery<HoursAnswer>(FLEET_HOURS_ENDPOINT, {
    params: { fleet: fleetId, limit: 1, sort: 'date', order: 'desc', from: range.from, to: range.to },
  });
  return data && { totals: data.totals, last: data.data[0] ?? null };
}
