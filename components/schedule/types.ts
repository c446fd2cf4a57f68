// Shapes of the Routes & Schedules screen: the API's schedule row (docs/flight-ops-contract.md) and the
// reference lists the page hands to the client (pickers and filters).
import type { ListDefaults } from '@/components/data-table/list-params';
import type { ScheduleRow } from '@/lib/schemas/flight/schedule';

export type { ReadinessLight } from '@/lib/rules/readiness';
export type { ImportDryRun, ImportRowResult, PilotHours, ScheduleRow } from '@/lib/schemas/flight/schedule';

export const SCHEDULE_ENDPOINT = '/api/flight/route-schedule';
export const SCHEDULE_LIST: ListDefaults = { limit: 25, sort: 'flight_date', order: 'asc' };

export interface AirportOption {
  id: number;
  iata: string | null;
  icao: string | null;
  name: string;
  city: string;
  timezone: string;
}

export interface BaseOption {
  id: number;
  name: string;
  short_name: string;
  area_id: number;
}

export interface AreaOption {
  id: number;
  name: string;
}

export interface FleetOption {
  id: number;
  registration: string;
  base_id: number;
  status: string;
  fleet_type: { id: number; code: string; engines: number };
}

export interface PilotOption {
  id: number;
  name: string;
  crew_code: string;
  rank: string;
  base_id: number | null;
  fleet_type_ids: number[];
}

/** Everything the screen's pickers and filters choose from, loaded once by the page. */
export interface ScheduleRefs {
  airports: AirportOption[];
  bases: BaseOption[];
  areas: AreaOption[];
  fleets: FleetOption[];
  pilots: PilotOption[];
}

/** An airport as staff say it: its IATA code, else its ICAO code. */
export const airportCode = (a: { iata: string | null; icao: string | null } | undefined) => a?.iata ?? a?.icao ?? '?';
export const airportLabel = (a: AirportOption) => `${airportCode(a)} · ${a.city}${a.icao && a.iata ? ` (${a.icao})` : ''}`;
export const baseLabel = (b: Pick<BaseOption, 'short_name' | 'name'>) => `${b.short_name} · ${b.name}`;
export const fleetLabel = (f: FleetOption) => `${f.registration} · ${f.fleet_type.code}`;
export const pilotLabel = (p: PilotOption) => `${p.name} · ${p.crew_code}${p.rank === 'captain' ? ' (CPT)' : ' (FO)'}`;

export const depCode = (r: Pick<ScheduleRow, 'dep_iata' | 'dep_icao'>) => r.dep_iata ?? r.dep_icao ?? '?';
export const arrCode = (r: Pick<ScheduleRow, 'arr_iata' | 'arr_icao'>) => r.arr_iata ?? r.arr_icao ?? '?';
