// The API's answer shapes for the flight resources (what server/resources/flight/* select), shared by
// the screens and the seed.
import type { FLEET_STATUSES, HISTORY_EVENTS, PART_STATUSES } from '@/lib/schemas/flight/fleet';

export type FleetStatus = (typeof FLEET_STATUSES)[number];
export type PartStatus = (typeof PART_STATUSES)[number];
export type HistoryEvent = (typeof HISTORY_EVENTS)[number];

export interface AreaRow {
  id: number;
  name: string;
  code: string;
  description: string | null;
  _count: { bases: number };
}

export interface AirportRow {
  id: number;
  iata: string | null;
  icao: string | null;
  name: string;
  city: string;
  country: string;
  latitude: number;
  longitude: number;
  elevation_ft: number | null;
  timezone: string;
  runway_designation: string | null;
  runway_length_m: number | null;
  runway_width_m: number | null;
  runway_surface: string | null;
  active: boolean;
}

export interface BaseRow {
  id: number;
  name: string;
  short_name: string;
  area_id: number;
  airport_id: number;
  active: boolean;
  area: { id: number; name: string; code: string };
  airport: { id: number; iata: string | null; icao: string | null; name: string; timezone: string };
  _count: { fleets: number };
}

export interface FleetTypeRow {
  id: number;
  code: string;
  name: string;
  manufacturer: string;
  engines: number;
  seats: number;
  max_payload_kg: number;
  mtow_kg: number;
  cruise_kt: number | null;
  _count: { fleets: number };
}

export interface FleetRow {
  id: number;
  registration: string;
  fleet_type_id: number;
  serial_number: string;
  year_built: number;
  base_id: number;
  seats: number;
  payload_kg: number;
  status: FleetStatus;
  notes: string | null;
  fleet_type: { id: number; code: string; name: string };
  base: { id: number; short_name: string; name: string };
}

export interface FleetPartRow {
  id: number;
  fleet_id: number | null;
  name: string;
  part_number: string;
  serial_number: string;
  position: string | null;
  installed_on: string | null;
  hours_at_install: number;
  cycles_at_install: number;
  hours_since_new: number;
  cycles_since_new: number;
  hour_limit: number | null;
  cycle_limit: number | null;
  calendar_limit: string | null;
  status: PartStatus;
}

export interface FleetHoursRow {
  id: number;
  fleet_id: number;
  date: string;
  hours: number;
  cycles: number;
}

export interface HoursTotals {
  hours: number;
  cycles: number;
}

export interface FleetReleaseRow {
  id: number;
  released_at: string;
  valid_until: string | null;
  work_order: string;
  description: string;
  certifying_staff: string;
  licence_number: string;
  user: { id: number; name: string } | null;
}

export interface FleetAflRow {
  id: number;
  fleet_id: number;
  page_number: string;
  date: string;
  pic_name: string;
  block_hours: number;
  flight_hours: number;
  cycles: number;
  fuel_uplift_l: number | null;
  defects: string | null;
  remarks: string | null;
  schedules: { schedule_id: number }[];
}

export interface FleetHistoryRow {
  id: number;
  fleet_id: number;
  date: string;
  event: HistoryEvent;
  title: string;
  description: string | null;
  user: { id: number; name: string } | null;
}

export interface AirportInfo {
  airport: AirportRow & { local_time: string; utc_offset: string };
  bases: { id: number; name: string; short_name: string }[];
  distances: {
    id: number;
    iata: string | null;
    icao: string | null;
    name: string;
    city: string;
    distance_nm: number;
    bearing_deg: number;
  }[];
}
