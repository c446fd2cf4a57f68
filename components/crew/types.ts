// The answer shapes of the crew, roster, flight and logbook calls this screen reads
// (docs/flight-ops-contract.md, sections Crew, Route schedules and Logbooks).
import type { PilotRank } from '@/lib/schemas/flight/pilot';
import type { ListResult } from '@/lib/schemas/list';

export type { CheckedOut, DocumentState, PilotRank as Rank, PilotRow } from '@/lib/schemas/flight/pilot';

/** The route-schedule row fields the crew screens show. */
export interface FlightRow {
  id: number;
  flight_number: string;
  flight_date: string;
  flight_type: string;
  flight_status: number;
  flight_status_name?: string;
  dep_iata: string | null;
  dep_icao: string | null;
  arr_iata: string | null;
  arr_icao: string | null;
  etd: string;
  eta: string;
  etd_local: string;
  eta_local: string;
  flighttime_decimal: number;
  pilot_id: number | null;
  pilot_name: string | null;
  copilot_id: number | null;
  copilot_name: string | null;
  registration: string | null;
  fleet_type_code: string | null;
  base_name_short: string | null;
}

export interface LogbookEntry extends FlightRow {
  /** The logbook entry's own id (the flight's is schedule_id). */
  schedule_id: number;
  block_off: string;
  block_on: string;
  block_hours: number;
  landings: number;
  remarks: string | null;
}

export interface LogbookResult extends ListResult<LogbookEntry> {
  totals: { block_hours: number; landings: number };
}

export interface PilotHours {
  pilot_id: number;
  date: string;
  fl7: number;
  fl30: number;
  fl90: number;
  fl365: number;
}

export const PILOT_ENDPOINT = '/api/flight/pilot';
export const SCHEDULE_ENDPOINT = '/api/pilot/schedule';
export const FLIGHTS_ENDPOINT = '/api/flight/route-schedule';

export { RANK_LABELS as RANK_LABEL } from '@/lib/schemas/flight/pilot';
export const RANK_SHORT: Record<PilotRank, string> = { captain: 'CPT', first_officer: 'FO' };

/** 'YYYY-MM-DD' of a date the API sends as a day or an ISO instant. */
export const dayOf = (value: string | null | undefined) => (value ? value.slice(0, 10) : '');

/** A flight's route, by IATA code where there is one. */
export const route = (f: Pick<FlightRow, 'dep_iata' | 'dep_icao' | 'arr_iata' | 'arr_icao'>) =>
  `${f.dep_iata ?? f.dep_icao ?? '?'}–${f.arr_iata ?? f.arr_icao ?? '?'}`;
