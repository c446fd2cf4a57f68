// Shapes of the Routes & Schedules screen: the API's schedule row (docs/flight-ops-contract.md) and the
// reference lists the page hands to the client (pickers and filters).
import type { ListDefaults } from '@/components/data-table/list-params';
import type { ScheduleRow } from '@/lib/schemas/flight/schedule';
import type {
  ScheduleAirportOption as AirportOption,
  ScheduleBaseOption as BaseOption,
  ScheduleFleetOption as FleetOption,
  SchedulePilotOption as PilotOption,
} from '@/lib/schemas/flight/schedule-options';

export type { ReadinessLight } from '@/lib/rules/readiness';
export type { ImportDryRun, ImportRowResult, PilotHours, ScheduleRow } from '@/lib/schemas/flight/schedule';
export type {
  ScheduleAirportOption as AirportOption,
  ScheduleAreaOption as AreaOption,
  ScheduleBaseOption as BaseOption,
  ScheduleFleetOption as FleetOption,
  SchedulePilotOption as PilotOption,
  ScheduleRefs,
} from '@/lib/schemas/flight/schedule-options';

export const SCHEDULE_ENDPOINT = '/api/flight/route-schedule';
export const SCHEDULE_LIST: ListDefaults = { limit: 25, sort: 'flight_date', order: 'asc' };

/** An airport as staff say it: its IATA code, else its ICAO code. */
export const airportCode = (a: { iata: string | null; icao: string | null } | undefined) => a?.iata ?? a?.icao ?? '?';
export const airportLabel = (a: AirportOption) => `${airportCode(a)} · ${a.city}${a.icao && a.iata ? ` (${a.icao})` : ''}`;
export const baseLabel = (b: Pick<BaseOption, 'short_name' | 'name'>) => `${b.short_name} · ${b.name}`;
export const fleetLabel = (f: FleetOption) => `${f.registration} · ${f.fleet_type.code}`;
export const pilotLabel = (p: PilotOption) => `${p.name} · ${p.crew_code}${p.rank === 'captain' ? ' (CPT)' : ' (FO)'}`;

export const depCode = (r: Pick<ScheduleRow, 'dep_iata' | 'dep_icao'>) => r.dep_iata ?? r.dep_icao ?? '?';
export const arrCode = (r: Pick<ScheduleRow, 'arr_iata' | 'arr_icao'>) => r.arr_iata ?? r.arr_icao ?? '?';
