'use client';
import { useMemo, useRef } from 'react';
// The month the roster shows: the crew rows (one call), the duty entries (one call, the packed string)
// and the month's flights (one call), indexed by crew member and day so that no cell asks the server.
import { ASK_AGAIN, useApiGet } from '@/lib/client/query';
import { type PilotScheduleEntry, parsePacked } from '@/lib/rules/pilot-schedule';
import { dayOf, FLIGHTS_ENDPOINT, type FlightRow, PILOT_ENDPOINT, type PilotRow, SCHEDULE_ENDPOINT } from './types';

const pad2 = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM' of a day, or of today in the browser's time. */
export function monthOf(day?: string): string {
  if (day) return day.slice(0, 7);
  const d = new Date();
  return `${d.getFullYear()}-${pad2(d.getMonth() + 1)}`;
}

/** Every day of a 'YYYY-MM' month as 'YYYY-MM-DD'. */
export function monthDays(month: string): string[] {
  const [y, m] = month.split('-').map(Number);
  const count = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${pad2(i + 1)}`);
}

export {
  addMonths as shiftMonth,
  isMonth,
  monthTitle as monthLabel,
  SHORT_DAYS as WEEKDAY_SHORT,
  weekday,
} from '@/components/schedule/dates';

export const cellKey = (pilot: number, day: string) => `${pilot}|${day}`;

export interface RosterMonth {
  crew: PilotRow[];
  entries: Map<string, PilotScheduleEntry>;
  flights: Map<string, FlightRow[]>;
  /** Entries of the packed string that could not be read. */
  unreadable: number;
}

export function useRosterMonth(month: string, base: string | undefined) {
  const days = useMemo(() => monthDays(month), [month]);
  const from = days[0];
  const to = days[days.length - 1];
  const crew = useApiGet(PILOT_ENDPOINT, {
    params: { query: { limit: 10000, sort: 'name', order: 'asc', status: 'active', base: base ? Number(base) : undefined } },
    keepPrevious: true,
    ...ASK_AGAIN,
  });
  const roster = useApiGet(SCHEDULE_ENDPOINT, { params: { query: { from, to } }, keepPrevious: true, ...ASK_AGAIN });
  const flights = useApiGet(FLIGHTS_ENDPOINT, {
    params: { query: { from, to, limit: 10000, sort: 'etd', order: 'asc' } },
    keepPrevious: true,
    ...ASK_AGAIN,
  });
  // The roster stays usable without its flights; the message says what is missing.
  const flightRows = flights.isError ? [] : flights.isPlaceholderData ? undefined : flights.data?.data;

  const data: RosterMonth | null = useMemo(() => {
    if (!crew.data || !roster.data || roster.isPlaceholderData || !flightRows) return null;
    const parsed = parsePacked(roster.data.data);
    const entries = new Map<string, PilotScheduleEntry>();
    for (const e of parsed.entries) entries.set(cellKey(e.pilot, e.duty_date), e);
    const byCell = new Map<string, FlightRow[]>();
    const add = (pilot: number | null, f: FlightRow) => {
      if (!pilot) return;
      const key = cellKey(pilot, dayOf(f.flight_date));
      const list = byCell.get(key);
      if (list) list.push(f);
      else byCell.set(key, [f]);
    };
    for (const f of flightRows) {
      add(f.pilot_id, f);
      add(f.copilot_id, f);
    }
    return { crew: crew.data.data, entries, flights: byCell, unreadable: parsed.errors.length };
  }, [crew.data, roster.data, roster.isPlaceholderData, flightRows]);

  // The last month stays on screen (dimmed) while the next one loads.
  const last = useRef<{ data: RosterMonth; days: string[] } | null>(null);
  if (data) last.current = { data, days };
  const shown = data ? { data, days } : last.current;
  const flightsError = flights.error ? `The month's flights could not be loaded: ${flights.error.message}` : null;
  const error = crew.error?.message ?? roster.error?.message ?? flightsError;
  return { shown, loading: !data, from, to, error };
}
