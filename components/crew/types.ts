// The answer shapes of the crew, roster, flight and logbook calls this screen reads
// (docs/flight-ops-contract.md, sections Crew, Route schedules and Logbooks).

import type { PilotRank } from '@/lib/rules/pilot';
import type { CrewFlightRow } from '@/lib/schemas/flight/crew-rows';

export type {
  CrewFlightRow as FlightRow,
  CrewHours as PilotHours,
} from '@/lib/schemas/flight/crew-rows';
export type { CheckedOut, DocumentState, PilotRank as Rank, PilotRow } from '@/lib/schemas/flight/pilot';

export const PILOT_ENDPOINT = '/api/flight/pilot' as const;
export const SCHEDULE_ENDPOINT = '/api/pilot/schedule' as const;
export const FLIGHTS_ENDPOINT = '/api/flight/route-schedule' as const;

export { RANK_LABELS as RANK_LABEL } from '@/lib/rules/pilot';
export const RANK_SHORT: Record<PilotRank, string> = { captain: 'CPT', first_officer: 'FO' };

/** 'YYYY-MM-DD' of a date the API sends as a day or an ISO instant. */
export const dayOf = (value: string | null | undefined) => (value ? value.slice(0, 10) : '');

/** A flight's route, by IATA code where there is one. */
export const route = (f: Pick<CrewFlightRow, 'dep_iata' | 'dep_icao' | 'arr_iata' | 'arr_icao'>) =>
  `${f.dep_iata ?? f.dep_icao ?? '?'}–${f.arr_iata ?? f.arr_icao ?? '?'}`;
