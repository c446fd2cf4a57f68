// The API's answer shapes for the flight network and fleet resources (what server/resources/flight/*
// select), shared by the endpoints' `response`, the OpenAPI document, the screens and the seed.
import { z } from 'zod';
import { dayText, instantText, namedRef } from '@/lib/schemas/answers';
import { FLEET_STATUSES, HISTORY_EVENTS, PART_STATUSES } from '@/lib/schemas/flight/fleet';
import { airportCodesShape, codedRef } from '@/lib/schemas/flight/shapes';

// The columns are text with CHECK constraints; the answers say which values.
export const fleetStatus = z.enum(FLEET_STATUSES);
export const partStatus = z.enum(PART_STATUSES);
export const historyEvent = z.enum(HISTORY_EVENTS);
export type FleetStatus = z.infer<typeof fleetStatus>;
export type PartStatus = z.infer<typeof partStatus>;
export type HistoryEvent = z.infer<typeof historyEvent>;

const int = z.number().int();

export const areaRow = z.object({
  id: int,
  name: z.string(),
  code: z.string(),
  description: z.string().nullable(),
  _count: z.object({ bases: int }),
});
export type AreaRow = z.infer<typeof areaRow>;

export const airportRow = z.object({
  id: int,
  ...airportCodesShape,
  city: z.string(),
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  elevation_ft: int.nullable(),
  timezone: z.string(),
  runway_designation: z.string().nullable(),
  runway_length_m: int.nullable(),
  runway_width_m: int.nullable(),
  runway_surface: z.string().nullable(),
  active: z.boolean(),
});
export type AirportRow = z.infer<typeof airportRow>;

export const baseRow = z.object({
  id: int,
  name: z.string(),
  short_name: z.string(),
  area_id: int,
  airport_id: int,
  active: z.boolean(),
  area: codedRef,
  airport: z.object({ id: int, ...airportCodesShape, timezone: z.string() }),
  _count: z.object({ fleets: int }),
});
export type BaseRow = z.infer<typeof baseRow>;

export const fleetTypeRow = z.object({
  id: int,
  code: z.string(),
  name: z.string(),
  manufacturer: z.string(),
  engines: int,
  seats: int,
  max_payload_kg: int,
  mtow_kg: int,
  cruise_kt: int.nullable(),
  _count: z.object({ fleets: int }),
});
export type FleetTypeRow = z.infer<typeof fleetTypeRow>;

export const fleetRow = z.object({
  id: int,
  registration: z.string(),
  fleet_type_id: int,
  serial_number: z.string(),
  year_built: int,
  base_id: int,
  seats: int,
  payload_kg: int,
  status: fleetStatus,
  notes: z.string().nullable(),
  fleet_type: codedRef,
  base: z.object({ id: int, short_name: z.string(), name: z.string() }),
});
export type FleetRow = z.infer<typeof fleetRow>;

const aircraftRef = z.object({ id: int, registration: z.string() });

export const fleetPartRow = z.object({
  id: int,
  fleet_id: int.nullable(),
  name: z.string(),
  part_number: z.string(),
  serial_number: z.string(),
  position: z.string().nullable(),
  installed_on: dayText.nullable(),
  hours_at_install: z.number(),
  cycles_at_install: int,
  hours_since_new: z.number(),
  cycles_since_new: int,
  hour_limit: z.number().nullable(),
  cycle_limit: int.nullable(),
  calendar_limit: dayText.nullable(),
  status: partStatus,
});
export type FleetPartRow = z.infer<typeof fleetPartRow>;
/** The list and get answer of a part: the row with its aircraft. */
export const fleetPartAnswer = fleetPartRow.extend({ fleet: aircraftRef.nullable() });

export const fleetHoursRow = z.object({ id: int, fleet_id: int, date: dayText, hours: z.number(), cycles: int });
export type FleetHoursRow = z.infer<typeof fleetHoursRow>;
export const fleetHoursAnswer = fleetHoursRow.extend({ fleet: aircraftRef });

export const hoursTotals = z.object({ hours: z.number(), cycles: int });
export type HoursTotals = z.infer<typeof hoursTotals>;

export const fleetReleaseRow = z.object({
  id: int,
  released_at: instantText,
  valid_until: instantText.nullable(),
  work_order: z.string(),
  description: z.string(),
  certifying_staff: z.string(),
  licence_number: z.string(),
  user: namedRef.nullable(),
});
export type FleetReleaseRow = z.infer<typeof fleetReleaseRow>;
export const fleetReleaseAnswer = fleetReleaseRow.extend({ fleet_id: int, fleet: aircraftRef });
export const fleetPartReleaseAnswer = fleetReleaseRow.extend({
  fleet_part_id: int,
  part: z.object({ id: int, name: z.string(), serial_number: z.string(), fleet_id: int.nullable() }),
});

export const fleetAflRow = z.object({
  id: int,
  fleet_id: int,
  page_number: z.string(),
  date: dayText,
  pic_name: z.string(),
  block_hours: z.number(),
  flight_hours: z.number(),
  cycles: int,
  fuel_uplift_l: z.number().nullable(),
  defects: z.string().nullable(),
  remarks: z.string().nullable(),
  schedules: z.array(z.object({ schedule_id: int })),
});
export type FleetAflRow = z.infer<typeof fleetAflRow>;
export const fleetAflAnswer = fleetAflRow.extend({ fleet: aircraftRef });

export const fleetAflScheduleRow = z.object({
  id: int,
  afl_id: int,
  schedule_id: int,
  afl: z.object({ id: int, page_number: z.string(), fleet_id: int }),
});

export const fleetHistoryRow = z.object({
  id: int,
  fleet_id: int,
  date: dayText,
  event: historyEvent,
  title: z.string(),
  description: z.string().nullable(),
  user: namedRef.nullable(),
});
export type FleetHistoryRow = z.infer<typeof fleetHistoryRow>;

export const airportInfo = z.object({
  airport: airportRow.extend({ local_time: z.string(), utc_offset: z.string() }),
  bases: z.array(z.object({ id: int, name: z.string(), short_name: z.string() })),
  distances: z.array(
    z.object({
      id: int,
      ...airportCodesShape,
      city: z.string(),
      distance_nm: z.number(),
      bearing_deg: z.number(),
    }),
  ),
});
export type AirportInfo = z.infer<typeof airportInfo>;
