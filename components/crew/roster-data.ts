'use client';
import { useMemo, useRef } from 'react';
// The month the roster shows: the crew rows (one call), the duty entries (one call, the packed string)
// and the month's flights (one call), indexed by crew member and day so that no cell asks the server.
import { ASK_AGAIN } from '@/components/schedule/changed-paths';
import { useApiQuery } from '@/lib/client/query';
import { type PilotScheduleEntry, parsePacked } from '@/lib/rules/pilot-schedule';
import type { RosterPacked } from '@/lib/schemas/flight/roster';
import type { ListResult } from '@/lib/schemas/list';
import { monthDays, monthRange, type RosterInitial, rosterCrewParams, rosterFlightParams } from './roster-month';
import { dayOf, FLIGHTS_ENDPOINT, type FlightRow, PILOT_ENDPOINT, type PilotRow, SCHEDULE_ENDPOINT } from './types';

export {
  addMonths as shiftMonth,
  isMonth,
  monthTitle as monthLabel,
  SHORT_DAYS as WEEKDAY_SHORT,
  weekday,
} from '@/components/schedule/dates';
export { monthDays, monthOf } from './roster-month';

export const cellKey = (pilot: number, day: string) => `${pilot}|${day}`;

export interface RosterMonth {
  crew: PilotRow[];
  entries: Map<string, PilotScheduleEntry>;
  flights: Map<string, FlightRow[]>;
  /** Entries of the packed string that could not be read. */
  unreadable: number;
}

/** The month's three reads; `initial` (the server's first month) seeds them when it is this month and base. */
export function useRosterMonth(month: string, base: string | undefined, initial?: RosterInitial | null) {
  const days = useMemo(() => monthDays(month), [month]);
  const { from, to } = monthRange(month);
  const seed = initial && initial.month === month && initial.base === base ? initial : undefined;
  // A month read just now on the server is fresh; one from the cache is asked again when shown.
  const freshness = seed ? {} : ASK_AGAIN;
  const crew = useApiQuery<ListResult<PilotRow>>(PILOT_ENDPOINT, {
    params: rosterCrewParams(base),
    initialData: seed?.crew,
    keepPrevious: true,
    ...freshness,
  });
  const roster = useApiQuery<RosterPacked>(SCHEDULE_ENDPOINT, {
    params: { from, to },
    initialData: seed?.roster,
    keepPrevious: true,
    ...freshness,
  });
  const flights = useApiQuery<ListResult<FlightRow>>(FLIGHTS_ENDPOINT, {
    params: rosterFlightParams(from, to),
    initialData: seed?.flights,
    keepPrevious: true,
    ...freshness,
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
